/**
 * Session lifetimes and the session cookie, with a clock the tests move on: idle limits by
 * role, the absolute limit from login, rotation, and the cookie's name and flags over plain
 * HTTP and behind a trusted TLS proxy.
 */
import { OkReply } from '@skillfolio/shared/wire';
import type { LightMyRequestResponse } from 'fastify';
import { hashToken } from '../auth/tokens';
import { DEMO_PASSWORD } from '../db/demo';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { LoginDetails, TestApp } from '../../test/support/buildTestApp';
import { replies } from '../wire/replies';
import {
  ADMIN_IDLE_MS,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_LIFETIME_MS,
  USER_IDLE_MS,
  rotateSession,
} from './sessions';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let clockMs = Date.parse('2026-12-01T08:00:00.000Z');
const advance = (ms: number): void => {
  clockMs += ms;
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    clock: () => new Date(clockMs),
    extend: (app) => {
      // What Change School will do once it exists: the session's privileges change.
      app.post(
        '/api/test/rotate',
        { config: { access: 'user' }, schema: { response: replies(OkReply) } },
        async (request, reply) => {
          await rotateSession(request, reply);
          return { ok: true } as const;
        },
      );
    },
  });
});
afterAll(() => t.close());

const PUPIL: LoginDetails = { username: 'pupil', schoolUsername: 'demoacademy' };
const TEACHER: LoginDetails = { username: 'teacher', schoolUsername: 'demoacademy' };
const HEAD: LoginDetails = { username: 'head', schoolUsername: 'demoacademy' };
const GLOBAL_ADMIN: LoginDetails = { username: 'admin@skillfolio.test', loginMode: 'E' };

function currentUser(cookie: string): Promise<LightMyRequestResponse> {
  return t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
}

async function expectLive(cookie: string): Promise<void> {
  const response = await currentUser(cookie);
  expect(response.statusCode).toBe(200);
}

async function expectEnded(cookie: string): Promise<void> {
  // GetCurrentUser's "nobody is logged in".
  const response = await currentUser(cookie);
  expect(response.statusCode).toBe(204);
}

describe('idle limits', () => {
  it.each([
    ['a school admin', HEAD],
    ['a global admin', GLOBAL_ADMIN],
  ])('ends the session of %s after 30 minutes without a request', async (_who, details) => {
    const cookie = await t.login(details);
    advance(ADMIN_IDLE_MS - MINUTE);
    await expectLive(cookie);
    // Each request starts the 30 minutes again...
    advance(ADMIN_IDLE_MS - MINUTE);
    await expectLive(cookie);
    // ...and 30 minutes without one ends it.
    advance(ADMIN_IDLE_MS);
    await expectEnded(cookie);
  });

  it.each([
    ['a pupil', PUPIL],
    ['a teacher', TEACHER],
  ])('keeps the session of %s through 8 hours idle, not longer', async (_who, details) => {
    const cookie = await t.login(details);
    advance(ADMIN_IDLE_MS + MINUTE);
    await expectLive(cookie);
    advance(USER_IDLE_MS - MINUTE);
    await expectLive(cookie);
    advance(USER_IDLE_MS);
    await expectEnded(cookie);
  });

  it('holds a pupil made a school admin to the admin limit from then on', async () => {
    const cookie = await t.login(PUPIL);
    const pupil = await currentUser(cookie);
    const userId = pupil.json<{ currentUser: { user_id: number } }>().currentUser.user_id;
    await t.app.db
      .updateTable('users')
      .set({ is_schoolAdmin: 1 })
      .where('user_id', '=', userId)
      .execute();
    try {
      advance(ADMIN_IDLE_MS + MINUTE);
      await expectEnded(cookie);
    } finally {
      await t.app.db
        .updateTable('users')
        .set({ is_schoolAdmin: 0 })
        .where('user_id', '=', userId)
        .execute();
    }
  });
});

describe('the absolute limit', () => {
  it.each([
    ['a pupil', PUPIL],
    ['a school admin', HEAD],
  ])('ends the session of %s 12 hours after login, however busy', async (_who, details) => {
    const cookie = await t.login(details);
    const loggedInAt = clockMs;
    while (clockMs + 20 * MINUTE < loggedInAt + SESSION_LIFETIME_MS) {
      advance(20 * MINUTE);
      await expectLive(cookie);
    }
    clockMs = loggedInAt + SESSION_LIFETIME_MS - MINUTE;
    await expectLive(cookie);
    advance(MINUTE);
    await expectEnded(cookie);
  });

  it('sweeps an ended session out of the table at the next login', async () => {
    const cookie = await t.login(PUPIL);
    const idHash = hashToken(cookie.split('=')[1] ?? '');
    const rowOf = () =>
      t.app.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', idHash).execute();
    expect(await rowOf()).toHaveLength(1);
    advance(SESSION_LIFETIME_MS);
    await expectEnded(cookie);
    await t.login(TEACHER);
    expect(await rowOf()).toEqual([]);
  });
});

