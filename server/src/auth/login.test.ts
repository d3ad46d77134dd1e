import type { SessionReply } from '@skillfolio/shared/types';
import { hashToken } from './tokens';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function loginRequest(payload: Record<string, unknown>) {
  return t.injectAs(undefined, { method: 'POST', url: '/api/public/login', payload });
}

describe('POST /api/public/login', () => {
  it('logs in pupil at demoacademy by username and answers with the session reply', async () => {
    const response = await loginRequest({
      username: 'pupil',
      password: 'demo-password',
      loginMode: 'U',
      schoolUsername: 'demoacademy',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionReply>();
    expect(body.currentUser).toMatchObject({
      username: 'pupil',
      first_name: 'Pat',
      last_name: 'Pupil',
      read_only: false,
      projects: 'Year 10 Skills, Work Experience',
    });
    expect(body.currentSchool?.school_name).toBe('Demo Academy');
  });

  it('matches the school username and username ignoring case and spaces', async () => {
    const response = await loginRequest({
      username: 'Pupil',
      password: 'demo-password',
      loginMode: 'U',
      schoolUsername: '  DemoAcademy ',
    });
    expect(response.statusCode).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on path /, not Secure over http', async () => {
    const response = await loginRequest({
      username: 'pupil',
      password: 'demo-password',
      loginMode: 'U',
      schoolUsername: 'demoacademy',
    });
    const cookie = response.cookies.find((c) => c.name === 'sf_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('marks the cookie Secure behind a trusted https proxy, and only then', async () => {
    const payload = { username: 'homeuser', password: 'demo-password', loginMode: 'U' };
    const headers = { 'x-forwarded-proto': 'https' };
    const behindProxy = await buildTestApp({ config: { trustProxy: { hops: 1 } } });
    try {
      const trusted = await behindProxy.injectAs(undefined, {
        method: 'POST',
        url: '/api/public/login',
        headers,
        payload,
      });
      expect(trusted.cookies.map((c) => [c.name, c.secure])).toEqual([
        ['__Host-sf_session', true],
        ['__Secure-sf_device', true],
      ]);
    } finally {
      await behindProxy.close();
    }
    // This app trusts no proxy: a forged X-Forwarded-Proto changes nothing.
    const forged = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/login',
      headers,
      payload,
    });
    expect(forged.cookies.map((c) => [c.name, c.secure ?? false])).toEqual([
      ['sf_session', false],
      ['sf_device', false],
    ]);
  });

  it('stores only the sha256 of the session token in the database', async () => {
    const cookie = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.app.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.some((r) => r.id_hash === token)).toBe(false);
    expect(rows.some((r) => r.id_hash === hashToken(token))).toBe(true);
  });

  it('stores passwords as argon2id hashes', async () => {
    const users = await t.app.db
      .selectFrom('users')
      .select(['password_hash', 'parent_password_hash'])
      .execute();
    for (const user of users) {
      const [, algorithm, version, params] = user.password_hash.split('$');
      expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
      expect(params?.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
      expect(user.password_hash).not.toContain('demo-password');
    }
    expect(users.some((u) => u.parent_password_hash?.startsWith('$argon2id$'))).toBe(true);
  });

  it('answers Login Error to a wrong password', async () => {
    const response = await loginRequest({
      username: 'pupil',
      password: 'wrong-password',
      loginMode: 'U',
      schoolUsername: 'demoacademy',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('Login Error');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.cookies).toHaveLength(0);
  });

  it('answers Login Error to locked, whose login is switched off', async () => {
    const response = await loginRequest({
      username: 'locked',
      password: 'demo-password',
      loginMode: 'U',
      schoolUsername: 'demoacademy',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('Login Error');
  });

  it('answers Login Error for an unknown school', async () => {
    const response = await loginRequest({
      username: 'pupil',
      password: 'demo-password',
      loginMode: 'U',
      schoolUsername: 'nosuchschool',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('Login Error');
  });

  it('answers Login Error for an unknown user, or a school user without the school', async () => {
    for (const payload of [
      {
        username: 'nobody',
        password: 'demo-password',
        loginMode: 'U',
        schoolUsername: 'demoacademy',
      },
      { username: 'pupil', password: 'demo-password', loginMode: 'U', schoolUsername: '' },
      { username: 'nobody@nowhere.test', password: 'demo-password', loginMode: 'E' },
    ]) {
      const response = await loginRequest(payload);
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe('Login Error');
    }
  });

  it('answers 400 with an error message to a malformed body', async () => {
    const missing = await loginRequest({ username: 'pupil', loginMode: 'U' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: expect.stringContaining('password') });

    const badMode = await loginRequest({ username: 'pupil', password: 'x', loginMode: 'X' });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json<{ error: string }>().error).toMatch(/loginMode/);

    const notJson = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<{ error: string }>().error).toEqual(expect.any(String));
  });

  it('is reachable at any letter case of its path', async () => {
    const response = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/Public/Login',
      payload: { username: 'homeuser', password: 'demo-password', loginMode: 'U' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/public/logout', () => {
  it('ends the session: the cookie no longer works', async () => {
    const cookie = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const before = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
    expect(before.statusCode).toBe(200);

    const logout = await t.injectAs(cookie, { method: 'POST', url: '/api/public/logout' });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    const cleared = logout.cookies.find((c) => c.name === 'sf_session');
    expect(cleared?.value).toBe('');

    const after = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
    expect(after.statusCode).toBe(204);
    expect(after.body).toBe('');
    const refused = await t.injectAs(cookie, { url: '/api/pages/GetTags' });
    expect([refused.statusCode, refused.body]).toEqual([401, 'Not Authenticated']);
  });

  it('answers ok without a session too', async () => {
    const response = await t.injectAs(undefined, { method: 'POST', url: '/api/public/logout' });
    expect(response.statusCode).toBe(200);
  });
});
