/**
 * The school admin's users import and export: every row judged before anything is saved,
 * all rows or none saved, the licence held, only the session's current school reached, and
 * an export a spreadsheet cannot run.
 */
import type { ImportProgressLine, ImportUserRow, ImportUsersCheck } from '@skillfolio/shared/types';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
let demoHead: string;
let riversideHead: string;
beforeAll(async () => {
  t = await buildTestApp();
  demoHead = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
});
afterAll(() => t.close());

function row(username: string, extra: Partial<ImportUserRow> = {}): ImportUserRow {
  return {
    username,
    first_name: 'Sam',
    last_name: 'Smith',
    email: '',
    projects: '',
    password: 'long-enough-password',
    ...extra,
  };
}

function importUsers(
  cookie: string,
  rows: ImportUserRow[],
  dryRun: boolean,
): Promise<LightMyRequestResponse> {
  return t.injectAs(cookie, {
    method: 'POST',
    url: '/api/admin/ImportUsers',
    payload: { dryRun, rows },
  });
}

function progressLines(response: LightMyRequestResponse): ImportProgressLine[] {
  return response.body
    .split('\n')
    .filter((text) => text !== '')
    .map((text) => JSON.parse(text) as ImportProgressLine);
}

/** Every user of a school (by school_username) and their projects: what an import changes. */
async function usersOf(schoolUsername: string): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('users')
    .innerJoin('schools', 'schools.school_id', 'users.school_id')
    .leftJoin('user_projects', 'user_projects.user_id', 'users.user_id')
    .select([
      'users.user_id',
      'users.username',
      'users.password_hash',
      'user_projects.school_project_id',
    ])
    .where('schools.school_username', '=', schoolUsername)
    .orderBy('users.user_id')
    .orderBy('user_projects.school_project_id')
    .execute();
  return rows.map((r) => `${r.user_id} ${r.username} ${r.password_hash} ${r.school_project_id}`);
}

async function setLicence(schoolUsername: string, licenceNumber: number): Promise<void> {
  await t.app.db
    .updateTable('schools')
    .set({ licenceNumber })
    .where('school_username', '=', schoolUsername)
    .execute();
}

async function schoolUserCount(schoolUsername: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('users')
    .innerJoin('schools', 'schools.school_id', 'users.school_id')
    .select('users.user_id')
    .where('schools.school_username', '=', schoolUsername)
    .execute();
  return rows.length;
}

describe('ImportUsers dry run', () => {
  it('names each problem on its own row and saves nothing', async () => {
    const before = await usersOf('demoacademy');
    const response = await importUsers(
      demoHead,
      [
        row('new.one', { projects: 'Year 10 Skills; work experience' }),
        row('twice'),
        row('TWICE '),
        row('Teacher'),
        row('shortpass', { password: 'short' }),
        row('lost', { projects: 'Year 10 Skills;Astronomy' }),
        row('  '),
        row('nopassword', { password: '' }),
        row('x'.repeat(101), { email: `${'e'.repeat(250)}@x.test` }),
      ],
      true,
    );
    expect(response.statusCode).toBe(200);
    const check = response.json<ImportUsersCheck>();
    expect(check.rows.map((r) => r.problems)).toEqual([
      [],
      ['Username appears more than once in the file'],
      ['Username appears more than once in the file'],
      ['Username already exists'],
      ['Password must be 8 characters or more'],
      ['Unknown project: Astronomy'],
      ['Please enter a username'],
      [],
      ['Username is longer than 100 characters', 'Email is longer than 254 characters'],
    ]);
    expect(check.saved).toBe(false);
    expect(await usersOf('demoacademy')).toEqual(before);
  });

  it('names the rows past the licence', async () => {
    const existing = await schoolUserCount('riverside');
    await setLicence('riverside', existing + 2);
    try {
      const response = await importUsers(riversideHead, [row('a1'), row('a2'), row('a3')], true);
      const check = response.json<ImportUsersCheck>();
      expect(check.rows.map((r) => r.problems)).toEqual([
        [],
        [],
        [`Over the school's user limit of ${existing + 2} users`],
      ]);
      expect(check.existingUsers).toBe(existing);
    } finally {
      await setLicence('riverside', 50);
    }
  });

  it('counts only projects of the current school as known', async () => {
    // Reading Stars is Riverside's project: unknown at Demo Academy.
    const response = await importUsers(
      demoHead,
      [row('reader', { projects: 'Reading Stars' })],
      true,
    );
    expect(response.json<ImportUsersCheck>().rows[0]?.problems).toEqual([
      'Unknown project: Reading Stars',
    ]);
  });
});

