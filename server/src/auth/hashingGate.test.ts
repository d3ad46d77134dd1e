import { buildTestApp } from '../test/buildTestApp';
import { defaultHashConcurrency, HashingBusyError, HashingGate, hashingGate } from './hashingGate';
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

  it('leaves a core to the event loop and two pool threads to file reads', () => {
    expect(defaultHashConcurrency(2, 4)).toBe(1);
    expect(defaultHashConcurrency(1, 4)).toBe(1);
    expect(defaultHashConcurrency(8, 4)).toBe(2);
    expect(defaultHashConcurrency(8, 16)).toBe(7);
  });

  it('answers a login flood beyond the queue with a quick 503 and Retry-After, and checks the rest', async () => {
    const t = await buildTestApp();
    try {
      const flood = hashingGate.concurrency + hashingGate.maxWaiting + 10;
      const started = Date.now();
      const replies = await Promise.all(
        Array.from({ length: flood }, (_, i) =>
          t.injectAs(undefined, {
            method: 'POST',
            url: '/api/public/login',
            payload: { username: `flood${i}`, password: 'x', loginMode: 'U' },
          }),
        ),
      );
      const busy = replies.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThanOrEqual(10);
      expect(replies.filter((r) => r.statusCode === 401).length).toBeGreaterThanOrEqual(
        hashingGate.concurrency + hashingGate.maxWaiting,
      );
      expect(busy[0]?.headers['retry-after']).toBe('5');
      expect(busy[0]?.json()).toEqual({
        error: 'Skillfolio is busy checking other logins. Please wait a few seconds and try again.',
        retryAfterSeconds: 5,
      });
      expect(Date.now() - started).toBeLessThan(20_000);
      // A refused login was never checked, so it does not count as a failure.
      const address = await t.app.db
        .selectFrom('throttle_counters')
        .select('failures')
        .where('key', 'like', 'loginAddress:%')
        .executeTakeFirstOrThrow();
      expect(address.failures).toBe(flood - busy.length);
    } finally {
      await t.close();
    }
  });
});
