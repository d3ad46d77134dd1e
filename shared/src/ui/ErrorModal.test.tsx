import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell } from '../testing';
import { useSession } from '../store/session';
import { ErrorModal } from './ErrorModal';
import { ErrorBanner } from './ErrorBanner';

describe('the error modal', () => {
  it('shows the message under An error has occured, hides the detail, and OK clears it', async () => {
    renderWithShell(<ErrorModal />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => useSession.getState().showError('We could not log you in.', 'SQLITE_BUSY at login'));
    const dialog = await screen.findByRole('alertdialog', { name: 'An error has occured' });
    expect(dialog.textContent).toContain('We could not log you in.');
    expect(dialog.textContent).not.toContain('SQLITE_BUSY');
    expect((dialog.closest('.sf-modal') as HTMLElement).style.width).toContain('400px');
    expect((dialog.closest('.sf-modal') as HTMLElement).style.height).toBe('300px');

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(useSession.getState().error).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('locks background scrolling while open', async () => {
    renderWithShell(<ErrorModal />);
    act(() => useSession.getState().showError('Something failed'));
    await screen.findByRole('alertdialog');
    const html = document.documentElement;
    expect(html.style.overflow === 'hidden' || document.body.style.overflow === 'hidden').toBe(
      true,
    );
    act(() => useSession.getState().clearError());
  });
});

describe('the error banner', () => {
  it('shows the message as an alert until Close is pressed', () => {
    renderWithShell(<ErrorBanner />, {
      session: { banner: 'Skillfolio could not reach the server.' },
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Skillfolio could not reach the server.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useSession.getState().banner).toBeNull();
  });
});
