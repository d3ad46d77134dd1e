/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, switchLanguage, useSession, type LoginRequest } from '@skillfolio/shared';
import { Users } from '@skillfolio/shared/contract';
import { logInAs, realServerForThisFile, renderWithShell } from '@skillfolio/shared/testing';
import { ManageUsersPage } from './ManageUsersPage';

jest.setTimeout(30_000);

const HEAD: LoginRequest = {
  loginMode: 'U',
  username: 'head',
  schoolUsername: 'demoacademy',
  password: 'demo-password',
};

// The screens talk to a real server, started for this file.
realServerForThisFile();

async function renderAsHead(): Promise<void> {
  const reply = await logInAs(HEAD);
  renderWithShell(<ManageUsersPage />, {
    url: '/admin/manageUsers',
    session: { currentUser: reply.currentUser, currentSchool: reply.currentSchool },
  });
}

function usernames(): string[] {
  return within(screen.getByRole('grid', { name: 'Users' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** Opens the row's Actions menu (React Aria's Menu) and returns it. */
async function rowActions(username: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${username}` }));
  return screen.findByRole('menu', { name: `Actions for ${username}` });
}

async function chooseRowAction(username: string, action: string): Promise<void> {
  const menu = await rowActions(username);
  fireEvent.click(within(menu).getByRole('menuitem', { name: action }));
}

function field(dialog: HTMLElement, label: string): HTMLInputElement {
  return within(dialog).getByLabelText(label) as HTMLInputElement;
}

describe('the Manage Users screen on the real server', () => {
  it("lists the school's users with their roles and projects, and filters them", async () => {
    await renderAsHead();
    await screen.findByRole('grid', { name: 'Users' });
    expect(usernames()).toEqual(expect.arrayContaining(['head', 'locked', 'pupil', 'teacher']));
    const pupilRow = screen.getByRole('rowheader', { name: 'pupil' }).closest('[role="row"]');
    expect(pupilRow?.textContent).toContain('Pat Pupil');
    expect(pupilRow?.textContent).toContain('Work Experience, Year 10 Skills');
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'TEACH' } });
    expect(usernames()).toEqual(['teacher']);
  });

  it('adds a user: a short password and a taken username are refused in place, then it saves', async () => {
    await renderAsHead();
    const add = await screen.findByRole('button', { name: 'Add New User' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    expect(field(dialog, 'Email').type).toBe('email');

    fireEvent.change(field(dialog, 'Username'), { target: { value: 'Teacher' } });
    expect(await within(dialog).findByText('Username already exists')).toBeTruthy();
    fireEvent.change(field(dialog, 'Username'), { target: { value: 'screenpupil' } });
    await waitFor(() => expect(within(dialog).queryByText('Username already exists')).toBeNull());

    fireEvent.change(field(dialog, 'Password'), { target: { value: 'short' } });
    fireEvent.change(field(dialog, 'First name'), { target: { value: 'Sam' } });
    fireEvent.click(within(dialog).getByLabelText('Year 10 Skills'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Password must be 8 characters or more')).toBeTruthy();

    fireEvent.change(field(dialog, 'Password'), { target: { value: 'long-enough' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('rowheader', { name: 'screenpupil' });
    const saved = (await call(Users.ListUsersForSchool)).find(
      (user) => user.username === 'screenpupil',
    );
    expect(saved).toMatchObject({ first_name: 'Sam', projects: 'Year 10 Skills', is_User: true });
  });

  it("edits a user, keeping the password when left blank, and won't let the head drop her own School Admin", async () => {
    await renderAsHead();
    const edit = await screen.findByRole('button', { name: 'Edit teacher' });
    await waitFor(() => expect(edit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(field(dialog, 'Username').value).toBe('teacher');
    expect(field(dialog, 'Password').value).toBe('');
    fireEvent.change(field(dialog, 'Last name'), { target: { value: 'Tutor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => {
      const row = screen.getByRole('rowheader', { name: 'teacher' }).closest('[role="row"]');
      expect(row?.textContent).toContain('Tom Tutor');
    });
    await act(async () => {
      await logInAs({ ...HEAD, username: 'teacher' });
    });

    await renderAsHead();
    const ownEdit = await screen.findByRole('button', { name: 'Edit head' });
    await waitFor(() => expect(ownEdit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(ownEdit);
    const own = await screen.findByRole('dialog', { name: 'Edit User' });
    const schoolAdmin = within(own).getByRole('switch', { name: 'School Admin' });
    expect((schoolAdmin as HTMLInputElement).disabled).toBe(true);
  });

  it('erases a user only after "Are you sure", and never the head herself', async () => {
    await renderAsHead();
    await screen.findByRole('grid', { name: 'Users' });
    const own = await rowActions('head');
    expect(
      within(own).getByRole('menuitem', { name: 'Erase user' }).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.keyDown(own, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await chooseRowAction('locked', 'Erase user');
    let dialog = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await call(Users.ListUsersForSchool)).map((user) => user.username)).toContain('locked');

    await chooseRowAction('locked', 'Erase user');
    dialog = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    expect(dialog.textContent).toContain('Erase locked');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase user' }));
    await waitFor(() => expect(usernames()).not.toContain('locked'));
    expect(usernames()).toContain('pupil');
    expect((await call(Users.ListUsersForSchool)).map((user) => user.username)).not.toContain(
      'locked',
    );
  });

  it("downloads a user's data from the row's Actions menu", async () => {
    // jsdom follows no link: the download link's address is what the browser would fetch
    // (e2e/adminUsers.test.ts downloads it in Chromium).
    const followed: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push({ href: this.href, download: this.download });
    });
    try {
      await renderAsHead();
      await screen.findByRole('grid', { name: 'Users' });
      await chooseRowAction('teacher', 'Export data');
      expect(followed).toEqual([
        {
          href: expect.stringMatching(/\/admin\/ExportUserData\?user_id=\d+$/),
          download: 'teacher-data.json',
        },
      ]);
    } finally {
      click.mockRestore();
    }
  });

  it('resets a user\'s two-factor after "Are you sure"', async () => {
    await renderAsHead();
    await screen.findByRole('grid', { name: 'Users' });
    await chooseRowAction('teacher', 'Reset two-factor');
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    await waitFor(() =>
      expect(useSession.getState().toast?.message).toBe('Two-factor reset for teacher'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Manage Users in Welsh', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('names the screen, its buttons and its table in Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderAsHead();
    expect(await screen.findByRole('heading', { name: 'Rheoli Defnyddwyr' })).toBeTruthy();
    await screen.findByRole('grid', { name: 'Defnyddwyr' });
    expect(screen.getByRole('button', { name: 'Mewnforio defnyddwyr' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Golygu teacher' })).toBeTruthy();
    const pupilRow = screen.getByRole('rowheader', { name: 'pupil' }).closest('[role="row"]');
    expect(pupilRow?.textContent).toContain('Na');
  });
});
