/**
 * Passwords after the account exists, on the server: a user changes their own (the current
 * one checked and counted like a login, every other session ended), and a school admin makes
 * new passwords for users, a project's pupils and a parent, within their school only.
 */
import {
  PASSWORD_CHANGE_TEXT,
  PASSWORD_RESET_REFUSAL,
  RESET_PASSWORDS_MAX,
  USER_REFUSAL,
  type ResetPasswordsReply,
  type SetParentPasswordReply,
} from '@skillfolio/shared/wire';
import { ATTEMPT_LIMITS } from '../auth/attemptPolicy';
import { hashPassword } from '../auth/passwords';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';

const OLD = 'old-garden-lamp-7';
const NEW = 'river-stone-kettle-4';

let t: TestApp;
let oldHash: string;
let demo: number;
let riverside: number;
let head: string;
let admin: string;
let counter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  oldHash = await hashPassword(OLD);
  demo = await schoolId('demoacademy');
  riverside = await schoolId('riverside');
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  admin = await t.login({ username: 'admin' });
});
afterAll(() => t.close());
afterEach(() => {
  t.app.attemptLimits.policies = { ...ATTEMPT_LIMITS };
});

async function schoolId(schoolUsername: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('schools')
    .select('school_id')
    .where('school_username', '=', schoolUsername)
    .executeTakeFirstOrThrow();
  return row.school_id;
}

interface Person {
  id: number;
  username: string;
  school: string;
}

/** A user of their own for each test, with OLD as password and no parent password. */
async function person(
  school: number,
  flags: { is_Staff?: 0 | 1; is_schoolAdmin?: 0 | 1 } = {},
): Promise<Person> {
  counter += 1;
  const username = `person${counter}`;
  const row = await t.app.db
    .insertInto('users')
    .values({
      school_id: school,
      username,
      first_name: 'Kim',
      last_name: `Tester${counter}`,
      email: null,
      password_hash: oldHash,
      parent_password_hash: null,
      created_at: new Date().toISOString(),
      ...flags,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return {
    id: row.user_id,
    username,
    school: school === demo ? 'demoacademy' : 'riverside',
  };
}

async function inProject(user: Person, projectName: string): Promise<void> {
  const project = await t.app.db
    .selectFrom('school_projects')
    .select('school_project_id')
    .where('project_name', '=', projectName)
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('user_projects')
    .values({ user_id: user.id, school_project_id: project.school_project_id })
    .execute();
}

async function projectId(name: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('school_projects')
    .select('school_project_id')
    .where('project_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.school_project_id;
}

function logIn(user: Person, password: string) {
  return t.login({ username: user.username, schoolUsername: user.school, password });
}

async function canLogIn(user: Person, password: string): Promise<boolean> {
  const response = await t.injectAs(undefined, {
    method: 'POST',
    url: '/api/public/login',
    payload: { username: user.username, password, loginMode: 'U', schoolUsername: user.school },
  });
  return response.statusCode === 200 && response.json<{ error?: string }>().error === undefined;
}

async function isLoggedIn(cookie: string): Promise<boolean> {
  const response = await t.injectAs(cookie, { method: 'GET', url: '/api/User/GetCurrentUser' });
  return response.statusCode === 200;
}

function changePassword(cookie: string | undefined, currentPassword: string, newPassword: string) {
  return t.injectAs(cookie, {
    method: 'POST',
    url: '/api/user/ChangePassword',
    payload: { currentPassword, newPassword },
  });
}

function resetPasswords(cookie: string, userIds: number[], schoolProjectId = 0) {
  return t.injectAs(cookie, {
    method: 'POST',
    url: '/api/admin/ResetPasswords',
    payload: { user_ids: userIds, school_project_id: schoolProjectId },
  });
}

function setParentPassword(cookie: string, userId: number) {
  return t.injectAs(cookie, {
    method: 'POST',
    url: '/api/admin/SetParentPassword',
    payload: { user_id: userId },
  });
}

async function passwordHashes(): Promise<unknown> {
  return t.app.db
    .selectFrom('users')
    .select(['user_id', 'password_hash', 'parent_password_hash'])
    .orderBy('user_id')
    .execute();
}

async function auditActions(userId: number): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_id', '=', userId)
    .where('target_kind', '=', 'user')
    .execute();
  return rows.map((row) => row.action);
}

describe('changing one’s own password', () => {
  it('takes the new password, keeps this session and ends every other one', async () => {
    const pupil = await person(demo);
    const here = await logIn(pupil, OLD);
    const elsewhere = await logIn(pupil, OLD);

    const response = await changePassword(here, OLD, NEW);

    expect(response.statusCode).toBe(200);
    expect(await isLoggedIn(here)).toBe(true);
    expect(await isLoggedIn(elsewhere)).toBe(false);
    expect(await canLogIn(pupil, OLD)).toBe(false);
    expect(await canLogIn(pupil, NEW)).toBe(true);
    expect(await auditActions(pupil.id)).toContain('password.change');
  });

  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const pupil = await person(demo);
    const here = await logIn(pupil, OLD);
    const before = await passwordHashes();

    const response = await changePassword(here, 'not-my-password-9', NEW);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PASSWORD_CHANGE_TEXT.wrongCurrent });
    expect(await passwordHashes()).toEqual(before);
    expect(await isLoggedIn(here)).toBe(true);
  });

  it('counts a wrong current password as a failed login of the account', async () => {
    const pupil = await person(demo);
    const here = await logIn(pupil, OLD);
    t.app.attemptLimits.policies = {
      ...ATTEMPT_LIMITS,
      loginAccount: { ...ATTEMPT_LIMITS.loginAccount, max: 2, freeFailures: 2 },
    };

    expect((await changePassword(here, 'guess-number-one', NEW)).statusCode).toBe(400);
    expect((await changePassword(here, 'guess-number-two', NEW)).statusCode).toBe(400);
    // The account is now locked for a while: to guesses through the session and to logins.
    const third = await changePassword(here, OLD, NEW);
    expect(third.statusCode).toBe(429);
    expect(await canLogIn(pupil, OLD)).toBe(false);
    expect(await canLogIn(pupil, NEW)).toBe(false);
  });

  it('holds the new password to the one policy', async () => {
    const pupil = await person(demo);
    const here = await logIn(pupil, OLD);

    const short = await changePassword(here, OLD, 'short');
    const withName = await changePassword(here, OLD, `${pupil.username}-blue-kettle`);
    const same = await changePassword(here, OLD, OLD);

    expect(short.json()).toEqual({ error: USER_REFUSAL.passwordTooShort });
    expect(withName.statusCode).toBe(400);
    expect(same.json()).toEqual({ error: PASSWORD_CHANGE_TEXT.sameAsCurrent });
    expect(await canLogIn(pupil, OLD)).toBe(true);
  });

  it('is closed to a parent’s read-only session and to nobody logged in', async () => {
    const pupil = await person(demo);
    await t.app.db
      .updateTable('users')
      .set({ parent_password_hash: await hashPassword('parent-only-pass-3') })
      .where('user_id', '=', pupil.id)
      .execute();
    const parentSession = await logIn(pupil, 'parent-only-pass-3');
    const before = await passwordHashes();

    const asParent = await changePassword(parentSession, 'parent-only-pass-3', NEW);
    const asNobody = await changePassword(undefined, OLD, NEW);

    expect(asParent.statusCode).toBe(403);
    expect(asNobody.statusCode).toBe(401);
    expect(await passwordHashes()).toEqual(before);
    expect(await isLoggedIn(parentSession)).toBe(true);
  });

  it('lets staff change theirs too', async () => {
    const teacher = await person(demo, { is_Staff: 1 });
    const cookie = await logIn(teacher, OLD);
    expect((await changePassword(cookie, OLD, NEW)).statusCode).toBe(200);
    expect(await canLogIn(teacher, NEW)).toBe(true);
  });
});