describe('ImportUsers commit', () => {
  it('saves nothing when any row has a problem, and names the problems', async () => {
    const before = await usersOf('demoacademy');
    const response = await importUsers(
      demoHead,
      [row('fine.one'), row('fine.two'), row('badpass', { password: 'short' })],
      false,
    );
    expect(response.statusCode).toBe(200);
    const check = response.json<ImportUsersCheck>();
    expect(check.saved).toBe(false);
    expect(check.rows[2]?.problems).toEqual(['Password must be 8 characters or more']);
    expect(await usersOf('demoacademy')).toEqual(before);
  });

  it('saves every row with its projects, streams progress and shows made passwords once', async () => {
    const rows = Array.from({ length: 12 }, (_, i) =>
      row(`class7.${i}`, {
        projects: i % 2 === 0 ? 'Year 10 Skills' : 'Year 10 Skills; Work Experience',
        password: i === 0 ? 'chosen-password' : '',
      }),
    );
    const response = await importUsers(demoHead, rows, false);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = progressLines(response);
    expect(lines.slice(0, -1)).toEqual([
      { hashed: 5, total: 12 },
      { hashed: 10, total: 12 },
      { hashed: 12, total: 12 },
    ]);
    const outcome = lines.at(-1);
    if (outcome === undefined || !('saved' in outcome) || !outcome.saved) {
      throw new Error(`not saved: ${response.body}`);
    }
    expect(outcome.logins.map((login) => login.username)).toEqual(rows.map((r) => r.username));
    expect(outcome.logins[0]?.generatedPassword).toBeNull();
    const made = outcome.logins[1]?.generatedPassword ?? '';
    expect(made).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(outcome.logins.slice(1).map((l) => l.generatedPassword)).size).toBe(11);

    // The made password and the chosen one both log in.
    await t.login({ username: 'class7.1', schoolUsername: 'demoacademy', password: made });
    await t.login({
      username: 'class7.0',
      schoolUsername: 'demoacademy',
      password: 'chosen-password',
    });
    const projects = await t.app.db
      .selectFrom('user_projects')
      .innerJoin('users', 'users.user_id', 'user_projects.user_id')
      .innerJoin(
        'school_projects',
        'school_projects.school_project_id',
        'user_projects.school_project_id',
      )
      .select('school_projects.project_name')
      .where('users.username', '=', 'class7.1')
      .orderBy('school_projects.project_name')
      .execute();
    expect(projects.map((p) => p.project_name)).toEqual(['Work Experience', 'Year 10 Skills']);

    // A second import of the same file is judged against the users just added.
    const again = await importUsers(demoHead, rows.slice(0, 1), true);
    expect(again.json<ImportUsersCheck>().rows[0]?.problems).toEqual(['Username already exists']);
  });

  it('never takes the school past its licence, even a row at a time', async () => {
    const existing = await schoolUserCount('riverside');
    await setLicence('riverside', existing + 2);
    try {
      const before = await usersOf('riverside');
      const over = await importUsers(riversideHead, [row('b1'), row('b2'), row('b3')], false);
      expect(over.json<ImportUsersCheck>().saved).toBe(false);
      expect(await usersOf('riverside')).toEqual(before);

      const fits = await importUsers(riversideHead, [row('b1'), row('b2')], false);
      expect(progressLines(fits).at(-1)).toMatchObject({ saved: true });
      expect(await schoolUserCount('riverside')).toBe(existing + 2);

      const full = await importUsers(riversideHead, [row('b4')], false);
      expect(full.json<ImportUsersCheck>().rows[0]?.problems).toEqual([
        `Over the school's user limit of ${existing + 2} users`,
      ]);
      expect(await schoolUserCount('riverside')).toBe(existing + 2);
    } finally {
      await setLicence('riverside', 50);
    }
  });

  it('lets only one of two imports racing for the last places save', async () => {
    const existing = await schoolUserCount('riverside');
    await setLicence('riverside', existing + 2);
    try {
      // Both pass the first judging; the hashing keeps them in flight together.
      const [first, second] = await Promise.all([
        importUsers(riversideHead, [row('race.a1'), row('race.a2')], false),
        importUsers(riversideHead, [row('race.b1'), row('race.b2')], false),
      ]);
      const outcomes = [first, second].map((response) => progressLines(response).at(-1));
      expect(
        outcomes.filter((outcome) => outcome && 'saved' in outcome && outcome.saved),
      ).toHaveLength(1);
      expect(outcomes).toContainEqual({
        saved: false,
        error:
          'The school changed while the file was being saved, so no user was added. Check the file again.',
      });
      expect(await schoolUserCount('riverside')).toBe(existing + 2);
    } finally {
      await setLicence('riverside', 50);
    }
  });
});

