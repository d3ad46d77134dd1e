/**
 * A successful login's writes (the session, the device, the audit entry, the attempt
 * counters' reset) and the second factor's (the code's use, the session's mark and new id,
 * the audit entry, the counter's reset) are one transaction each: a failure in any write,
 * made here by a trigger in the test database that refuses one of them, lands none.
 */
import { dialectOf } from '../db/dialect';
import { keyOf } from '../plugins/attemptLimits';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { accountAttempt } from './loginService';
import { secondFactorAttempt } from './secondFactorService';
import { hashToken } from './tokens';
import { newTotpSecret, totpCodeAt } from './totp';

const NOW_MS = Date.parse('2026-12-02T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date(NOW_MS) });
});
afterAll(() => t.close());

const PLANT = 'planted_failure';

/** A trigger that refuses the write: `when` is a condition on NEW (or OLD, for a delete). */
async function plantFailure(event: 'INSERT' | 'DELETE', table: string, when = 'TRUE') {
  if (dialectOf(t.app.db) === 'sqlite') {
    await t.sql(
      `CREATE TRIGGER ${PLANT} BEFORE ${event} ON ${table} WHEN ${when === 'TRUE' ? '1' : when}
       BEGIN SELECT RAISE(ABORT, '${PLANT}'); END`,
    );
    return;
  }
  await t.sql(
    `CREATE FUNCTION ${PLANT}() RETURNS trigger LANGUAGE plpgsql
     AS $$ BEGIN RAISE EXCEPTION '${PLANT}'; END $$`,
  );
  await t.sql(
    `CREATE TRIGGER ${PLANT} BEFORE ${event} ON ${table} FOR EACH ROW WHEN (${when})
     EXECUTE FUNCTION ${PLANT}()`,
  );
}

async function removePlant(table: string) {
  if (dialectOf(t.app.db) === 'sqlite') {
    await t.sql(`DROP TRIGGER ${PLANT}`);
    return;
  }
  await t.sql(`DROP TRIGGER ${PLANT} ON ${table}`);
  await t.sql(`DROP FUNCTION ${PLANT}()`);
}

