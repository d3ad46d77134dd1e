/**
 * The two flags a school keeps of a pupil (SEND; disadvantaged / pupil premium): set and read
 * by the school admin alone in Manage Users, left as they are when a save does not send them,
 * never held by staff, in the users export and read by the users import.
 */
import type {
  AdminUserRow,
  ImportProgressLine,
  ImportUserRow,
  ImportUsersCheck,
  SaveUserRequest,
} from '@skillfolio/shared/types';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
let head: string;
beforeAll(async () => {
  t = await buildTestApp();
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
});
afterAll(() => t.close());

function newUser(fields: Partial<SaveUserRequest>): SaveUserRequest {
  return {
    user_id: 0,
    username: 'flagged',
    password: 'long-enough-1',
    first_name: 'Flo',
    last_name: 'Flagged',
    email: '',
    is_staff: false,
    is_schoolAdmin: false,
    is_user: true,
    parentpass: '',
    project_ids: '',
    ...fields,
  };
}

function saveUser(cookie: string, payload: SaveUserRequest) {
  return t.injectAs(cookie, { method: 'POST', url: '/api/admin/SaveUser', payload });
}

async function listed(username: string): Promise<AdminUserRow | undefined> {
  const response = await t.injectAs(head, { url: '/api/admin/ListUsersForSchool' });
  expect(response.statusCode).toBe(200);
  return response.json<AdminUserRow[]>().find((user) => user.username === username);
}

async function stored(username: string) {
  return t.app.db
    .selectFrom('users')
    .innerJoin('schools', 'schools.school_id', 'users.school_id')
    .select(['users.user_id', 'users.send', 'users.disadvantaged'])
    .where('schools.school_username', '=', 'demoacademy')
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
}

/** The export's lines, each as its cells (every cell is quoted; none here holds a quote). */
async function exportedRows(): Promise<string[][]> {
  const response = await t.injectAs(head, { url: '/api/admin/ExportUsers' });
  expect(response.statusCode).toBe(200);
  return response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.slice(1, -1).split('","'));
}

function importUsers(cookie: string, rows: ImportUserRow[], dryRun: boolean, welsh = false) {
  return t.injectAs(cookie, {
    method: 'POST',
    url: '/api/admin/ImportUsers',
    payload: { dryRun, rows },
    ...(welsh ? { headers: { 'accept-language': 'cy' } } : {}),
  });
}

function row(username: string, extra: Partial<ImportUserRow> = {}): ImportUserRow {
  return {
    username,
    first_name: 'Ivy',
    last_name: 'Import',
    email: '',
    projects: '',
    password: 'long-enough-password',
    ...extra,
  };
}

describe('the flags in Manage Users', () => {
  it('saves a new pupil with them, lists them, keeps them when a save leaves them out', async () => {
    const added = await saveUser(head, newUser({ send: true, disadvantaged: true }));
    expect([added.statusCode, added.json()]).toEqual([200, { ok: true }]);
    expect(await listed('flagged')).toMatchObject({ send: true, disadvantaged: true });
    const { user_id } = await stored('flagged');
    expect(await stored('flagged')).toMatchObject({ send: 1, disadvantaged: 1 });

    // Absent: as they were (an older page that knows nothing of them).
    await saveUser(head, newUser({ user_id, password: '', last_name: 'Renamed' }));
    expect(await listed('flagged')).toMatchObject({
      last_name: 'Renamed',
      send: true,
      disadvantaged: true,
    });

    await saveUser(head, newUser({ user_id, password: '', send: false }));
    expect(await listed('flagged')).toMatchObject({ send: false, disadvantaged: true });
  });

  it('adds a pupil without them as neither', async () => {
    await saveUser(head, newUser({ username: 'plain' }));
    expect(await listed('plain')).toMatchObject({ send: false, disadvantaged: false });
  });

  it('never gives them to staff or a school admin', async () => {
    await saveUser(
      head,
      newUser({ username: 'flagstaff', is_staff: true, send: true, disadvantaged: true }),
    );
    expect(await listed('flagstaff')).toMatchObject({ send: false, disadvantaged: false });

    await saveUser(head, newUser({ username: 'flagpupil', send: true, disadvantaged: true }));
    const { user_id } = await stored('flagpupil');
    await saveUser(
      head,
      newUser({ user_id, username: 'flagpupil', password: '', is_schoolAdmin: true }),
    );
    expect(await stored('flagpupil')).toMatchObject({ send: 0, disadvantaged: 0 });
  });

  it("refuses a teacher who sends them, and changes nobody's", async () => {
    await saveUser(head, newUser({ username: 'guarded' }));
    const { user_id } = await stored('guarded');
    const teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
    const refused = await saveUser(
      teacher,
      newUser({ user_id, username: 'guarded', password: '', send: true, disadvantaged: true }),
    );
    expect([refused.statusCode, refused.body]).toEqual([403, 'Not authorised']);
    const sneaked = await saveUser(teacher, newUser({ username: 'sneaked', send: true }));
    expect(sneaked.statusCode).toBe(403);
    expect(await stored('guarded')).toMatchObject({ send: 0, disadvantaged: 0 });
    // Nor may a teacher read them.
    const list = await t.injectAs(teacher, { url: '/api/admin/ListUsersForSchool' });
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain('"send"');
  });
});