describe('rotateSession', () => {
  it('gives the session a new id: the old cookie stops working, the new one works', async () => {
    const cookie = await t.login(PUPIL);
    const response = await t.injectAs(cookie, { method: 'POST', url: '/api/test/rotate' });
    expect(response.statusCode).toBe(200);
    const renewed = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(renewed?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(`${SESSION_COOKIE}=${renewed?.value}`).not.toBe(cookie);

    await expectEnded(cookie);
    await expectLive(`${SESSION_COOKIE}=${renewed?.value}`);
  });

  it('keeps the login time: the absolute limit still counts from login', async () => {
    const cookie = await t.login(PUPIL);
    advance(6 * HOUR);
    const response = await t.injectAs(cookie, { method: 'POST', url: '/api/test/rotate' });
    const renewed = `${SESSION_COOKIE}=${response.cookies[0]?.value}`;
    advance(6 * HOUR - MINUTE);
    await expectLive(renewed);
    advance(MINUTE);
    await expectEnded(renewed);
  });
});

describe('the session cookie', () => {
  const payload = { username: 'homeuser', password: DEMO_PASSWORD, loginMode: 'U' };

  function login(app: TestApp, headers: Record<string, string> = {}) {
    return app.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/login',
      headers,
      payload,
    });
  }

  /** The session cookies a reply sets (a login also sets its device cookie, on its own path). */
  function sessionCookies(response: LightMyRequestResponse) {
    return response.cookies.filter((c) => c.name.endsWith('sf_session'));
  }

  it('over plain HTTP is sf_session: HttpOnly, SameSite=Lax, Path=/, no Domain, not Secure', async () => {
    const response = await login(t);
    expect(sessionCookies(response)).toHaveLength(1);
    const [cookie] = sessionCookies(response);
    expect(cookie).toMatchObject({
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();
  });

  describe('behind a trusted proxy that says X-Forwarded-Proto: https', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await buildTestApp({ config: { trustProxy: { hops: 1 } } });
    });
    afterAll(() => proxied.close());
    const https = { 'x-forwarded-proto': 'https' };

    it('is __Host-sf_session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
      const response = await login(proxied, https);
      expect(sessionCookies(response)).toHaveLength(1);
      const [cookie] = sessionCookies(response);
      expect(cookie).toMatchObject({
        name: SECURE_SESSION_COOKIE,
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect(cookie?.domain).toBeUndefined();
      const raw = [response.headers['set-cookie'] ?? []]
        .flat()
        .filter((c) => c.includes('session'));
      expect(raw).toEqual([
        expect.stringMatching(/^__Host-sf_session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
      ]);
    });

    it('carries the session under that name only', async () => {
      const response = await login(proxied, https);
      const token = sessionCookies(response)[0]?.value ?? '';
      const asSecure = await proxied.injectAs(`${SECURE_SESSION_COOKIE}=${token}`, {
        url: '/api/User/GetCurrentUser',
        headers: https,
      });
      expect(asSecure.statusCode).toBe(200);
      // A plain-named cookie could have been planted by a sibling host: never read over TLS.
      const asPlain = await proxied.injectAs(`${SESSION_COOKIE}=${token}`, {
        url: '/api/User/GetCurrentUser',
        headers: https,
      });
      // No session: GetCurrentUser's "nobody is logged in".
      expect(asPlain.statusCode).toBe(204);
    });

    it('is cleared under that name at logout', async () => {
      const response = await login(proxied, https);
      const cookie = `${SECURE_SESSION_COOKIE}=${sessionCookies(response)[0]?.value ?? ''}`;
      const logout = await proxied.injectAs(cookie, {
        method: 'POST',
        url: '/api/public/logout',
        headers: https,
      });
      expect(logout.cookies).toEqual([
        expect.objectContaining({ name: SECURE_SESSION_COOKIE, value: '', secure: true }),
      ]);
      const after = await proxied.injectAs(cookie, {
        url: '/api/User/GetCurrentUser',
        headers: https,
      });
      expect(after.statusCode).toBe(204);
    });
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const response = await login(t, { 'x-forwarded-proto': 'https' });
    expect(sessionCookies(response)).toEqual([
      expect.objectContaining({ name: SESSION_COOKIE, httpOnly: true }),
    ]);
    expect(response.cookies.every((c) => c.secure !== true)).toBe(true);
  });
});
