/**
 * A flood of correct logins to one account refuses nobody else: the hashing gate gives an
 * account two places and an address half the gate, a login the gate turns away is never a
 * failed password, and an account keeps only its newest sessions.
 */
import { hashingGate } from '../../src/auth/hashingGate';
import { MAX_LIVE_SESSIONS, SESSION_COOKIE } from '../../src/plugins/sessions';
import { buildTestApp, type TestApp } from '../support/buildTestApp';
import { userIdOf } from '../support/learnerRows';

const FLOODER = { username: 'pupil', schoolUsername: 'demoacademy', password: 'demo-password' };
const OTHERS = [
  { username: 'teacher', schoolUsername: 'demoacademy' },
  { username: 'head', schoolUsername: 'demoacademy' },
  { username: 'head', schoolUsername: 'riverside' },
  { username: 'homeuser', schoolUsername: '' },
];

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

function login(details: { username: string; schoolUsername: string; password?: string }) {
  return t.injectAs(undefined, {
    method: 'POST',
    url: '/api/public/login',
    payload: { password: 'demo-password', loginMode: 'U', ...details },
  });
}

describe('a flood of correct logins to one account', () => {
  it('lets everyone else log in meanwhile, and never counts its own logins as failures', async () => {
    const flooding = { on: true };
    const floodStatuses: number[] = [];
    // As many parallel loops as the whole gate holds: without shares they would fill it.
    const loops = Array.from(
      { length: hashingGate.concurrency + hashingGate.maxWaiting },
      async () => {
        while (flooding.on) floodStatuses.push((await login(FLOODER)).statusCode);
      },
    );
    const otherStatuses: number[] = [];
    try {
      // Let the flood fill what it can first.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const other of OTHERS) otherStatuses.push((await login(other)).statusCode);
    } finally {
      flooding.on = false;
      await Promise.all(loops);
    }
    expect(otherStatuses).toEqual(OTHERS.map(() => 200));
    // The flood got in, and what it could not get in was turned away as busy, not as a failure.
    expect(floodStatuses).toContain(200);
    expect([...new Set(floodStatuses)].sort()).toEqual(
      floodStatuses.includes(503) ? [200, 503] : [200],
    );
    const failures = await t.app.db
      .selectFrom('throttle_counters')
      .select('failures')
      .where('failures', '>', 0)
      .execute();
    expect(failures).toEqual([]);
  }, 120_000);

  it(`keeps the account's ${MAX_LIVE_SESSIONS} newest sessions and ends the older ones`, async () => {
    const cookies: string[] = [];
    for (let i = 0; i < MAX_LIVE_SESSIONS + 5; i += 1) {
      const response = await login(FLOODER);
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      if (cookie === undefined) throw new Error(`login ${i}: ${response.statusCode}`);
      cookies.push(`${SESSION_COOKIE}=${cookie.value}`);
    }
    const pat = await userIdOf(t.app.db, 'demoacademy', 'pupil');
    const live = await t.app.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', pat)
      .executeTakeFirstOrThrow();
    expect(Number(live.n)).toBe(MAX_LIVE_SESSIONS);
    const currentUser = (cookie: string) =>
      t.injectAs(cookie, { method: 'GET', url: '/api/User/GetCurrentUser' });
    // 204: the oldest session has ended, so nobody is logged in with its cookie.
    expect((await currentUser(cookies[0] ?? '')).statusCode).toBe(204);
    expect((await currentUser(cookies[cookies.length - 1] ?? '')).statusCode).toBe(200);
  }, 120_000);
});