describe('an admin making new passwords', () => {
  it('resets one pupil: a new password shown once, the old one dead, their sessions ended', async () => {
    const pupil = await person(demo);
    const open = await logIn(pupil, OLD);

    const response = await resetPasswords(head, [pupil.id]);

    expect(response.statusCode).toBe(200);
    const reply = response.json<ResetPasswordsReply>();
    expect(reply.schoolUsername).toBe('demoacademy');
    expect(reply.logins).toHaveLength(1);
    const made = reply.logins[0]?.generatedPassword ?? '';
    expect(made).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await isLoggedIn(open)).toBe(false);
    expect(await canLogIn(pupil, OLD)).toBe(false);
    expect(await canLogIn(pupil, made)).toBe(true);
    expect(await auditActions(pupil.id)).toContain('password.reset');
  });

  it('resets every pupil of a project, and none of its staff', async () => {
    const a = await person(demo);
    const b = await person(demo);
    const teacher = await person(demo, { is_Staff: 1 });
    for (const user of [a, b, teacher]) await inProject(user, 'Work Experience');

    const response = await resetPasswords(head, [], await projectId('Work Experience'));

    expect(response.statusCode).toBe(200);
    const names = response.json<ResetPasswordsReply>().logins.map((login) => login.username);
    expect(names).toEqual(expect.arrayContaining([a.username, b.username]));
    expect(names).not.toContain(teacher.username);
    expect(await canLogIn(a, OLD)).toBe(false);
    expect(await canLogIn(teacher, OLD)).toBe(true);
  });

  it("refuses another school's user and another school's project, changing nothing", async () => {
    const theirs = await person(riverside);
    const before = await passwordHashes();

    const user = await resetPasswords(head, [theirs.id]);
    const project = await resetPasswords(head, [], await projectId('Reading Stars'));
    const parent = await setParentPassword(head, theirs.id);

    for (const response of [user, project, parent]) expect(response.statusCode).toBe(403);
    expect(await passwordHashes()).toEqual(before);
  });

  it('is closed to a teacher, a pupil and a parent', async () => {
    const pupil = await person(demo);
    const teacher = await person(demo, { is_Staff: 1 });
    await t.app.db
      .updateTable('users')
      .set({ parent_password_hash: await hashPassword('parent-only-pass-3') })
      .where('user_id', '=', pupil.id)
      .execute();
    const callers = [
      await logIn(teacher, OLD),
      await logIn(pupil, OLD),
      await logIn(pupil, 'parent-only-pass-3'),
    ];
    const before = await passwordHashes();

    for (const cookie of callers) {
      expect((await resetPasswords(cookie, [pupil.id])).statusCode).toBe(403);
      expect((await setParentPassword(cookie, pupil.id)).statusCode).toBe(403);
    }
    expect(await passwordHashes()).toEqual(before);
  });

  it("leaves a school admin's password to a global admin, and the caller's own to Change Password", async () => {
    const otherHead = await person(demo, { is_Staff: 1, is_schoolAdmin: 1 });
    const headId = (
      await t.app.db
        .selectFrom('users')
        .select('user_id')
        .where('username', '=', 'head')
        .where('school_id', '=', demo)
        .executeTakeFirstOrThrow()
    ).user_id;
    const before = await passwordHashes();

    const byHead = await resetPasswords(head, [otherHead.id]);
    const own = await resetPasswords(head, [headId]);

    expect(byHead.json<{ error: string }>().error).toContain(PASSWORD_RESET_REFUSAL.schoolAdmin);
    expect(own.json<{ error: string }>().error).toContain(PASSWORD_RESET_REFUSAL.ownPassword);
    expect(await passwordHashes()).toEqual(before);

    const byGlobalAdmin = await resetPasswords(admin, [otherHead.id]);
    expect(byGlobalAdmin.statusCode).toBe(200);
    expect(await canLogIn(otherHead, OLD)).toBe(false);
  });

  it(`makes at most ${RESET_PASSWORDS_MAX} passwords a request, with a clear message`, async () => {
    const project = await t.app.db
      .insertInto('school_projects')
      .values({ school_id: demo, project_name: 'Whole school' })
      .returning('school_project_id')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: RESET_PASSWORDS_MAX + 1 }, (_, i) => ({
      school_id: demo,
      username: `crowd${i}`,
      password_hash: oldHash,
      created_at: new Date().toISOString(),
    }));
    const ids = await t.app.db.insertInto('users').values(rows).returning('user_id').execute();
    await t.app.db
      .insertInto('user_projects')
      .values(ids.map(({ user_id }) => ({ user_id, school_project_id: project.school_project_id })))
      .execute();
    const before = await passwordHashes();

    const byProject = await resetPasswords(head, [], project.school_project_id);
    const byList = await resetPasswords(
      head,
      ids.map(({ user_id }) => user_id),
    );

    expect(byProject.json()).toEqual({ error: PASSWORD_RESET_REFUSAL.tooMany });
    expect(byList.statusCode).toBe(400);
    expect(await passwordHashes()).toEqual(before);
  });

  it('refuses an empty choice', async () => {
    const response = await resetPasswords(head, []);
    expect(response.json()).toEqual({ error: PASSWORD_RESET_REFUSAL.noUsers });
  });
});

