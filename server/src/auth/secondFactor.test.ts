/**
 * Two-factor login for staff: an admin cannot make an admin call until enrolled, a login
 * of an enrolled user does nothing until the code is given, codes work once, recovery codes
 * stand in for the phone, an admin's reset is audited, and no secret reaches the audit log.
 */
import { REPLY_TEXT, SECOND_FACTOR_TEXT } from '@skillfolio/shared/wire';
import { totpCodeAt } from './totp';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';

let nowMs = Date.parse('2026-12-02T09:00:00.000Z');
let t: TestApp;
let headId: number;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date(nowMs) });
  const head = await t.app.db
    .selectFrom('users')
    .innerJoin('schools', 'schools.school_id', 'users.school_id')
    .select('users.user_id')
    .where('schools.school_username', '=', 'demoacademy')
    .where('users.username', '=', 'head')
    .executeTakeFirstOrThrow();
  headId = head.user_id;
  // A real school admin: the demo flag off.
  await t.app.db
    .updateTable('users')
    .set({ second_factor_exempt: 0 })
    .where('user_id', '=', headId)
    .execute();
});
afterAll(() => t.close());

const loginHead = () => t.login({ username: 'head', schoolUsername: 'demoacademy' });
const listUsers = (cookie: string) =>
  t.injectAs(cookie, { method: 'GET', url: '/api/admin/ListUsersForSchool' });
const post = (cookie: string, url: string, payload: object = {}) =>
  t.injectAs(cookie, { method: 'POST', url, payload });
/** The phone: the code the authenticator app shows at that moment. */
const codeAt = (secret: string, ms: number) => totpCodeAt(secret, new Date(ms));
/** The session cookie a reply set (a rotated session), else the one sent. */
function cookieAfter(response: { cookies: Array<{ name: string; value: string }> }, old: string) {
  const set = response.cookies.find((c) => c.name === 'sf_session');
  return set === undefined ? old : `sf_session=${set.value}`;
}

let secret = '';
let recoveryCodes: string[] = [];

describe('an admin without a second factor', () => {
  it('is refused every admin call, with a reply that sends them to enrol, but keeps the learner screens', async () => {
    const cookie = await loginHead();
    const refused = await listUsers(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe(REPLY_TEXT.secondFactorRequired);
    const status = await t.injectAs(cookie, { method: 'GET', url: '/api/user/SecondFactor' });
    expect(status.json()).toEqual({ enrolled: false, required: true, recoveryCodesLeft: 0 });
    const me = await t.injectAs(cookie, { method: 'GET', url: '/api/User/GetCurrentUser' });
    expect(me.statusCode).toBe(200);
  });

  it('enrols with a code from the secret, gets ten recovery codes, and may then make admin calls', async () => {
    let cookie = await loginHead();
    const started = await post(cookie, '/api/user/StartTotp');
    expect(started.statusCode).toBe(200);
    const enrolment = started.json();
    secret = enrolment.secret;
    expect(enrolment.uri).toContain(`secret=${secret}`);
    expect(enrolment.qrPath).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);

    const wrong = await post(cookie, '/api/user/ConfirmTotp', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: SECOND_FACTOR_TEXT.wrongCode });

    const confirmed = await post(cookie, '/api/user/ConfirmTotp', {
      code: codeAt(secret, nowMs),
    });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    cookie = cookieAfter(confirmed, cookie);
    expect((await listUsers(cookie)).statusCode).toBe(200);
  });
});

