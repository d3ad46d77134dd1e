import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { ADDRESS_FULL_ACCOUNT_FAILURES, ATTEMPT_LIMITS } from '../auth/attemptPolicy';
import { prepareTestConfig } from '../../test/support/buildTestApp';
import { testDialect, type TestDatabase } from '../../test/support/testDatabase';
import { rememberedCompilers } from '../../test/support/compiledSchemas';

const PUPIL = { username: 'pupil', schoolUsername: 'demoacademy', loginMode: 'U' };

/** Two app instances on one database, as behind a load balancer, sharing one moved clock. */
let apps: [FastifyInstance, FastifyInstance];
let database: TestDatabase;
let now: number;

beforeEach(async () => {
  const prepared = await prepareTestConfig();
  database = prepared.database;
  apps = [
    await buildApp(prepared.config, { logger: false, schemaController: rememberedCompilers }),
    await buildApp(prepared.config, { logger: false, schemaController: rememberedCompilers }),
  ];
  now = Date.parse('2027-01-11T09:00:00Z');
  for (const app of apps) {
    app.attemptLimits.now = () => now;
    await app.ready();
  }
});
afterEach(async () => {
  for (const app of apps) await app.close();
  await database.drop();
});

/** Alternates between the two instances unless told which. */
let turn = 0;
function login(payload: Record<string, unknown>, options: { ip?: string; app?: number } = {}) {
  const app = apps[options.app ?? turn++ % 2];
  if (app === undefined) throw new Error('no such app');
  return app.inject({
    method: 'POST',
    url: '/api/public/login',
    headers: { 'x-requested-with': 'skillfolio' },
    remoteAddress: options.ip ?? '203.0.113.7',
    payload,
  });
}

