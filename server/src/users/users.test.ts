/**
 * Manage Users on the server: the SPEC's rules, the school's licence under concurrent adds,
 * and that nobody reaches another school's users, whatever ids they send.
 */
import { PASSWORD_RESET_REFUSAL, USER_REFUSAL, USERNAME_FREE } from '@skillfolio/shared/wire';
import type { SaveUserRequest } from '@skillfolio/shared/types';
import { verifyPassword } from '../auth/passwords';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
let head: string;
let riversideHead: string;
beforeAll(async () => {
  t = await buildTestApp();
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
});
afterAll(() => t.close());

async function schoolId(schoolUsername: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('schools')
    .select('school_id')
    .where('school_username', '=', schoolUsername)
    .executeTakeFirstOrThrow();
  return row.school_id;
}

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

async function projectId(name: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('school_projects')
    .select('school_project_id')
    .where('project_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.school_project_id;
}

/** Every user row and project membership, to prove a refused write changed nothing. */
async function usersSnapshot(): Promise<unknown> {
  const users = await t.app.db.selectFrom('users').selectAll().orderBy('user_id').execute();
  const projects = await t.app.db
    .selectFrom('user_projects')
    .selectAll()
    .orderBy('user_id')
    .orderBy('school_project_id')
    .execute();
  return { users, projects };
}

function newUser(fields: Partial<SaveUserRequest>): SaveUserRequest {
  return {
    user_id: 0,
    username: 'newpupil',
    password: 'long-enough-1',
    first_name: 'New',
    last_name: 'Pupil',
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

async function storedUser(id: number) {
  return t.app.db
    .selectFrom('users')
    .selectAll()
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('ListUsersForSchool', () => {
  it("lists the current school's users with their projects and no password hash", async () => {
    const response = await t.injectAs(head, { url: '/api/admin/ListUsersForSchool' });
    expect(response.statusCode).toBe(200);
    const rows = response.json<Array<Record<string, unknown>>>();
    expect(rows.map((row) => row.username)).toEqual(
      expect.arrayContaining(['head', 'teacher', 'pupil', 'locked']),
    );
    expect(rows.map((row) => row.username)).not.toContain('admin');
    expect(response.body).not.toMatch(/argon2|hash|Rita|Rory/i);
    const pupil = rows.find((row) => row.username === 'pupil');
    const year10 = await projectId('Year 10 Skills');
    const work = await projectId('Work Experience');
    expect(pupil).toMatchObject({
      first_name: 'Pat',
      last_name: 'Pupil',
      is_User: true,
      is_Staff: false,
      is_schoolAdmin: false,
      projects: 'Work Experience, Year 10 Skills',
      project_ids: [work, year10].join(','),
    });
  });

  it("lists only Riverside's users to Riverside's head", async () => {
    const response = await t.injectAs(riversideHead, { url: '/api/admin/ListUsersForSchool' });
    const names = response.json<Array<{ first_name: string }>>().map((row) => row.first_name);
    expect(names.sort()).toEqual(['Rita', 'Rory']);
  });

  it("lists the school's projects", async () => {
    const response = await t.injectAs(riversideHead, { url: '/api/admin/ListSchoolProjects' });
    expect(response.json()).toEqual([
      { school_project_id: await projectId('Reading Stars'), project_name: 'Reading Stars' },
    ]);
  });
});

describe('CheckUsername', () => {
  it('answers OK for a free name and the SPEC text for a taken one, ignoring case', async () => {
    const free = await t.injectAs(head, { url: '/api/admin/CheckUsername?id=0&username=nobody' });
    expect([free.statusCode, free.body]).toEqual([200, USERNAME_FREE]);
    const taken = await t.injectAs(head, { url: '/api/admin/CheckUsername?id=0&username=TEACHER' });
    expect(taken.body).toBe(USER_REFUSAL.usernameTaken);
  });

  it("counts a user's own name as free when editing them", async () => {
    const teacher = await userId('demoacademy', 'teacher');
    const own = await t.injectAs(head, {
      url: `/api/admin/CheckUsername?id=${teacher}&username=teacher`,
    });
    expect(own.body).toBe(USERNAME_FREE);
  });

  it('judges within the school: a name taken at another school is free here', async () => {
    const response = await t.injectAs(riversideHead, {
      url: '/api/admin/CheckUsername?id=0&username=teacher',
    });
    expect(response.body).toBe(USERNAME_FREE);
  });
});

describe('SaveUser rules', () => {
  it('adds a user with hashed passwords and projects, in the current school', async () => {
    const year10 = await projectId('Year 10 Skills');
    const response = await saveUser(
      head,
      newUser({ username: 'added1', parentpass: 'parent-pass-1', project_ids: `${year10}` }),
    );
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
    const id = await userId('demoacademy', 'added1');
    const row = await storedUser(id);
    expect(row.school_id).toBe(await schoolId('demoacademy'));
    expect(row.is_Admin).toBe(0);
    expect(await verifyPassword(row.password_hash, 'long-enough-1')).toBe(true);
    expect(await verifyPassword(row.parent_password_hash ?? '', 'parent-pass-1')).toBe(true);
    const projects = await t.app.db
      .selectFrom('user_projects')
      .select('school_project_id')
      .where('user_id', '=', id)
      .execute();
    expect(projects).toEqual([{ school_project_id: year10 }]);
    await t.login({ username: 'added1', schoolUsername: 'demoacademy', password: 'long-enough-1' });
  });

  it('refuses a new user with a password under 8 characters and adds nothing', async () => {
    const before = await usersSnapshot();
    const response = await saveUser(head, newUser({ username: 'shortpw', password: '1234567' }));
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'Password must be 8 characters or more' },
    ]);
    expect(await usersSnapshot()).toEqual(before);
  });

  it('refuses a taken username on save, whatever its case', async () => {
    const before = await usersSnapshot();
    const response = await saveUser(head, newUser({ username: ' Teacher ' }));
    expect(response.json()).toEqual({ error: 'Username already exists' });
    expect(await usersSnapshot()).toEqual(before);
  });

  it('keeps the password and parent password when left blank on edit', async () => {
    await saveUser(head, newUser({ username: 'keeper', parentpass: 'parent-pass-2' }));
    const id = await userId('demoacademy', 'keeper');
    const before = await storedUser(id);
    const response = await saveUser(
      head,
      newUser({ user_id: id, username: 'keeper', first_name: 'Kept', password: '' }),
    );
    expect(response.statusCode).toBe(200);
    const after = await storedUser(id);
    expect(after.first_name).toBe('Kept');
    expect(after.password_hash).toBe(before.password_hash);
    expect(after.parent_password_hash).toBe(before.parent_password_hash);
  });

  it('refuses a short new password on edit and changes nothing', async () => {
    const id = await userId('demoacademy', 'teacher');
    const before = await usersSnapshot();
    const response = await saveUser(
      head,
      newUser({ user_id: id, username: 'teacher', first_name: 'Changed', password: 'short' }),
    );
    expect(response.json()).toEqual({ error: 'Password must be 8 characters or more' });
    expect(await usersSnapshot()).toEqual(before);
  });

  it("ends the user's sessions when their password changes or their login is switched off", async () => {
    await saveUser(head, newUser({ username: 'ender', password: 'first-password' }));
    const id = await userId('demoacademy', 'ender');
    const login = () =>
      t.login({ username: 'ender', schoolUsername: 'demoacademy', password: 'first-password' });
    const whoAmI = (cookie: string) => t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });

    const session = await login();
    expect((await whoAmI(session)).statusCode).toBe(200);
    await saveUser(
      head,
      newUser({ user_id: id, username: 'ender', first_name: 'Same', password: '' }),
    );
    expect((await whoAmI(session)).statusCode).toBe(200);

    await saveUser(head, newUser({ user_id: id, username: 'ender', password: 'first-password' }));
    // 204: nobody is logged in with that cookie any more.
    expect((await whoAmI(session)).statusCode).toBe(204);

    const again = await login();
    await saveUser(head, newUser({ user_id: id, username: 'ender', password: '', is_user: false }));
    expect((await whoAmI(again)).statusCode).toBe(204);
  });

  // What an open session was allowed follows from the roles it began with: every role an admin
  // gives or takes away ends that user's sessions, and only that user's.
  it.each([
    ['made staff', 'tostaff', { is_staff: false }, { is_staff: true }],
    ['no longer staff', 'fromstaff', { is_staff: true }, { is_staff: false }],
    ['made a school admin', 'toadmin', { is_staff: true }, { is_schoolAdmin: true }],
    [
      'no longer a school admin',
      'fromadmin',
      { is_staff: true, is_schoolAdmin: true },
      { is_schoolAdmin: false },
    ],
  ])("ends the user's sessions when they are %s", async (_, username, before, after) => {
    await saveUser(head, newUser({ username, password: 'first-password', ...before }));
    const id = await userId('demoacademy', username);
    const session = await t.login({
      username,
      schoolUsername: 'demoacademy',
      password: 'first-password',
    });
    const teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
    const whoAmI = (cookie: string) => t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
    expect((await whoAmI(session)).statusCode).toBe(200);

    const saved = await saveUser(
      head,
      newUser({ user_id: id, username, password: '', ...before, ...after }),
    );
    expect([saved.statusCode, saved.json()]).toEqual([200, { ok: true }]);
    // 204: nobody is logged in with that cookie any more; the other user's session goes on.
    expect((await whoAmI(session)).statusCode).toBe(204);
    expect((await whoAmI(teacher)).statusCode).toBe(200);
  });

  it('never lets a school admin change their own School Admin flag', async () => {
    const self = await userId('demoacademy', 'head');
    const before = await usersSnapshot();
    const response = await saveUser(
      head,
      newUser({ user_id: self, username: 'head', is_schoolAdmin: false, is_staff: true }),
    );
    expect(response.json()).toEqual({ error: USER_REFUSAL.ownSchoolAdmin });
    expect(await usersSnapshot()).toEqual(before);
  });

  it('ignores an is_Admin field: nobody becomes a global admin here', async () => {
    const response = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/SaveUser',
      payload: { ...newUser({ username: 'sneaky' }), is_Admin: true },
    });
    expect(response.statusCode).toBe(200);
    const row = await storedUser(await userId('demoacademy', 'sneaky'));
    expect(row.is_Admin).toBe(0);
  });
});