describe('a login of an enrolled admin', () => {
  it('does nothing until the code is given, refuses a code used before, and accepts a fresh one', async () => {
    const cookie = await loginHead();
    const login = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/login',
      payload: {
        username: 'head',
        password: 'demo-password',
        loginMode: 'U',
        schoolUsername: 'demoacademy',
      },
    });
    expect(login.json()).toEqual({ secondFactorRequired: true });

    expect((await listUsers(cookie)).statusCode).toBe(401);
    // Not logged in until the code is given: nobody, to the first user check.
    const me = await t.injectAs(cookie, { method: 'GET', url: '/api/User/GetCurrentUser' });
    expect([me.statusCode, me.body]).toEqual([204, '']);

    // The code that confirmed the enrolment, still inside its 30 s: a replay.
    const replay = await post(cookie, '/api/user/VerifySecondFactor', {
      code: codeAt(secret, nowMs),
    });
    expect(replay.statusCode).toBe(400);

    nowMs += 30_000;
    const verified = await post(cookie, '/api/user/VerifySecondFactor', {
      code: codeAt(secret, nowMs),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().currentUser.username).toBe('head');
    const after = cookieAfter(verified, cookie);
    expect(after).not.toBe(cookie);
    expect((await listUsers(after)).statusCode).toBe(200);
    // The id seen before the code is worth nothing now.
    expect((await listUsers(cookie)).statusCode).toBe(401);
  });

  it('accepts a recovery code once', async () => {
    const first = await loginHead();
    const used = await post(first, '/api/user/VerifySecondFactor', { code: recoveryCodes[0]! });
    expect(used.statusCode).toBe(200);
    const second = await loginHead();
    const again = await post(second, '/api/user/VerifySecondFactor', { code: recoveryCodes[0]! });
    expect(again.statusCode).toBe(400);
    const other = await post(second, '/api/user/VerifySecondFactor', {
      code: recoveryCodes[1]!.toUpperCase().replace('-', ' '),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe("an admin's reset of someone's second factor", () => {
  it("is refused for another school's user", async () => {
    const riverside = await t.login({ username: 'head', schoolUsername: 'riverside' });
    const response = await post(riverside, '/api/admin/ResetSecondFactor', { user_id: headId });
    expect(response.statusCode).toBe(403);
    const row = await t.app.db
      .selectFrom('users')
      .select('totp_confirmed_at')
      .where('user_id', '=', headId)
      .executeTakeFirstOrThrow();
    expect(row.totp_confirmed_at).not.toBeNull();
  });

  it("clears it, ends the user's sessions, and is audited", async () => {
    const headSession = await loginHead();
    nowMs += 30_000;
    const verified = await post(headSession, '/api/user/VerifySecondFactor', {
      code: codeAt(secret, nowMs),
    });
    const live = cookieAfter(verified, headSession);
    const admin = await t.login({ username: 'admin' });
    const response = await post(admin, '/api/admin/ResetSecondFactor', { user_id: headId });
    expect(response.statusCode).toBe(200);
    expect((await listUsers(live)).statusCode).toBe(401);
    const fresh = await loginHead();
    expect((await listUsers(fresh)).body).toBe(REPLY_TEXT.secondFactorRequired);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'second_factor.reset')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_kind: 'user', target_id: headId });
  });
});

describe('the audit log', () => {
  it('holds the logins and second-factor events but never a password, secret or code', async () => {
    const rows = await t.app.db.selectFrom('audit_log').selectAll().execute();
    const actions = new Set(rows.map((row) => row.action));
    for (const action of [
      'login.success',
      'login.password',
      'login.second_factor',
      'login.recovery_code',
      'second_factor.enrol',
      'second_factor.reset',
    ]) {
      expect(actions).toContain(action);
    }
    const text = JSON.stringify(rows);
    expect(text).not.toContain('demo-password');
    expect(text).not.toContain(secret);
    for (const code of recoveryCodes) expect(text).not.toContain(code);
  });

  it('refuses to change or delete an entry', async () => {
    // Matched on the message: better-sqlite3's error class may come from another test
    // file's realm in the same worker, where toThrow's instanceof check fails.
    const refusal = { message: expect.stringMatching(/append-only/) };
    await expect(
      t.app.db.updateTable('audit_log').set({ action: 'nothing' }).execute(),
    ).rejects.toMatchObject(refusal);
    await expect(t.app.db.deleteFrom('audit_log').execute()).rejects.toMatchObject(refusal);
    expect(
      (await t.app.db.selectFrom('audit_log').select('action').execute()).length,
    ).toBeGreaterThan(0);
  });
});
