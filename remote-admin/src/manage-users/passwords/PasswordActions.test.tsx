/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, within } from '@testing-library/react';
import {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderWithShell,
} from '@skillfolio/shared/testing';
import { ManageUsersPage } from '../ManageUsersPage';

jest.setTimeout(30_000);

// The screen talks to a real server, started for this file.
realServerForThisFile();

async function renderAsHead(): Promise<void> {
  const reply = await logInAs(DEMO_LOGINS.head);
  renderWithShell(<ManageUsersPage />, {
    url: '/admin/manageUsers',
    session: { currentUser: reply.currentUser, currentSchool: reply.currentSchool },
  });
  await screen.findByRole('grid', { name: 'Users' });
}

async function rowMenu(username: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${username}` }));
  return screen.findByRole('menu', { name: `Actions for ${username}` });
}

function passwordOf(dialog: HTMLElement, username: string): string {
  const row = within(dialog).getByRole('rowheader', { name: username }).closest('tr');
  return row?.querySelector('.sf-login-password')?.textContent ?? '';
}

describe("Manage Users' passwords on the real server", () => {
  it("resets a pupil's password after asking, and shows the new one once", async () => {
    await renderAsHead();
    fireEvent.click(
      within(await rowMenu('pupil')).getByRole('menuitem', { name: 'Reset password' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Their old password stops working');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset password' }));

    const sheet = await screen.findByRole('dialog', { name: 'New password for pupil' });
    const password = passwordOf(sheet, 'pupil');
    expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    await expect(logInAs({ ...DEMO_LOGINS.pupil, password })).resolves.toBeTruthy();
  });

  it('offers a new parent password for pupils only, and never a reset of the admin’s own', async () => {
    await renderAsHead();
    const teacherMenu = await rowMenu('teacher');
    expect(within(teacherMenu).queryByRole('menuitem', { name: 'New parent password' })).toBeNull();
    fireEvent.keyDown(teacherMenu, { key: 'Escape' });
    const ownMenu = await rowMenu('head');
    expect(
      within(ownMenu)
        .getByRole('menuitem', { name: 'Reset password' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('prints new logins for ticked users, after saying what will happen', async () => {
    await renderAsHead();
    fireEvent.click(screen.getByRole('button', { name: 'Print logins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print logins' });
    expect(dialog.textContent).toContain('Their old passwords stop working');
    // Admins cannot be chosen here (the admin's own password least of all).
    expect(within(dialog).queryByLabelText(/Hannah Head/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Make new passwords' }));
    expect(
      await within(dialog).findByText('Please choose a project or tick at least one user.'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('Tom Teacher (teacher)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make new passwords' }));
    const region = await screen.findByRole('region', { name: 'Logins' });
    const sheet = region.closest<HTMLElement>('[role="dialog"]') ?? region;
    const password = passwordOf(sheet, 'teacher');
    await expect(logInAs({ ...DEMO_LOGINS.teacher, password })).resolves.toBeTruthy();
  });
});