describe('the licence', () => {
  async function setLicence(school: string, licence: number): Promise<void> {
    await t.app.db
      .updateTable('schools')
      .set({ licenceNumber: licence })
      .where('school_username', '=', school)
      .execute();
  }
  async function usersOf(school: string): Promise<number> {
    const row = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('school_id', '=', await schoolId(school))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
  afterEach(() => setLicence('riverside', 50));

  it('refuses an add past the limit with a clear message and adds nothing', async () => {
    await setLicence('riverside', await usersOf('riverside'));
    const before = await usersSnapshot();
    const response = await saveUser(riversideHead, newUser({ username: 'onetoomany' }));
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: USER_REFUSAL.licenceFull },
    ]);
    expect(await usersSnapshot()).toEqual(before);
  });

  it('lets only one of two concurrent adds take the last place', async () => {
    const base = await usersOf('riverside');
    await setLicence('riverside', base + 1);
    const [first, second] = await Promise.all([
      saveUser(riversideHead, newUser({ username: 'racer1' })),
      saveUser(riversideHead, newUser({ username: 'racer2' })),
    ]);
    const outcomes = [first.statusCode, second.statusCode].sort();
    expect(outcomes).toEqual([200, 400]);
    const refused = first.statusCode === 400 ? first : second;
    expect(refused.json()).toEqual({ error: USER_REFUSAL.licenceFull });
    expect(await usersOf('riverside')).toBe(base + 1);
    const racers = await t.app.db
      .selectFrom('users')
      .select('username')
      .where('username', 'in', ['racer1', 'racer2'])
      .execute();
    expect(racers).toHaveLength(1);
  });
});

