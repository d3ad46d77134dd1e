/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { switchLanguage, useSession } from '@skillfolio/shared';
import { PASSWORD_CHANGE_TEXT } from '@skillfolio/shared/wire';
import {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderLoggedIn,
  sentRequests,
} from '@skillfolio/shared/testing';
import { ChangePasswordPage } from './ChangePasswordPage';

jest.setTimeout(30_000);

// The screen talks to a real server, started for this file.
realServerForThisFile();

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

function fillForm(current: string, next: string, again: string): void {
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password(?! again)/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^New password again/), { target: { value: again } });
}

describe('the Change Password screen on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('says the new passwords differ without asking the server', async () => {
    await renderLoggedIn(<ChangePasswordPage />, DEMO_LOGINS.teacher, '/changepassword');
    await screen.findByRole('form', { name: 'Change password' });
    const before = sentRequests().length;
    fillForm('demo-password', 'maple-harbour-lantern', 'maple-harbour-lanter');
    fireEvent.submit(screen.getByRole('form', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_CHANGE_TEXT.mismatch)).toBeTruthy();
    expect(
      sentRequests()
        .slice(before)
        .some((r) => /ChangePassword/i.test(r.url)),
    ).toBe(false);
  });

  it("shows the server's refusal of a wrong current password, then changes it", async () => {
    await renderLoggedIn(<ChangePasswordPage />, DEMO_LOGINS.teacher, '/changepassword');
    const form = await screen.findByRole('form', { name: 'Change password' });
    fillForm('not-my-password', 'maple-harbour-lantern', 'maple-harbour-lantern');
    fireEvent.submit(form);
    expect(await screen.findByText(PASSWORD_CHANGE_TEXT.wrongCurrent)).toBeTruthy();

    fill('Current password', 'demo-password');
    fireEvent.submit(form);
    // The shell shows the toast; the form is emptied; the new password is the one that logs in.
    await waitFor(() =>
      expect(useSession.getState().toast?.message).toBe(PASSWORD_CHANGE_TEXT.changed),
    );
    expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
    await expect(
      logInAs({ ...DEMO_LOGINS.teacher, password: 'maple-harbour-lantern' }),
    ).resolves.toBeTruthy();
  });

  it('tells a parent they cannot change a password, and offers no form', async () => {
    await renderLoggedIn(<ChangePasswordPage />, DEMO_LOGINS.parent, '/changepassword');
    expect(await screen.findByText(PASSWORD_CHANGE_TEXT.readOnly)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<ChangePasswordPage />, DEMO_LOGINS.pupil, '/changepassword');
    const form = await screen.findByRole('form', { name: 'Newid cyfrinair' });
    expect(screen.getByRole('heading', { level: 1, name: 'Newid Cyfrinair' })).toBeTruthy();
    expect(screen.getByLabelText(/^Cyfrinair presennol/)).toBeTruthy();
    fireEvent.submit(form);
    expect(await screen.findByText('Rhowch eich cyfrinair presennol ac un newydd.')).toBeTruthy();
  });
});
