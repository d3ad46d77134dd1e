/**
 * Year groups and the year end on the server: the year in Manage Users and the CSV, the
 * preview and its one-step apply (exceptions, leavers, a second apply refused), who may do it,
 * a leaver's read-only access, and the sweep that erases a leaver once their days are over,
 * on a clock the test moves.
 */
import type {
  AdminUserRow,
  ApplyYearEndReply,
  ApplyYearEndRequest,
  SaveUserRequest,
  SessionReply,
  YearEndState,
} from '@skillfolio/shared/types';
import { YEAR_END_TEXT } from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { demoLearnerIds, skillIdOf, type DemoLearnerIds } from '../../test/support/learnerRows';

const DAY = 24 * 60 * 60 * 1000;
let nowMs = Date.parse('2027-07-20T12:00:00.000Z');
const clock = () => new Date(nowMs);

let t: TestApp;
let ids: DemoLearnerIds;
let head: string;
let teacher: string;
let riversideHead: string;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  ids = await demoLearnerIds(t.app.db);
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
});
afterAll(() => t.close());

async function userId(schoolUsername: string, username: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('users')
    .innerJoin('schools', 'schools.school_id', 'users.school_id')
    .select('users.user_id')
    .where('schools.school_username', '=', schoolUsername)
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

async function yearOf(id: number): Promise<number | null | undefined> {
  const row = await t.app.db
    .selectFrom('users')
    .select('year_group')
    .where('user_id', '=', id)
    .executeTakeFirst();
  return row?.year_group;
}

function newPupil(username: string, year: number | null): SaveUserRequest {
  return {
    user_id: 0,
    username,
    password: 'long-enough-1',
    first_name: username,
    last_name: 'Pupil',
    email: '',
    is_staff: false,
    is_schoolAdmin: false,
    is_user: true,
    parentpass: '',
    project_ids: '',
    year_group: year,
  };
}

function saveUser(cookie: string, payload: SaveUserRequest) {
  return t.injectAs(cookie, { method: 'POST', url: '/api/admin/SaveUser', payload });
}

async function state(cookie = head): Promise<YearEndState> {
  const reply = await t.injectAs(cookie, { url: '/api/admin/YearEnd' });
  expect(reply.statusCode).toBe(200);
  return reply.json<YearEndState>();
}

function apply(cookie: string, payload: ApplyYearEndRequest) {
  return t.injectAs(cookie, { method: 'POST', url: '/api/admin/ApplyYearEnd', payload });
}

describe('a year group in Manage Users', () => {
  it('is saved with a new user, changed on edit, kept when an edit does not send it, and listed', async () => {
    expect((await saveUser(head, newPupil('yasmin', 9))).statusCode).toBe(200);
    const id = await userId('demoacademy', 'yasmin');
    expect(await yearOf(id)).toBe(9);
    const edit = { ...newPupil('yasmin', 0), user_id: id, password: '' };
    expect((await saveUser(head, edit)).statusCode).toBe(200);
    expect(await yearOf(id)).toBe(0);
    const { year_group: _dropped, ...withoutYear } = edit;
    expect((await saveUser(head, withoutYear)).statusCode).toBe(200);
    expect(await yearOf(id)).toBe(0);
    const list = await t.injectAs(head, { url: '/api/admin/ListUsersForSchool' });
    const row = list.json<AdminUserRow[]>().find((u) => u.user_id === id);
    expect(row).toMatchObject({ year_group: 0, erase_after: null });
  });

  it('refuses a year that is not Reception to Year 13', async () => {
    for (const year of [14, -1]) {
      const reply = await saveUser(head, newPupil('badyear', year));
      expect(reply.statusCode).toBe(400);
    }
    expect(
      await t.app.db
        .selectFrom('users')
        .select('user_id')
        .where('username', '=', 'badyear')
        .execute(),
    ).toEqual([]);
  });
});

describe('the year column of the CSV', () => {
  const row = (username: string, year?: string) => ({
    username,
    first_name: 'Csv',
    last_name: 'Pupil',
    email: '',
    projects: '',
    password: '',
    ...(year === undefined ? {} : { year }),
  });

  it('reads "R", "Year 7", "Y7" and "7", and an old file without the column', async () => {
    const rows = [
      row('csvr', 'R'),
      row('csvyear7', 'Year 7'),
      row('csvy7', 'y7'),
      row('csv7', ' 7 '),
      row('csvold'),
    ];
    const check = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/ImportUsers',
      payload: { dryRun: true, rows },
    });
    expect(
      check.json<{ rows: Array<{ problems: string[] }> }>().rows.map((r) => r.problems),
    ).toEqual([[], [], [], [], []]);
    const saved = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/ImportUsers',
      payload: { dryRun: false, rows },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('"saved":true');
    const years = await Promise.all(
      ['csvr', 'csvyear7', 'csvy7', 'csv7', 'csvold'].map(async (u) =>
        yearOf(await userId('demoacademy', u)),
      ),
    );
    expect(years).toEqual([0, 7, 7, 7, null]);
  });

  it('names a bad year on its row and saves nothing', async () => {
    const rows = [
      row('csvgood', 'Year 3'),
      row('csvbad', 'Year 14'),
      row('csvworse', 'Upper sixth'),
    ];
    const reply = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/ImportUsers',
      payload: { dryRun: false, rows },
    });
    expect(reply.statusCode).toBe(200);
    expect(
      reply.json<{ rows: Array<{ problems: string[] }> }>().rows.map((r) => r.problems),
    ).toEqual([[], [YEAR_END_TEXT.badYear], [YEAR_END_TEXT.badYear]]);
    expect(
      await t.app.db
        .selectFrom('users')
        .select('user_id')
        .where('username', '=', 'csvgood')
        .execute(),
    ).toEqual([]);
  });

  it('is in the export, as the import reads it', async () => {
    const reply = await t.injectAs(head, { url: '/api/admin/ExportUsers' });
    const lines = reply.body.split('\r\n');
    expect(lines[0]).toContain('"year"');
    expect(lines.find((l) => l.includes('"csvyear7"'))).toMatch(/"Year 7","no","no"$/);
    expect(lines.find((l) => l.includes('"csvr"'))).toMatch(/"Reception","no","no"$/);
  });
});

