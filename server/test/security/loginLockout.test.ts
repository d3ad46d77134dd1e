/**
 * Nobody can lock anyone out (OWASP's device cookies): strangers' failures, against an
 * account or from a school's shared address, never stop a correct password from a browser
 * that has logged in to the account before, nor an account nobody is guessing at; strangers
 * stay throttled, and a device cookie's own failures lock out only that cookie.
 */
import type { LightMyRequestResponse } from 'fastify';
import { ATTEMPT_LIMITS } from '../../src/auth/attemptPolicy';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH } from '../../src/auth/deviceCookie';
import { hashToken } from '../../src/auth/tokens';
import { buildTestApp, type TestApp } from '../support/buildTestApp';

const SCHOOL = '203.0.113.7';
const ELSEWHERE = '198.51.100.9';
const PUPIL = { username: 'pupil', schoolUsername: 'demoacademy', loginMode: 'U' };
const TEACHER = { username: 'teacher', schoolUsername: 'demoacademy', loginMode: 'U' };
const RIGHT = 'demo-password';

let t: TestApp;
let now: number;
beforeEach(async () => {
  t = await buildTestApp();
  now = Date.parse('2027-01-11T09:00:00Z');
  t.app.attemptLimits.now = () => now;
});
afterEach(() => t.close());

function login(
  payload: Record<string, unknown>,
  options: { ip?: string; device?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/login',
    remoteAddress: options.ip ?? SCHOOL,
    headers: {
      'x-requested-with': 'skillfolio',
      ...(options.device === undefined ? {} : { cookie: `${DEVICE_COOKIE}=${options.device}` }),
    },
    payload,
  });
}

/** The device cookie a successful login gave. */
function deviceOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (response.statusCode !== 200 || cookie === undefined) {
    throw new Error(`no device cookie: ${response.statusCode} ${response.body}`);
  }
  return cookie.value;
}

/** Wrong passwords against the account until strangers are refused (429), spaced past delays. */
async function lockOutStrangers(payload: Record<string, unknown>, ip: string): Promise<void> {
  for (let i = 0; i < ATTEMPT_LIMITS.loginAccount.max; i += 1) {
    expect((await login({ ...payload, password: `wrong-${i}` }, { ip })).statusCode).toBe(401);
    now += 70 * 1000;
  }
  expect((await login({ ...payload, password: RIGHT }, { ip })).statusCode).toBe(429);
}

describe('login lockouts', () => {
  it('lets another account in from an address that has 100 failures with unknown names', async () => {
    for (let i = 0; i < ATTEMPT_LIMITS.loginAddress.max; i += 1) {
      const guess = await login({ ...PUPIL, username: `nobody${i}`, password: 'Password1' });
      expect([i, guess.statusCode]).toEqual([i, 401]);
    }
    // No device cookie: a pupil on a classroom computer they have never used.
    expect((await login({ ...PUPIL, password: RIGHT })).statusCode).toBe(200);
    expect((await login({ ...TEACHER, password: RIGHT })).statusCode).toBe(200);
  }, 120_000);

  it("lets the owner in from a known device while strangers' wrong passwords lock the account", async () => {
    const device = deviceOf(await login({ ...PUPIL, password: RIGHT }));
    await lockOutStrangers(PUPIL, ELSEWHERE);
    // Strangers stay throttled, from the school's address too…
    expect((await login({ ...PUPIL, password: RIGHT })).statusCode).toBe(429);
    // …but the browser that logged in before gets in, from anywhere.
    expect((await login({ ...PUPIL, password: RIGHT }, { device })).statusCode).toBe(200);
    expect((await login({ ...PUPIL, password: RIGHT }, { device, ip: ELSEWHERE })).statusCode).toBe(
      200,
    );
    // Its success does not reset the strangers' lockout.
    expect((await login({ ...PUPIL, password: RIGHT }, { ip: ELSEWHERE })).statusCode).toBe(429);
  });

  it("lets a known device past a full address as well as past the account's lockout", async () => {
    const device = deviceOf(await login({ ...PUPIL, password: RIGHT }));
    for (let i = 0; i < ATTEMPT_LIMITS.loginAddress.max; i += 1) {
      await login({ ...PUPIL, username: `nobody${i}`, password: 'Password1' });
    }
    await lockOutStrangers(PUPIL, ELSEWHERE);
    expect((await login({ ...PUPIL, password: RIGHT })).statusCode).toBe(429);
    expect((await login({ ...PUPIL, password: RIGHT }, { device })).statusCode).toBe(200);
  }, 120_000);

  it("locks out only the device cookie whose own failures reach the account's limit", async () => {
    const mine = deviceOf(await login({ ...PUPIL, password: RIGHT }));
    const sisters = deviceOf(await login({ ...PUPIL, password: RIGHT }, { ip: ELSEWHERE }));
    expect(mine).not.toBe(sisters);
    for (let i = 0; i < ATTEMPT_LIMITS.loginDevice.max; i += 1) {
      const guess = await login({ ...PUPIL, password: `wrong-${i}` }, { device: sisters });
      expect([i, guess.statusCode]).toEqual([i, 401]);
      now += 70 * 1000;
    }
    expect((await login({ ...PUPIL, password: RIGHT }, { device: sisters })).statusCode).toBe(429);
    expect((await login({ ...PUPIL, password: RIGHT }, { device: mine })).statusCode).toBe(200);
    // Failures from a device count on the device, not on the account: strangers are not refused.
    expect((await login({ ...PUPIL, password: RIGHT }, { ip: ELSEWHERE })).statusCode).toBe(200);
  });

  it("gives a device cookie of one account nothing against another account's lockout", async () => {
    const pupilsDevice = deviceOf(await login({ ...PUPIL, password: RIGHT }));
    await lockOutStrangers(TEACHER, ELSEWHERE);
    const response = await login({ ...TEACHER, password: RIGHT }, { device: pupilsDevice });
    expect(response.statusCode).toBe(429);
  });

  it('remembers several accounts on one classroom browser, and never a forged token', async () => {
    const first = deviceOf(await login({ ...PUPIL, password: RIGHT }));
    const both = deviceOf(await login({ ...TEACHER, password: RIGHT }, { device: first }));
    expect(both.split('.')).toHaveLength(2);
    await lockOutStrangers(PUPIL, ELSEWHERE);
    expect((await login({ ...PUPIL, password: RIGHT }, { device: both })).statusCode).toBe(200);
    expect((await login({ ...TEACHER, password: RIGHT }, { device: both })).statusCode).toBe(200);
    const forged = 'A'.repeat(43);
    expect((await login({ ...PUPIL, password: RIGHT }, { device: forged })).statusCode).toBe(429);
  });

  it('sends the device cookie to the login route only, HttpOnly and SameSite=Strict, and stores its hash', async () => {
    const response = await login({ ...PUPIL, password: RIGHT });
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
    });
    const rows = await t.app.db.selectFrom('device_cookies').select('token_hash').execute();
    expect(rows).toEqual([{ token_hash: hashToken(cookie?.value ?? '') }]);
  });
});