describe('the flags in the users export', () => {
  it('adds SEND and Disadvantaged after the other columns: Yes or No for pupils, blank for staff', async () => {
    await saveUser(head, newUser({ username: 'exported', send: true, disadvantaged: false }));
    const [header, ...rows] = await exportedRows();
    expect(header).toEqual([
      'username',
      'first name',
      'last name',
      'email',
      'projects',
      'staff',
      'school admin',
      'allow login',
      'year',
      'SEND',
      'disadvantaged',
    ]);
    const byName = new Map(rows.map((cells) => [cells[0], cells]));
    expect(byName.get('exported')?.slice(-2)).toEqual(['yes', 'no']);
    expect(byName.get('pupil')?.slice(-2)).toEqual(['no', 'no']);
    expect(byName.get('teacher')?.slice(-2)).toEqual(['', '']);
    expect(byName.get('head')?.slice(-2)).toEqual(['', '']);
  });
});

describe('the flags in the users import', () => {
  it('reads yes/no, y/n, true/false and 1/0 in any case; blank or absent is no', async () => {
    const rows = [
      row('imp.yes', { send: 'Yes', disadvantaged: 'TRUE' }),
      row('imp.y', { send: 'y', disadvantaged: '1' }),
      row('imp.no', { send: 'No', disadvantaged: 'false' }),
      row('imp.n', { send: 'N', disadvantaged: '0' }),
      row('imp.blank', { send: '', disadvantaged: ' ' }),
      row('imp.absent'),
    ];
    const checked = await importUsers(head, rows, true);
    expect(checked.json<ImportUsersCheck>().rows.map((r) => r.problems)).toEqual(
      rows.map(() => []),
    );
    const saved = await importUsers(head, rows, false);
    const outcome = saved.body
      .split('\n')
      .filter((text) => text !== '')
      .map((text) => JSON.parse(text) as ImportProgressLine)
      .at(-1);
    expect(outcome).toMatchObject({ saved: true });
    const flags = await Promise.all(rows.map(async ({ username }) => stored(username)));
    expect(flags.map(({ send, disadvantaged }) => [send, disadvantaged])).toEqual([
      [1, 1],
      [1, 1],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    // And the export says it as the import reads it.
    const exported = new Map((await exportedRows()).map((cells) => [cells[0], cells.slice(-2)]));
    expect(exported.get('imp.yes')).toEqual(['yes', 'yes']);
    expect(exported.get('imp.absent')).toEqual(['no', 'no']);
  });

  it('names a row whose flag it cannot read, in English and in Welsh, and saves nothing', async () => {
    const rows = [
      row('bad.one'),
      row('bad.two', { send: 'maybe' }),
      row('bad.three', { disadvantaged: 'PP' }),
    ];
    const response = await importUsers(head, rows, false);
    const check = response.json<ImportUsersCheck>();
    expect(check.saved).toBe(false);
    expect(check.rows.map((r) => r.problems)).toEqual([
      [],
      ['Row 3: the SEND column must say Yes or No (or be blank), not "maybe"'],
      ['Row 4: the Disadvantaged column must say Yes or No (or be blank), not "PP"'],
    ]);
    const welsh = await importUsers(head, rows, true, true);
    expect(welsh.json<ImportUsersCheck>().rows[1]?.problems).toEqual([
      'Rhes 3: rhaid i\'r golofn SEND ddweud Yes neu No (neu fod yn wag), nid "maybe"',
    ]);
    const none = await t.app.db
      .selectFrom('users')
      .select('user_id')
      .where('username', 'like', 'bad.%')
      .execute();
    expect(none).toEqual([]);
  });
});
