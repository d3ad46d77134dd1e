// The controls whose popup code arrives when first reached for (onDemand.ts), in jsdom with
// React Aria's real components. Each file has its own module registry, so the first test
// sees the buttons before any code has arrived.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NavPanel } from './NavPanel';
import { RowActions } from './RowActions';
import { Select, type SelectProps } from './Select';

const PROJECTS: SelectProps = {
  label: 'Project',
  options: [
    { id: 1, name: 'Year 10 Skills' },
    { id: 2, name: 'Work Experience' },
  ],
  selectedId: 2,
  onChange: () => undefined,
  description: 'The project you rate yourself in',
};

function nameAndDescription(button: HTMLElement) {
  const text = (ids: string | null) =>
    (ids ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
  return {
    name: text(button.getAttribute('aria-labelledby')),
    description: text(button.getAttribute('aria-describedby')),
    popup: button.getAttribute('aria-haspopup'),
    expanded: button.getAttribute('aria-expanded'),
  };
}

describe('a control whose popup is fetched on demand', () => {
  it('shows, before its code arrives, a button named and described as the real one', async () => {
    const first = render(<Select {...PROJECTS} />);
    const early = nameAndDescription(screen.getByRole('button'));
    expect(early).toEqual({
      name: 'Work Experience Project',
      description: 'The project you rate yourself in',
      popup: 'listbox',
      expanded: 'false',
    });
    // No list yet, and no hidden <select>: the real control's code has not been fetched.
    expect(document.querySelector('select')).toBeNull();
    first.unmount();

    await act(async () => {
      fireEvent.focus(document.body);
      await import('./Select').then(({ preloadSelect }) => preloadSelect());
    });
    render(<Select {...PROJECTS} />);
    expect(document.querySelector('select')).not.toBeNull();
    expect(nameAndDescription(screen.getByRole('button'))).toEqual(early);
  });

  it('opens the real popup, focused, on the press, and gives focus back to its button', async () => {
    const chosen: number[] = [];
    render(
      <RowActions
        label="Actions for pupil"
        actions={[
          { id: 'reset', label: 'Reset Password', onAction: () => chosen.push(1) },
          { id: 'erase', label: 'Erase', onAction: () => chosen.push(2), isDanger: true },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Actions for pupil' });
    act(() => button.focus());
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Actions for pupil' });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement ?? menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const real = screen.getByRole('button', { name: 'Actions for pupil' });
    // React Aria restores focus a frame after the popup goes.
    await waitFor(() => expect(document.activeElement).toBe(real));
    expect(real.getAttribute('aria-expanded')).not.toBe('true');
  });

  it('opens from an arrow key on its button, and reports the choice', async () => {
    const chosen: number[] = [];
    const { unmount } = render(
      <NavPanel label="Menu">
        {(close) => (
          <button type="button" onClick={close}>
            Dashboard
          </button>
        )}
      </NavPanel>,
    );
    // NavPanel's code has not arrived (only Select's and RowActions' have).
    expect(document.querySelector('[data-rac][aria-haspopup="dialog"]')).not.toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    act(() => menuButton.focus());
    fireEvent.keyDown(menuButton, { key: 'ArrowDown' });
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' })),
    );
    unmount();

    render(<Select {...PROJECTS} onChange={(id) => chosen.push(id)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Work Experience Project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Year 10 Skills' }));
    expect(chosen).toEqual([1]);
  });
});
