/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  DEMO_LOGINS,
  realServerForThisFile,
  renderLoggedIn,
  sentRequests,
} from '@skillfolio/shared/testing';
import { useLocation } from '@skillfolio/shared';
import { ClassViewPage } from './ClassViewPage';

jest.setTimeout(30_000);

// The screen talks to a real server, started for this file.
const server = realServerForThisFile();

/** Where the page is now: its query string. */
function Where() {
  return <output aria-label="Query string">{useLocation().search}</output>;
}

const classIds = { tenA: 0, tenB: 0, nineZ: 0, riverside: 0 };

const SCHOOL = (username: string) =>
  `(SELECT school_id FROM schools WHERE school_username = '${username}')`;

async function insertClass(school: string, title: string, year: number): Promise<number> {
  const [row] = (await server.sql(
    `INSERT INTO school_classes (school_id, title, class_code, class_type, year_group, created_at, updated_at)
     VALUES (${SCHOOL(school)}, '${title}', '${title}', 'homeroom', ${year}, '2026-09-01', '2026-09-01')
     RETURNING class_id`,
  )) as Array<{ class_id: number }>;
  return row?.class_id ?? 0;
}

async function addMember(classId: number, username: string, role: 'pupil' | 'staff') {
  await server.sql(
    `INSERT INTO class_members (class_id, user_id, role)
     SELECT ${classId}, user_id, '${role}' FROM users
     WHERE username = '${username}' AND school_id = ${SCHOOL('demoacademy')}`,
  );
}

beforeAll(async () => {
  // Year 10 Skills: Pat (10A, which Tom teaches) and Cleo (10B, which he does not).
  await server.sql(
    `INSERT INTO users (school_id, username, first_name, last_name, password_hash, created_at)
     VALUES (${SCHOOL('demoacademy')}, 'cleo', 'Cleo', 'Class', 'x', '2026-09-01')`,
  );
  await server.sql(
    `INSERT INTO user_projects (user_id, school_project_id)
     SELECT u.user_id, p.school_project_id FROM users u, school_projects p
     WHERE u.username = 'cleo' AND p.project_name = 'Year 10 Skills'`,
  );
  classIds.tenA = await insertClass('demoacademy', '10A', 10);
  classIds.tenB = await insertClass('demoacademy', '10B', 10);
  classIds.nineZ = await insertClass('demoacademy', '9Z', 9);
  classIds.riverside = await insertClass('riverside', 'Otters', 3);
  await addMember(classIds.tenA, 'teacher', 'staff');
  await addMember(classIds.tenA, 'pupil', 'pupil');
  await addMember(classIds.tenB, 'cleo', 'pupil');
  // Lee is in no project.
  await addMember(classIds.nineZ, 'locked', 'pupil');
});

function Page() {
  return (
    <>
      <ClassViewPage />
      <Where />
    </>
  );
}

/** The Class picker's field. */
function classField(): HTMLElement {
  const field = screen.getByText('Class', { selector: '.sf-field__label' }).closest('.sf-select');
  if (!(field instanceof HTMLElement)) throw new Error('No Class picker');
  return field;
}

function chosenClass(): string {
  return classField().querySelector('.sf-select__value')?.textContent ?? '';
}

async function choose(label: string, name: string): Promise<void> {
  const field = screen.getByText(label, { selector: '.sf-field__label' }).closest('.sf-select');
  if (!(field instanceof HTMLElement)) throw new Error(`No ${label} picker`);
  fireEvent.click(within(field).getByRole('button'));
  fireEvent.click(await screen.findByRole('option', { name }));
}

function query(): string {
  return screen.getByRole('status', { name: 'Query string' }).textContent ?? '';
}

/** The head's class view on Year 10 Skills (Work Experience, first, has no rounds). */
async function headOnYear10(url: string): Promise<void> {
  await renderLoggedIn(<Page />, DEMO_LOGINS.head, url);
  await screen.findByText('No pupil of Work Experience has started an assessment yet.');
  await choose('Project', 'Year 10 Skills');
}

function pupilRows(gridName: string): string[] {
  const grid = screen.getByRole('grid', { name: gridName });
  return within(grid)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('the Class View narrowed to a class', () => {
  it('opens on the class the teacher teaches, with only its pupils, and offers only their classes', async () => {
    await renderLoggedIn(<Page />, DEMO_LOGINS.teacher, '/class');
    await screen.findByRole('grid', { name: 'Year 10 Skills, 10A, Spring 2027' });
    expect(pupilRows('Year 10 Skills, 10A, Spring 2027')).toEqual(['Pat Pupil']);
    expect(chosenClass()).toBe('10A');
    // The default is not a choice: the address stays as it was.
    expect(query()).toBe('');
    fireEvent.click(within(classField()).getByRole('button'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All pupils', '10A']);
  });

  it('shows every pupil of the project for All pupils, and keeps the choice over a reload', async () => {
    await renderLoggedIn(<Page />, DEMO_LOGINS.teacher, '/class');
    await screen.findByRole('grid', { name: 'Year 10 Skills, 10A, Spring 2027' });
    await choose('Class', 'All pupils');
    await screen.findByRole('grid', { name: 'Year 10 Skills, Spring 2027' });
    expect(pupilRows('Year 10 Skills, Spring 2027')).toEqual(['Cleo Class', 'Pat Pupil']);
    expect(query()).toBe('?class=all');

    cleanup();
    await renderLoggedIn(<Page />, DEMO_LOGINS.teacher, '/class?class=all');
    await screen.findByRole('grid', { name: 'Year 10 Skills, Spring 2027' });
    expect(chosenClass()).toBe('All pupils');
  });

  it('gives a school admin every class of the school, starting on all pupils', async () => {
    await headOnYear10('/class');
    await screen.findByRole('grid', { name: 'Year 10 Skills, Spring 2027' });
    expect(chosenClass()).toBe('All pupils');
    fireEvent.click(within(classField()).getByRole('button'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All pupils', '9Z', '10A', '10B']);
    fireEvent.click(screen.getByRole('option', { name: '10B' }));
    await screen.findByRole('grid', { name: 'Year 10 Skills, 10B, Spring 2027' });
    expect(pupilRows('Year 10 Skills, 10B, Spring 2027')).toEqual(['Cleo Class']);
    expect(query()).toBe(`?class=${classIds.tenB}`);

    cleanup();
    await headOnYear10(`/class?class=${classIds.tenB}`);
    await screen.findByRole('grid', { name: 'Year 10 Skills, 10B, Spring 2027' });
  });

  it('says so when none of the class is in the project', async () => {
    await headOnYear10(`/class?class=${classIds.nineZ}`);
    const grid = await screen.findByRole('grid', { name: 'Year 10 Skills, 9Z, Spring 2027' });
    within(grid).getByText('No pupil of 9Z is in Year 10 Skills.');
    screen.getByText('There are no pupils here.');
  });

  it('falls back to the default for a class it does not offer, asking the server nothing about it', async () => {
    const before = sentRequests().length;
    for (const foreign of [classIds.riverside, classIds.tenB, 'x']) {
      cleanup();
      await renderLoggedIn(<Page />, DEMO_LOGINS.teacher, `/class?class=${foreign}`);
      await screen.findByRole('grid', { name: 'Year 10 Skills, 10A, Spring 2027' });
    }
    const asked = sentRequests()
      .slice(before)
      .filter((r) => r.url.includes('/ClassView?'))
      .map((r) => new URL(r.url).searchParams.get('class_id'));
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set([String(classIds.tenA)]));
    expect(server.visits).toEqual([]);
  });
});
