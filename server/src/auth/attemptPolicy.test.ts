import { ATTEMPT_LIMITS, decide } from './attemptPolicy';

describe('decide', () => {
  it('never refuses an attempt within the free failures, even one that read the clock before the last', () => {
    // Parallel reservations read the clock before queuing for the counter's lock, so the one
    // that gets the lock second may hold the earlier time.
    const policy = ATTEMPT_LIMITS.loginAddress;
    const first = decide(undefined, 10_000, policy);
    if (!first.allowed) throw new Error('the first attempt was refused');
    expect(decide(first.next, 9_999, policy).allowed).toBe(true);
  });

  it('still makes an attempt past the free failures wait', () => {
    const policy = ATTEMPT_LIMITS.loginAccount;
    let counter = undefined as Parameters<typeof decide>[0];
    for (let i = 0; i <= policy.freeFailures; i += 1) {
      const decision = decide(counter, 10_000, policy);
      if (!decision.allowed) throw new Error(`attempt ${i + 1} was refused`);
      counter = decision.next;
    }
    expect(decide(counter, 10_000, policy)).toEqual({
      allowed: false,
      retryAfterMs: policy.firstDelayMs,
    });
  });
});