describe('failed logins are limited in the database, across instances', () => {
  it('refuses the 11th wrong password for one account with 429 and Retry-After, then lets the right one in after the window', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const response = await login({ ...PUPIL, password: `wrong-${i}` });
      expect([i, response.statusCode]).toEqual([i, 401]);
      // Past every growing delay, still inside the 15-minute window.
      now += 70 * 1000;
    }
    const eleventh = await login({ ...PUPIL, password: 'wrong-11' });
    expect(eleventh.statusCode).toBe(429);
    const retryAfter = Number(eleventh.headers['retry-after']);
    // The window began with the first failure, 10 × 70 s ago.
    expect(retryAfter).toBe(15 * 60 - 10 * 70);
    expect(eleventh.json()).toEqual({
      error: 'Too many attempts. Please wait 4 minutes and try again.',
      retryAfterSeconds: retryAfter,
    });

    // Blocked means blocked: the right password is not even checked, on either instance.
    expect((await login({ ...PUPIL, password: 'demo-password' }, { app: 0 })).statusCode).toBe(429);
    expect((await login({ ...PUPIL, password: 'demo-password' }, { app: 1 })).statusCode).toBe(429);

    now += retryAfter * 1000;
    const after = await login({ ...PUPIL, password: 'demo-password' });
    expect(after.statusCode).toBe(200);
  });

  it('counts the parent password and e-mail mode against the same account', async () => {
    for (let i = 0; i < 10; i += 1) {
      const payload =
        i % 2 === 0
          ? { ...PUPIL, password: `wrong-${i}` }
          : { username: 'PUPIL@demoacademy.test', password: `wrong-${i}`, loginMode: 'E' };
      expect((await login(payload)).statusCode).toBe(401);
      now += 70 * 1000;
    }
    expect((await login({ ...PUPIL, password: 'parent-password' })).statusCode).toBe(429);
  });

  it('limits an unknown name exactly as it limits an account', async () => {
    const nobody = { username: 'nobody', schoolUsername: 'demoacademy', loginMode: 'U' };
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ ...nobody, password: `wrong-${i}` })).statusCode).toBe(401);
      now += 70 * 1000;
    }
    const refused = await login({ ...nobody, username: ' Nobody ', password: 'x' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60 - 10 * 70));
  });

  it('makes each attempt after the third failure wait longer: 1 s, then 2 s', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await login({ ...PUPIL, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const tooSoon = await login({ ...PUPIL, password: 'demo-password' });
    expect([tooSoon.statusCode, tooSoon.headers['retry-after']]).toEqual([429, '1']);
    expect(tooSoon.json<{ error: string }>().error).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
    now += 1000;
    expect((await login({ ...PUPIL, password: 'wrong-5' })).statusCode).toBe(401);
    const again = await login({ ...PUPIL, password: 'demo-password' });
    expect(again.headers['retry-after']).toBe('2');
  });

  it('starts the account afresh after a success, but keeps the address counting', async () => {
    const address = ATTEMPT_LIMITS.loginAddress.max;
    for (let i = 0; i < 9; i += 1) {
      expect((await login({ ...PUPIL, password: `wrong-${i}` })).statusCode).toBe(401);
      now += 70 * 1000;
    }
    expect((await login({ ...PUPIL, password: 'demo-password' })).statusCode).toBe(200);
    // Nine more failures would have blocked the account had the success not reset it.
    for (let i = 0; i < 9; i += 1) {
      expect((await login({ ...PUPIL, password: `again-${i}` })).statusCode).toBe(401);
      now += 20 * 1000;
    }
    const counted = await apps[0].db
      .selectFrom('throttle_counters')
      .select(['key', 'failures'])
      .where('key', 'like', 'loginAddress:%')
      .execute();
    expect(counted).toEqual([{ key: expect.any(String), failures: 18 }]);
    expect(18).toBeLessThan(address);
  });

  it('holds every name tried from a full address to three failures, and no other address', async () => {
    const { max } = ATTEMPT_LIMITS.loginAddress;
    for (let i = 0; i < max; i += 1) {
      const response = await login({
        username: `guess${i}`,
        schoolUsername: 'demoacademy',
        password: 'Password1',
        loginMode: 'U',
      });
      expect([i, response.statusCode]).toEqual([i, 401]);
    }
    // The address is full: the sprayer's next name gets three tries, not ten.
    for (let i = 0; i < ADDRESS_FULL_ACCOUNT_FAILURES; i += 1) {
      expect((await login({ ...PUPIL, password: `spray-${i}` })).statusCode).toBe(401);
      now += 70 * 1000;
    }
    const sprayer = await login({ ...PUPIL, password: 'demo-password' });
    expect(sprayer.statusCode).toBe(429);
    expect(Number(sprayer.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is held to the account's own limit only (3 of its 10 are used).
    const classmate = await login({ ...PUPIL, password: 'demo-password' }, { ip: '198.51.100.9' });
    expect(classmate.statusCode).toBe(200);
    // 100 failed logins cost two real password checks each: seconds on a busy machine.
  }, 60_000);

  it('never lets parallel guesses past the limit', async () => {
    // Two instances of one process cannot share a SQLite file's write lock (each waits
    // synchronously for the other); SQLite runs as one instance, PostgreSQL as many.
    const instances = testDialect === 'postgres' ? 2 : 1;
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login({ ...PUPIL, password: `parallel-${i}` }, { app: i % instances }),
      ),
    );
    const checked = guesses.filter((r) => r.statusCode === 401).length;
    // Three free failures, then the 1-second delay refuses the rest until the clock moves;
    // the hashing gate lets an account have only two logins in hand at once (503 beyond).
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(4);
    const refused = guesses.filter((r) => r.statusCode === 429 || r.statusCode === 503).length;
    expect(checked + refused).toBe(20);
  });

  it('stores neither the names tried nor the client address', async () => {
    await login({
      username: 'secret-name',
      schoolUsername: 'demoacademy',
      password: 'x',
      loginMode: 'U',
    });
    const rows = await apps[0].db.selectFrom('throttle_counters').select('key').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).toMatch(/^login(Account|Address|Device):[0-9a-f]{64}$/);
    }
  });
});