async function userIdOf(username: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('users')
    .innerJoin('schools', 'schools.school_id', 'users.school_id')
    .select('users.user_id')
    .where('schools.school_username', '=', 'demoacademy')
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** What a login writes for the user: rows counted, and the counter's failures (none: null). */
async function writesOf(userId: number, counterKey: string) {
  const count = async (table: 'sessions' | 'device_cookies') =>
    (await t.app.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute())
      .length;
  const audit = await t.app.db
    .selectFrom('audit_log')
    .select('action')
    .where('actor_user_id', '=', userId)
    .execute();
  const counter = await t.app.db
    .selectFrom('throttle_counters')
    .select('failures')
    .where('key', '=', counterKey)
    .executeTakeFirst();
  return {
    sessions: await count('sessions'),
    devices: await count('device_cookies'),
    audit: audit.map((row) => row.action),
    counterFailures: counter === undefined ? null : Number(counter.failures),
  };
}

const loginTeacher = (headers: Record<string, string> = {}) =>
  t.injectAs(undefined, {
    method: 'POST',
    url: '/api/public/login',
    headers,
    payload: {
      username: 'teacher',
      password: 'demo-password',
      loginMode: 'U',
      schoolUsername: 'demoacademy',
    },
  });

describe('a successful login', () => {
  it.each([
    [
      'its audit entry (a write in the middle)',
      'INSERT',
      'audit_log',
      "NEW.action = 'login.success'",
    ],
    ['its counter reset (the last write)', 'DELETE', 'throttle_counters', 'TRUE'],
  ] as const)(
    'that fails at %s lands none of its writes and sets no cookie; it works once the fault is gone',
    async (_what, event, table, when) => {
      const userId = await userIdOf('teacher');
      const key = keyOf(accountAttempt(userId));
      // Each case from a clean counter, whatever an earlier one left.
      await t.app.db.deleteFrom('throttle_counters').where('key', '=', key).execute();
      const before = await writesOf(userId, key);
      expect(before.counterFailures).toBeNull();

      await plantFailure(event, table, when);
      let failed;
      try {
        failed = await loginTeacher();
      } finally {
        await removePlant(table);
      }
      expect(failed.statusCode).toBe(500);
      expect(failed.cookies).toEqual([]);
      // The attempt stays counted, as a failure's would (it was counted before the check).
      expect(await writesOf(userId, key)).toEqual({ ...before, counterFailures: 1 });

      const worked = await loginTeacher();
      expect(worked.statusCode).toBe(200);
      expect(worked.cookies.map((c) => c.name)).toEqual(['sf_session', 'sf_device']);
      expect(await writesOf(userId, key)).toEqual({
        sessions: before.sessions + 1,
        devices: before.devices + 1,
        audit: [...before.audit, 'login.success'],
        counterFailures: null,
      });
    },
  );

  it('from a known device that fails lands none of its writes: the device is not touched', async () => {
    const userId = await userIdOf('teacher');
    const first = await loginTeacher();
    const device = first.cookies.find((c) => c.name === 'sf_device');
    expect(device).toBeDefined();
    const deviceRow = () =>
      t.app.db
        .selectFrom('device_cookies')
        .select(['last_used', 'expires_at'])
        .where('user_id', '=', userId)
        .execute();
    // Made long ago, so a touch would show.
    await t.app.db
      .updateTable('device_cookies')
      .set({ last_used: '2026-01-01T00:00:00.000Z', expires_at: '2026-06-30T00:00:00.000Z' })
      .where('user_id', '=', userId)
      .execute();
    const devicesBefore = await deviceRow();
    const sessionsBefore = (await writesOf(userId, '')).sessions;

    await plantFailure('INSERT', 'audit_log', "NEW.action = 'login.success'");
    let failed;
    try {
      failed = await loginTeacher({ cookie: `sf_device=${device?.value ?? ''}` });
    } finally {
      await removePlant('audit_log');
    }
    expect(failed.statusCode).toBe(500);
    expect(await deviceRow()).toEqual(devicesBefore);
    expect((await writesOf(userId, '')).sessions).toBe(sessionsBefore);
  });
});

describe('the second factor step', () => {
  it('that fails lands none of its writes: the code is not used up, the session neither marked nor renamed', async () => {
    const userId = await userIdOf('head');
    const secret = newTotpSecret();
    await t.app.db
      .updateTable('users')
      .set({
        second_factor_exempt: 0,
        totp_secret: secret,
        totp_confirmed_at: new Date(NOW_MS - 86_400_000).toISOString(),
        totp_last_step: null,
      })
      .where('user_id', '=', userId)
      .execute();
    const cookie = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const idHash = hashToken(cookie.split('=')[1] ?? '');
    const code = totpCodeAt(secret, new Date(NOW_MS));
    const key = keyOf(secondFactorAttempt(userId));
    const state = async () => ({
      step: (
        await t.app.db
          .selectFrom('users')
          .select('totp_last_step')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).totp_last_step,
      session: await t.app.db
        .selectFrom('sessions')
        .select('second_factor_at')
        .where('id_hash', '=', idHash)
        .executeTakeFirst(),
      ...(await writesOf(userId, key)),
    });
    const before = await state();
    expect(before.session).toEqual({ second_factor_at: null });

    await plantFailure('INSERT', 'audit_log', "NEW.action = 'login.second_factor'");
    let failed;
    try {
      failed = await t.injectAs(cookie, {
        method: 'POST',
        url: '/api/user/VerifySecondFactor',
        payload: { code },
      });
    } finally {
      await removePlant('audit_log');
    }
    expect(failed.statusCode).toBe(500);
    expect(failed.cookies).toEqual([]);
    expect(await state()).toEqual({ ...before, counterFailures: 1 });

    // The same code, since it was never used, now works.
    const worked = await t.injectAs(cookie, {
      method: 'POST',
      url: '/api/user/VerifySecondFactor',
      payload: { code },
    });
    expect(worked.statusCode).toBe(200);
    expect(worked.cookies.map((c) => c.name)).toEqual(['sf_session']);
    const after = await state();
    expect(after.session).toBeUndefined();
    expect(after.step).not.toBeNull();
    expect(after.audit).toEqual([...before.audit, 'login.second_factor']);
    expect(after.counterFailures).toBeNull();
  });
});
