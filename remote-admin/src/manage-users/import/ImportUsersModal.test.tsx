/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, type LoginRequest } from '@skillfolio/shared';
import { Users } from '@skillfolio/shared/contract';
import { logInAs, realServerForThisFile, renderWithShell } from '@skillfolio/shared/testing';
import { ImportUsersModal } from './ImportUsersModal';

jest.setTimeout(30_000);

const HEAD: LoginRequest = {
  loginMode: 'U',
  username: 'head',
  schoolUsername: 'demoacademy',
  password: 'demo-password',
};

// The screens talk to a real server, started for this file.
realServerForThisFile();

async function renderAsHead(onClose: (saved: boolean) => void = () => undefined): Promise<void> {
  const reply = await logInAs(HEAD);
  renderWithShell(<ImportUsersModal onClose={onClose} />, {
    url: '/admin/manageUsers',
    session: { currentUser: reply.currentUser, currentSchool: reply.currentSchool },
  });
}

async function chooseFile(text: string): Promise<void> {
  // The file field's code arrives a moment after the modal (the kit defers it): as a user would.
  await screen.findByRole('button', { name: /^Choose a file/ });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  const file = new File([text], 'class.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
}

const HEADER = 'username,first name,last name,email,projects,password\r\n';

describe('Import users on the real server', () => {
  it('previews every row with its problems named and saves nothing', async () => {
    await renderAsHead();
    const before = (await call(Users.ListUsersForSchool)).length;
    await chooseFile(
      `\uFEFF${HEADER}` +
        'new.kid,New,Kid,,Year 10 Skills,\r\n' +
        'teacher,Tom,Again,,,\r\n' +
        'shorty,Short,Pass,,,abc\r\n' +
        '"comma, kid",Com,Ma,,Astronomy,\r\n',
    );
    const preview = await screen.findByRole('region', { name: 'Rows of the file' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'new.kid',
      'teacher',
      'shorty',
      'comma, kid',
    ]);
    expect(rows[0]?.textContent).toContain('None');
    expect(rows[1]?.textContent).toContain('Username already exists');
    expect(rows[2]?.textContent).toContain('Password must be 8 characters or more');
    expect(rows[3]?.textContent).toContain('Unknown project: Astronomy');
    expect(screen.getByRole('status').textContent).toBe(
      '3 of 4 rows have problems. Nothing was saved: fix the file and choose it again.',
    );
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect((await call(Users.ListUsersForSchool)).length).toBe(before);
  });

  it('saves a good file under a progress bar, then shows the made passwords to print', async () => {
    const onClose = jest.fn();
    await renderAsHead(onClose);
    const lines = Array.from({ length: 7 }, (_, i) => `form9.${i},Kid,${i},,Work Experience,`);
    await chooseFile(HEADER + lines.join('\r\n'));
    await screen.findByText('All 7 rows can be added. Nothing is saved until you press Save.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('progressbar', { name: /^Saving: \d of 7 users ready$/ })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Logins for the class teacher' });
    const sheet = screen.getByRole('region', { name: 'Logins' });
    const passwords = within(sheet)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent ?? '');
    expect(passwords).toHaveLength(7);
    for (const password of passwords) expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){2}$/);
    expect(screen.getByRole('button', { name: 'Print logins' })).toBeTruthy();
    const names = (await call(Users.ListUsersForSchool)).map((user) => user.username);
    expect(names).toEqual(expect.arrayContaining(lines.map((line) => line.split(',')[0])));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it('says what is wrong with a file that has no username column', async () => {
    await renderAsHead();
    await chooseFile('name,first name,last name\r\nx,y,z\r\n');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The file has no username column',
    );
  });
});