describe('the year end', () => {
  let seven: number;
  let twelve: number;
  let thirteen: number;
  let eightLeaving: number;
  let unset: number;
  beforeAll(async () => {
    for (const [name, year] of [
      ['ye7', 7],
      ['ye12', 12],
      ['ye13', 13],
      ['ye8', 8],
      ['yeunset', null],
    ] as const) {
      expect((await saveUser(head, newPupil(name, year))).statusCode).toBe(200);
    }
    seven = await userId('demoacademy', 'ye7');
    twelve = await userId('demoacademy', 'ye12');
    thirteen = await userId('demoacademy', 'ye13');
    eightLeaving = await userId('demoacademy', 'ye8');
    unset = await userId('demoacademy', 'yeunset');
  });

  it('is the school admin’s: a teacher, and another school’s admin for its pupils, are refused', async () => {
    expect((await t.injectAs(teacher, { url: '/api/admin/YearEnd' })).statusCode).toBe(403);
    const before = await state();
    const teacherApply = await apply(teacher, {
      version: before.version,
      last_year: 13,
      keep_back: [],
      leavers: [],
    });
    expect(teacherApply.statusCode).toBe(403);
    // Riverside's preview holds none of Demo Academy's pupils...
    const riverside = await state(riversideHead);
    expect(riverside.pupils.map((p) => p.user_id)).not.toContain(seven);
    // ...and naming one refuses the whole apply, changing nothing.
    const stranger = await apply(riversideHead, {
      version: riverside.version,
      last_year: 13,
      keep_back: [],
      leavers: [seven],
    });
    expect(stranger.statusCode).toBe(403);
    expect(await yearOf(seven)).toBe(7);
    expect((await state(riversideHead)).version).toBe(riverside.version);
  });

  it('previews every pupil with their year, and not staff', async () => {
    const preview = await state();
    const names = preview.pupils.map((p) => p.username);
    expect(names).toEqual(
      expect.arrayContaining(['ye7', 'ye12', 'ye13', 'ye8', 'yeunset', 'pupil']),
    );
    expect(names).not.toContain('teacher');
    expect(names).not.toContain('head');
    expect(preview.leaver_days).toBe(60);
    expect(preview.erase_after_if_left_now).toBe(new Date(nowMs + 60 * DAY).toISOString());
  });

  it('moves pupils up once, keeps back the exceptions, and marks the leavers; a second apply is refused', async () => {
    const preview = await state();
    const request = {
      version: preview.version,
      last_year: 13,
      keep_back: [twelve],
      leavers: [eightLeaving],
    };
    const reply = await apply(head, request);
    expect(reply.statusCode).toBe(200);
    const result = reply.json<ApplyYearEndReply>();
    expect(result.leavers).toBe(2);
    expect(result.kept_back).toBe(1);
    expect(result.erase_after).toBe(new Date(nowMs + 60 * DAY).toISOString());
    expect(await yearOf(seven)).toBe(8);
    expect(await yearOf(twelve)).toBe(12);
    expect(await yearOf(thirteen)).toBe(13);
    expect(await yearOf(unset)).toBe(null);

    // The double click: the same preview again moves nobody a second year (sent once with
    // no pupils named, which nothing but the version could refuse, and once as it was).
    const plain = await apply(head, { ...request, keep_back: [], leavers: [] });
    expect(plain.statusCode).toBe(400);
    expect(await yearOf(seven)).toBe(8);
    const again = await apply(head, request);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toBe(YEAR_END_TEXT.changedSinceFetch);
    expect(await yearOf(seven)).toBe(8);

    const after = await state();
    expect(after.leavers.map((l) => l.username).sort()).toEqual(['ye13', 'ye8']);
    expect(after.leavers[0]?.erase_after).toBe(new Date(nowMs + 60 * DAY).toISOString());
    expect(after.pupils.map((p) => p.username)).not.toContain('ye13');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'yearEnd.apply')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toContain('leavers=2');
  });

  it('keeps the leaver days between 1 and 365', async () => {
    for (const days of [0, 366]) {
      const reply = await t.injectAs(head, {
        method: 'POST',
        url: '/api/admin/SaveLeaverDays',
        payload: { leaver_days: days },
      });
      expect(reply.statusCode).toBe(400);
    }
    const ok = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/SaveLeaverDays',
      payload: { leaver_days: 60 },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('a leaver', () => {
  let leaverId: number;
  let leaver: string;
  let leftAtMs: number;
  beforeAll(async () => {
    // Pat, with a year of assessments: a profile worth downloading.
    leaverId = ids.pat;
    leftAtMs = nowMs;
    const preview = await state();
    const reply = await apply(head, {
      version: preview.version,
      last_year: 13,
      keep_back: preview.pupils.map((p) => p.user_id).filter((id) => id !== leaverId),
      leavers: [leaverId],
    });
    expect(reply.statusCode).toBe(200);
    leaver = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  });

  it('logs in read-only and is told when the account goes', async () => {
    const reply = await t.injectAs(leaver, { url: '/api/User/GetCurrentUser' });
    const session = reply.json<SessionReply>();
    expect(session.currentUser.read_only).toBe(true);
    expect(session.currentUser.erase_after).toBe(new Date(leftAtMs + 60 * DAY).toISOString());
  });

  it('may not change anything', async () => {
    const notesOf = () =>
      t.app.db.selectFrom('notes').selectAll().where('user_id', '=', leaverId).execute();
    const before = await notesOf();
    const reply = await t.injectAs(leaver, {
      method: 'POST',
      url: '/api/user/SaveNote',
      payload: { note_id: 0, note_title: 'Still here', note_text: 'Writing' },
    });
    expect(reply.statusCode).toBe(403);
    expect(await notesOf()).toEqual(before);
  });

  it('may download their profile', async () => {
    const reply = await t.injectAs(leaver, {
      url: `/api/profile/ProfilePdf?user_id=${leaverId}&project_id=${ids.year10}&skills=${await skillIdOf(t.app.db, 'demoacademy', 'Listening')}&notes=`,
    });
    expect([reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([200, '']);
    expect(reply.headers['content-type']).toContain('application/pdf');
  });

  it('is erased by the sweep once the leaver days are over, and not a day before', async () => {
    nowMs = leftAtMs + 59 * DAY;
    await t.app.sweepLeavers();
    expect(await yearOf(leaverId)).toBeNull();
    // Still able to log in (its first session has long timed out).
    await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });

    nowMs = leftAtMs + 60 * DAY + 1000;
    const erased = await t.app.sweepLeavers();
    expect(erased).toBeGreaterThanOrEqual(1);
    expect(await yearOf(leaverId)).toBeUndefined();
    const memberships = await t.app.db
      .selectFrom('user_projects')
      .select('user_id')
      .where('user_id', '=', leaverId)
      .execute();
    expect(memberships).toEqual([]);
    expect((await t.injectAs(leaver, { url: '/api/User/GetCurrentUser' })).statusCode).toBe(204);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['target_id', 'detail'])
      .where('action', '=', 'user.erase')
      .where('target_id', '=', leaverId)
      .execute();
    expect(audit).toEqual([{ target_id: leaverId, detail: 'leaver period over' }]);
  });
});