describe("an admin setting a pupil's parent password", () => {
  it("makes a new one the parent logs in with, read-only; the parent's sessions end, the pupil's stay", async () => {
    const pupil = await person(demo);
    const pupilSession = await logIn(pupil, OLD);
    await t.app.db
      .updateTable('users')
      .set({ parent_password_hash: await hashPassword('parent-only-pass-3') })
      .where('user_id', '=', pupil.id)
      .execute();
    const parentSession = await logIn(pupil, 'parent-only-pass-3');

    const response = await setParentPassword(head, pupil.id);

    expect(response.statusCode).toBe(200);
    const made = response.json<SetParentPasswordReply>().login.generatedPassword ?? '';
    expect(await isLoggedIn(parentSession)).toBe(false);
    expect(await isLoggedIn(pupilSession)).toBe(true);
    expect(await canLogIn(pupil, 'parent-only-pass-3')).toBe(false);
    const parent = await logIn(pupil, made);
    const current = await t.injectAs(parent, { method: 'GET', url: '/api/User/GetCurrentUser' });
    expect(current.json<{ currentUser: { read_only: boolean } }>().currentUser.read_only).toBe(
      true,
    );
    expect(await auditActions(pupil.id)).toContain('parent_password.reset');
  });

  it('refuses staff, who have no parent', async () => {
    const teacher = await person(demo, { is_Staff: 1 });
    const response = await setParentPassword(head, teacher.id);
    expect(response.json()).toEqual({ error: PASSWORD_RESET_REFUSAL.notAPupil });
  });
});
