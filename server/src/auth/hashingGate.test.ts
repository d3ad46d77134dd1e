import { buildTestApp } from '../../test/support/buildTestApp';
import {
  defaultHashConcurrency,
  HashingBusyError,
  HashingGate,
  hashingGate,
  type GatePass,
} from './hashingGate';
import { hashPassword } from './passwords';

describe('the hashing gate', () => {
  it('runs at most its concurrency at once and refuses work beyond its queue', async () => {
    const gate = new HashingGate(2, 3);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await hashPassword('some password');
      running -= 1;
      return 'done';
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => gate.run(task)));
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusyError);
    // Everything that was let in has finished and given its slot back.
    expect(await gate.run(async () => 'again')).toBe('again');
    expect(gate.queued).toBe(0);
  });

  it("holds each key to its share: a waiting share's overflow waits its turn, any other is refused", async () => {
    const gate = new HashingGate(1, 8);
    const account = { key: 'account:pat', max: 1, wait: true };
    const address = { key: 'address:school', max: 2 };
    const first = gate.enter([account, address]);
    expect(first).toBeDefined();
    let second: GatePass | undefined;
    const waiting = gate.admit([account, address]).then((pass) => (second = pass));
    await new Promise((resolve) => setImmediate(resolve));
    expect(second).toBeUndefined();
    // The address has one place left, taken by someone else: the next is refused at once.
    const other = gate.enter([{ key: 'account:sam', max: 1, wait: true }, address]);
    expect(other).toBeDefined();
    expect(await gate.admit([{ key: 'account:kim', max: 1, wait: true }, address])).toBeUndefined();
    first?.leave();
    await waiting;
    expect(second).toBeDefined();
    // Given back twice is given back once.
    first?.leave();
    expect(gate.enter([account])).toBeUndefined();
    second?.leave();
    other?.leave();
    expect(gate.enter([account, address])).toBeDefined();
  });

  it('leaves a core to the event loop', () => {
    expect(defaultHashConcurrency(2)).toBe(1);
    expect(defaultHashConcurrency(1)).toBe(1);
    expect(defaultHashConcurrency(8)).toBe(7);
  });

  it('answers a login beyond a full queue with a quick 503 and Retry-After, and does not count it', async () => {
    const t = await buildTestApp();
    // Fill every slot and the whole queue with work that waits until the test lets it go.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: hashingGate.concurrency + hashingGate.maxWaiting }, () =>
      hashingGate.run(() => held),
    );
    try {
      const started = Date.now();
      const busy = await t.injectAs(undefined, {
        method: 'POST',
        url: '/api/public/login',
        payload: {
          username: 'pupil',
          schoolUsername: 'demoacademy',
          password: 'demo-password',
          loginMode: 'U',
        },
      });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({
        error: 'Skillfolio is busy checking other logins. Please wait a few seconds and try again.',
        retryAfterSeconds: 5,
      });
      // A refused login was never checked, so it is no failure: the counters are as before.
      const counted = await t.app.db.selectFrom('throttle_counters').select('failures').execute();
      expect(counted.every((row) => row.failures === 0)).toBe(true);
    } finally {
      release();
      await Promise.all(holders);
    }
    try {
      // Once the queue drains, the same login goes through.
      await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    } finally {
      await t.close();
    }
  });
});