describe('who may import and export', () => {
  it("puts a Riverside head's import in Riverside, never in Demo Academy", async () => {
    const demoBefore = await usersOf('demoacademy');
    const response = await importUsers(riversideHead, [row('teacher')], false);
    // Demo Academy's teacher is no clash at Riverside: the row lands there.
    expect(progressLines(response).at(-1)).toMatchObject({ saved: true });
    expect(await usersOf('demoacademy')).toEqual(demoBefore);
    const landed = await t.app.db
      .selectFrom('users')
      .innerJoin('schools', 'schools.school_id', 'users.school_id')
      .select('schools.school_username')
      .where('users.username', '=', 'teacher')
      .orderBy('schools.school_username')
      .execute();
    expect(landed.map((r) => r.school_username)).toEqual(['demoacademy', 'riverside']);
  });

  it("exports only the session's own school", async () => {
    const riverside = await t.injectAs(riversideHead, { url: '/api/admin/ExportUsers' });
    expect(riverside.statusCode).toBe(200);
    expect(riverside.body).toContain('Rory');
    expect(riverside.body).not.toContain('Hannah');
    expect(riverside.body).not.toContain('Pat');
    const demo = await t.injectAs(demoHead, { url: '/api/admin/ExportUsers' });
    expect(demo.body).toContain('Hannah');
    expect(demo.body).not.toContain('Rory');
  });

  it("exports a global admin's current school", async () => {
    const admin = await t.login({ username: 'admin@skillfolio.test', loginMode: 'E' });
    const response = await t.injectAs(admin, { url: '/api/admin/ExportUsers' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Hannah');
    expect(response.body).not.toContain('Rory');
  });

  it('refuses a teacher, a pupil and a parent, and saves nothing', async () => {
    const teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
    const parent = await t.login({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'parent-password',
    });
    const before = await usersOf('demoacademy');
    for (const cookie of [teacher, parent, undefined]) {
      const imported = await importUsers(cookie ?? '', [row('sneaky')], false);
      expect(imported.statusCode).toBeGreaterThanOrEqual(401);
      expect(imported.statusCode).toBeLessThanOrEqual(403);
      const exported = await t.injectAs(cookie, { url: '/api/admin/ExportUsers' });
      expect(exported.statusCode).toBeGreaterThanOrEqual(401);
      expect(exported.body).not.toContain('Hannah');
    }
    expect(await usersOf('demoacademy')).toEqual(before);
  });
});

describe('ExportUsers', () => {
  it('downloads a CSV with a BOM, the columns named and no hashes', async () => {
    const response = await t.injectAs(demoHead, { url: '/api/admin/ExportUsers' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename=users.csv');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(
      response.body.startsWith(
        '\uFEFF"username","first name","last name","email","projects","staff","school admin","allow login","year","SEND","disadvantaged"\r\n',
      ),
    ).toBe(true);
    expect(response.body).toContain(
      '"head","Hannah","Head","head@demoacademy.test","","yes","yes","yes","","",""\r\n',
    );
    expect(response.body).toContain(
      '"pupil","Pat","Pupil","pupil@demoacademy.test","Year 10 Skills; Work Experience","no","no","yes","","no","no"\r\n',
    );
    expect(response.body).toContain(
      '"locked","Lee","Locked","","","no","no","no","","no","no"\r\n',
    );
    expect(response.body).not.toMatch(/argon2/);
  });

  it('makes cells a spreadsheet would run as formulas inert', async () => {
    const saved = await importUsers(
      demoHead,
      [
        row('=cmd|calc', {
          first_name: '+SUM(A1)',
          last_name: '-2+3',
        }),
      ],
      false,
    );
    expect(progressLines(saved).at(-1)).toMatchObject({ saved: true });
    const response = await t.injectAs(demoHead, { url: '/api/admin/ExportUsers' });
    expect(response.body).toContain(
      `"'=cmd|calc","'+SUM(A1)","'-2+3","","","no","no","yes","","no","no"\r\n`,
    );
  });
});
