/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@skillfolio/shared';
import {
  DEMO_LOGINS,
  realServerForThisFile,
  renderLoggedIn,
  sentRequests,
} from '@skillfolio/shared/testing';
import { ManageProjectsPage } from './ManageProjectsPage';

jest.setTimeout(30_000);

const URL = '/admin/manageProjects';

// The screen talks to a real server, started for this file.
const server = realServerForThisFile();

const DEMO = "(SELECT school_id FROM schools WHERE school_username = 'demoacademy')";

async function insertUser(name: string, columns: string, values: string): Promise<void> {
  await server.sql(
    `INSERT INTO users (school_id, username, first_name, last_name, password_hash, created_at${columns})
     VALUES (${DEMO}, '${name.toLowerCase()}', '${name}', 'Test', 'x', '2026-09-01'${values})`,
  );
}

async function insertClass(title: string, closed: boolean, members: string[]): Promise<void> {
  const [row] = (await server.sql(
    `INSERT INTO school_classes (school_id, title, class_code, class_type, year_group, closed_at, created_at, updated_at)
     VALUES (${DEMO}, '${title}', '${title}', 'homeroom', 7, ${closed ? "'2026-08-31'" : 'NULL'}, '2026-09-01', '2026-09-01')
     RETURNING class_id`,
  )) as Array<{ class_id: number }>;
  for (const member of members) {
    const [username, role] = member.split(':');
    await server.sql(
      `INSERT INTO class_members (class_id, user_id, role)
       SELECT ${row?.class_id ?? 0}, user_id, '${role ?? 'pupil'}' FROM users
       WHERE username = '${username ?? ''}' AND school_id = ${DEMO}`,
    );
  }
}

/** The first names of Work Experience's users, sorted. */
async function workExperience(): Promise<string[]> {
  const rows = (await server.sql(
    `SELECT u.first_name FROM user_projects up
     JOIN users u ON u.user_id = up.user_id
     JOIN school_projects p ON p.school_project_id = up.school_project_id
     WHERE p.project_name = 'Work Experience'`,
  )) as Array<{ first_name: string }>;
  return rows.map((row) => row.first_name).sort();
}

beforeAll(async () => {
  // Year 10: Pat and Ann; Len has left, Sia is staff. 7C: Cal and Lee, taught by Tom.
  await server.sql(
    `UPDATE users SET year_group = 10 WHERE username = 'pupil' AND school_id = ${DEMO}`,
  );
  await insertUser('Ann', ', year_group', ', 10');
  await insertUser('Len', ', year_group, left_at', ", 10, '2026-07-20'");
  await insertUser('Sia', ', year_group, "is_Staff"', ', 10, 1');
  await insertUser('Cal', ', year_group', ', 7');
  await insertClass('7C', false, ['cal:pupil', 'locked:pupil', 'teacher:staff']);
  await insertClass('6X', true, ['ann:pupil']);
});

async function openWhoTakes(project: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `Who takes it: ${project}` }));
  return screen.findByRole('dialog', { name: `Who takes ${project}` });
}

async function choose(dialog: HTMLElement, label: string, option: string): Promise<void> {
  const field = within(dialog)
    .getByText(label, { selector: '.sf-field__label' })
    .closest('.sf-select');
  if (!(field instanceof HTMLElement)) throw new Error(`No ${label} picker`);
  fireEvent.click(within(field).getByRole('button'));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function whoTakesCell(project: string): string {
  const grid = screen.getByRole('grid', { name: 'Projects' });
  const row = within(grid).getByRole('row', { name: new RegExp(`^${project}`) });
  return within(row).getAllByRole('gridcell')[0]?.textContent ?? '';
}

describe('who takes a project, on the real server', () => {
  it('adds a class and a year group with the pupils each holds, and saving brings them into the project', async () => {
    await renderLoggedIn(<ManageProjectsPage />, DEMO_LOGINS.head, URL);
    await screen.findByRole('grid', { name: 'Projects' });
    expect(whoTakesCell('Work Experience')).toBe('None');
    const dialog = await openWhoTakes('Work Experience');
    within(dialog).getByText('No class or year group takes this project yet.');

    // Only open classes are offered; 6X was closed.
    const classField = within(dialog)
      .getByText('Class', { selector: '.sf-field__label' })
      .closest('.sf-select');
    if (!(classField instanceof HTMLElement)) throw new Error('No Class picker');
    fireEvent.click(within(classField).getByRole('button'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '7C (2 pupils)',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '7C (2 pupils)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add class' }));
    await choose(dialog, 'Year group', 'Year 10 (2 pupils)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add year group' }));

    const list = within(dialog).getByRole('list', { name: 'Who takes Work Experience' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Year 10: 2 pupils Remove', '7C: 2 pupils Remove']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Pat was in it already: Ann (Year 10), Cal and Lee (7C) join; not Len (left), Sia (staff)
    // or Tom (7C's teacher).
    expect(useSession.getState().toast?.message).toBe('Saved: 3 pupils joined Work Experience');
    expect(await workExperience()).toEqual(['Ann', 'Cal', 'Lee', 'Pat']);
    await waitFor(() =>
      expect(whoTakesCell('Work Experience')).toBe('Year 10 (2 pupils), 7C (2 pupils)'),
    );
  });

  it('takes an audience away without taking anyone off the project', async () => {
    await renderLoggedIn(<ManageProjectsPage />, DEMO_LOGINS.head, URL);
    const dialog = await openWhoTakes('Work Experience');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 7C' }));
    // The pressed button is gone; the list keeps the focus.
    expect(document.activeElement).toBe(
      within(dialog).getByRole('list', { name: 'Who takes Work Experience' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSession.getState().toast?.message).toBe('Saved');
    await waitFor(() => expect(whoTakesCell('Work Experience')).toBe('Year 10 (2 pupils)'));
    expect(await workExperience()).toEqual(['Ann', 'Cal', 'Lee', 'Pat']);
  });

  it('asks for a choice before adding, and sends nothing until Save', async () => {
    await renderLoggedIn(<ManageProjectsPage />, DEMO_LOGINS.head, URL);
    const dialog = await openWhoTakes('Year 10 Skills');
    const before = sentRequests().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add class' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a class to add');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      sentRequests()
        .slice(before)
        .filter((r) => r.method !== 'GET'),
    ).toEqual([]);
  });

  it('says where classes come from in a school that has none', async () => {
    await renderLoggedIn(<ManageProjectsPage />, DEMO_LOGINS.riversideHead, URL);
    const dialog = await openWhoTakes('Reading Stars');
    within(dialog).getByText('No classes yet — a roster sync brings them.');
    // Year groups are there whatever the roster.
    within(dialog).getByText('Year group', { selector: '.sf-field__label' });
  });
});