describe('another school', () => {
  it("refuses Riverside's head every Demo Academy user and project id and changes nothing", async () => {
    const teacher = await userId('demoacademy', 'teacher');
    const year10 = await projectId('Year 10 Skills');
    const before = await usersSnapshot();
    const edit = await saveUser(
      riversideHead,
      newUser({ user_id: teacher, username: 'teacher', first_name: 'Hijacked', password: '' }),
    );
    expect([edit.statusCode, edit.body]).toEqual([403, 'Not authorised']);
    const withProject = await saveUser(
      riversideHead,
      newUser({ username: 'intruder', project_ids: `${year10}` }),
    );
    expect([withProject.statusCode, withProject.body]).toEqual([403, 'Not authorised']);
    const check = await t.injectAs(riversideHead, {
      url: `/api/admin/CheckUsername?id=${teacher}&username=x`,
    });
    expect([check.statusCode, check.body]).toEqual([403, 'Not authorised']);
    expect(await usersSnapshot()).toEqual(before);
  });

  it('refuses a global admin id to a school admin', async () => {
    const admin = await t.app.db
      .selectFrom('users')
      .select('user_id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const before = await usersSnapshot();
    const response = await saveUser(
      head,
      newUser({ user_id: admin.user_id, username: 'admin', password: '' }),
    );
    expect(response.statusCode).toBe(403);
    expect(await usersSnapshot()).toEqual(before);
  });
});

describe('a global admin', () => {
  it('manages the users of the current school', async () => {
    const admin = await t.login({ username: 'admin' });
    const list = await t.injectAs(admin, { url: '/api/admin/ListUsersForSchool' });
    const usernames = list.json<Array<{ username: string }>>().map((row) => row.username);
    expect(usernames).toContain('teacher');
    expect(list.body).not.toContain('Rita');
    const response = await saveUser(admin, newUser({ username: 'byadmin' }));
    expect(response.statusCode).toBe(200);
    const row = await storedUser(await userId('demoacademy', 'byadmin'));
    expect(row.school_id).toBe(await schoolId('demoacademy'));
  });
});

describe('who may call', () => {
  it('answers Not authorised to a pupil and a parent on every /api/admin route', async () => {
    const pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const parent = await t.login({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'parent-password',
    });
    const adminRoutes = t.app.routeList.filter(
      (route) => route.method !== 'HEAD' && route.url.startsWith('/api/admin/'),
    );
    expect(adminRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/admin/ListUsersForSchool',
        '/api/admin/ListSchoolProjects',
        '/api/admin/CheckUsername',
        '/api/admin/SaveUser',
      ]),
    );
    const before = await usersSnapshot();
    for (const route of adminRoutes) {
      const method = String(route.method) as 'GET' | 'POST';
      for (const cookie of [pupil, parent]) {
        const response = await t.injectAs(cookie, {
          method,
          url: route.url,
          ...(method === 'POST' ? { payload: newUser({ username: 'walker' }) } : {}),
        });
        expect([route.url, response.statusCode, response.body]).toEqual([
          route.url,
          403,
          'Not authorised',
        ]);
      }
    }
    expect(await usersSnapshot()).toEqual(before);
  });
});

