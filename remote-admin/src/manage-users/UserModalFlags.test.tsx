/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, switchLanguage, type LoginRequest } from '@skillfolio/shared';
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

async function openEdit(username: string, title = 'Edit User'): Promise<HTMLElement> {
  const edit = await screen.findByRole('button', {
    name: `${title === 'Edit User' ? 'Edit' : 'Golygu'} ${username}`,
  });
  await waitFor(() => expect(edit.hasAttribute('disabled')).toBe(false));
  fireEvent.click(edit);
  return screen.findByRole('dialog', { name: title });
}

const SEND = 'SEND (special educational needs)';
const DISADVANTAGED = 'Disadvantaged (pupil premium)';

async function flagsOf(username: string) {
  const user = (await call(Users.ListUsersForSchool)).find((u) => u.username === username);
  return { send: user?.send, disadvantaged: user?.disadvantaged };
}

describe("a pupil's SEND and Disadvantaged flags in the user form", () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('saves them for a pupil, shows them again, and hides them for staff', async () => {
    await renderAsHead();
    let dialog = await openEdit('pupil');
    const send = within(dialog).getByRole('switch', { name: SEND }) as HTMLInputElement;
    expect(send.checked).toBe(false);
    fireEvent.click(send);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await flagsOf('pupil')).toEqual({ send: true, disadvantaged: false });

    dialog = await openEdit('pupil');
    await waitFor(() =>
      expect((within(dialog).getByRole('switch', { name: SEND }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    fireEvent.click(within(dialog).getByRole('switch', { name: DISADVANTAGED }));
    // Made staff, the pupil's flags go: hidden, and saved as neither.
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Staff' }));
    expect(within(dialog).queryByRole('switch', { name: SEND })).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: DISADVANTAGED })).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Staff' }));
    expect(within(dialog).getByRole('switch', { name: DISADVANTAGED })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await flagsOf('pupil')).toEqual({ send: true, disadvantaged: false });

    dialog = await openEdit('teacher');
    expect(within(dialog).queryByRole('switch', { name: SEND })).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: DISADVANTAGED })).toBeNull();
  });

  it('names them in Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderAsHead();
    const dialog = await openEdit('pupil', 'Golygu Defnyddiwr');
    expect(
      within(dialog).getByRole('switch', { name: 'ADY (anghenion dysgu ychwanegol)' }),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('switch', { name: 'Difreintiedig (grant datblygu disgyblion)' }),
    ).toBeTruthy();
  });
});
