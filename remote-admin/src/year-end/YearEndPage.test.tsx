/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, switchLanguage, type LoginRequest } from '@skillfolio/shared';
import { Users } from '@skillfolio/shared/contract';
import { logInAs, realServerForThisFile, renderWithShell } from '@skillfolio/shared/testing';
import { YearEndPage } from './YearEndPage';

jest.setTimeout(30_000);

const HEAD: LoginRequest = {
  loginMode: 'U',
  username: 'head',
  schoolUsername: 'demoacademy',
  password: 'demo-password',
};

realServerForThisFile();

const SCREEN = { path: '/admin/yearEnd', title: 'Year End', access: 'schoolAdmin' } as const;

async function setYear(username: string, year: number): Promise<void> {
  const users = await call(Users.ListUsersForSchool);
  const user = users.find((u) => u.username === username);
  if (user === undefined) throw new Error(`no ${username}`);
  await call(Users.SaveUser, {
    user_id: user.user_id,
    username: user.username,
    password: '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    is_staff: user.is_Staff,
    is_schoolAdmin: user.is_schoolAdmin,
    is_user: user.is_User,
    parentpass: '',
    project_ids: user.project_ids,
    year_group: year,
  });
}

function rowOf(name: RegExp): HTMLElement {
  const table = screen.getByRole('table', { name: 'Pupils and their year next year' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => name.test(r.textContent ?? ''));
  if (row === undefined) throw new Error(`no row ${String(name)}`);
  return row;
}

describe('the Year End screen on the real server', () => {
  it('previews each pupil’s next year, follows the exceptions, and applies them in one step', async () => {
    const reply = await logInAs(HEAD);
    await setYear('pupil', 12);
    await setYear('locked', 13);
    renderWithShell(<YearEndPage screen={SCREEN} />, {
      url: SCREEN.path,
      session: { currentUser: reply.currentUser, currentSchool: reply.currentSchool },
    });
    await screen.findByRole('table', { name: 'Pupils and their year next year' });
    expect(rowOf(/Pat Pupil/).textContent).toContain('Year 13');
    expect(rowOf(/Lee Locked/).textContent).toContain('Leaves');
    screen.getByText(/0 pupils move up|1 pupils move up, 0 kept back, 1 leave\./);

    // Lee is kept back (stays in Year 13, does not leave); Pat is marked a leaver.
    fireEvent.click(within(rowOf(/Lee Locked/)).getByRole('checkbox', { name: /moves up/ }));
    expect(rowOf(/Lee Locked/).textContent).toContain('Stays in Year 13');
    fireEvent.click(within(rowOf(/Pat Pupil/)).getByRole('checkbox', { name: /leaves/ }));
    expect(rowOf(/Pat Pupil/).textContent).toContain('Leaves');
    screen.getByText(
      /0 pupils move up, 1 kept back, 1 leave\. Leavers' accounts will be erased on/,
    );
    screen.getByText('Leaving: Pat Pupil (pupil).');

    fireEvent.click(screen.getByRole('button', { name: 'Move up a year' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move up a year' }));
    await screen.findByText(/0 pupils moved up a year, 1 kept back, 1 marked as leavers/);
    const leavers = await screen.findByRole('table', { name: 'Leavers' });
    await waitFor(() => expect(leavers.textContent).toContain('Pat Pupil'));
    expect(within(leavers).queryByText(/Lee Locked/)).toBeNull();
  });
});

describe('the Year End screen in Welsh', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('says the preview and the leavers in Welsh', async () => {
    const reply = await logInAs(HEAD);
    await setYear('locked', 13);
    renderWithShell(<YearEndPage screen={SCREEN} />, {
      url: SCREEN.path,
      session: { currentUser: reply.currentUser, currentSchool: reply.currentSchool },
    });
    await screen.findByRole('table', { name: 'Pupils and their year next year' });
    await act(() => switchLanguage('cy'));
    const table = await screen.findByRole('table', {
      name: "Disgyblion a'u blwyddyn y flwyddyn nesaf",
    });
    const lee = within(table)
      .getAllByRole('row')
      .find((row) => /Lee Locked/.test(row.textContent ?? ''));
    expect(lee?.textContent).toContain('Blwyddyn 13');
    expect(lee?.textContent).toContain('Gadael');
    fireEvent.click(within(lee as HTMLElement).getByRole('checkbox', { name: /yn symud i fyny/ }));
    expect(lee?.textContent).toContain('Yn aros ym Mlwyddyn 13');
    screen.getByRole('button', { name: 'Symud i fyny blwyddyn' });
    screen.getByRole('table', { name: 'Ymadawyr' });
  });
});