describe('a global admin who has chosen no school', () => {
  test('is refused by every admin endpoint that works in the current school, never a 500', async () => {
    const admin = await t.login({ username: 'admin@skillfolio.test', loginMode: 'E' });
    const adminId = await t.app.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'admin@skillfolio.test')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('sessions')
      .set({ current_school_id: null })
      .where('user_id', '=', adminId.user_id)
      .execute();
    const before = await usersSnapshot();
    const post = (url: string, payload: Record<string, unknown>) =>
      t.injectAs(admin, { method: 'POST', url, payload });
    const replies = await Promise.all([
      t.injectAs(admin, { url: '/api/admin/ListUsersForSchool' }),
      t.injectAs(admin, { url: '/api/admin/ListSchoolProjects' }),
      t.injectAs(admin, { url: '/api/admin/CheckUsername?id=0&username=nobody' }),
      t.injectAs(admin, { url: '/api/admin/ExportUsers' }),
      t.injectAs(admin, { url: '/api/admin/listsuccesscriteria' }),
      t.injectAs(admin, { url: '/api/admin/ListResourcesForSchool' }),
      saveUser(admin, newUser({ username: 'noschool' })),
      post('/api/admin/ImportUsers', { dryRun: true, rows: [] }),
      post('/api/admin/SaveProject', { project_id: 0, project_name: 'Nowhere' }),
      post('/api/admin/SaveTag', { tag_label: 'Nowhere' }),
    ]);
    expect(replies.map((reply) => [reply.statusCode, reply.body])).toEqual(
      replies.map(() => [403, 'Not authorised']),
    );
    expect(await usersSnapshot()).toEqual(before);
  });
});

describe('a typed password never takes over an admin', () => {
  it("refuses the caller's own, and another school admin's unless a global admin types it", async () => {
    const deputyFields = { username: 'deputy', is_staff: true, is_schoolAdmin: true };
    expect((await saveUser(head, newUser(deputyFields))).statusCode).toBe(200);
    const deputy = await userId('demoacademy', 'deputy');
    const deputyBefore = await storedUser(deputy);
    const other = await saveUser(
      head,
      newUser({ ...deputyFields, user_id: deputy, password: 'taken-over-1' }),
    );
    expect([other.statusCode, other.json()]).toEqual([
      400,
      { error: PASSWORD_RESET_REFUSAL.schoolAdmin },
    ]);
    expect((await storedUser(deputy)).password_hash).toBe(deputyBefore.password_hash);

    const headId = await userId('demoacademy', 'head');
    const headBefore = await storedUser(headId);
    const own = await saveUser(
      head,
      newUser({
        user_id: headId,
        username: 'head',
        first_name: 'Hannah',
        last_name: 'Head',
        email: headBefore.email ?? '',
        is_staff: true,
        is_schoolAdmin: true,
        password: 'my-new-pass-1',
      }),
    );
    expect([own.statusCode, own.json()]).toEqual([
      400,
      { error: PASSWORD_RESET_REFUSAL.ownPassword },
    ]);
    expect((await storedUser(headId)).password_hash).toBe(headBefore.password_hash);

    const admin = await t.login({ username: 'admin' });
    const byGlobal = await saveUser(
      admin,
      newUser({ ...deputyFields, user_id: deputy, password: 'set-by-global-1' }),
    );
    expect(byGlobal.statusCode).toBe(200);
    expect(await verifyPassword((await storedUser(deputy)).password_hash, 'set-by-global-1')).toBe(
      true,
    );
  });
});
