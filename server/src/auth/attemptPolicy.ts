/**
 * The rules of the attempt limiter, as pure functions of a counter and the time: how many
 * failures a key may have in a window, and how long each further attempt must wait.
 */

export interface LimitPolicy {
  /** Failures allowed per window; the next attempt is refused until the window ends. */
  max: number;
  /** The window starts at the first failure and lasts this long (ms). */
  windowMs: number;
  /** Failures before any delay; after that each attempt waits, doubling from firstDelayMs. */
  freeFailures: number;
  firstDelayMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * Every limit, by name. A later endpoint that sends mail or checks a code adds its own here
 * and calls `fastify.attemptLimits.reserve` with it (see server/README.md).
 */
export const ATTEMPT_LIMITS = {
  /**
   * Failed logins naming one account (or one unknown name): 10 per 15 minutes, then a
   * block until the window passes. Never a permanent lockout, which a classmate could
   * trigger on purpose. Delays of 1, 2, 4 … s from the 4th failure slow a guesser further.
   */
  loginAccount: { max: 10, windowMs: FIFTEEN_MINUTES, freeFailures: 3, firstDelayMs: 1000 },
  /**
   * Failed logins from one client address by browsers without a device cookie for the
   * account, whatever account they name. A whole school often shares one address, so a
   * full counter never refuses on its own: from then on, every account (or unknown name)
   * tried from the address gets only ADDRESS_FULL_ACCOUNT_FAILURES failures in its window,
   * so spraying stops early at each account, while an account nobody is guessing at still
   * opens with its password.
   */
  loginAddress: { max: 100, windowMs: FIFTEEN_MINUTES, freeFailures: 100, firstDelayMs: 0 },
  /**
   * Failed logins from one device cookie (a browser that has logged in to the account
   * before). Such a login ignores the account's and the address's counters, which strangers
   * fill; its own failures lock out only this cookie, as an account's lock out strangers.
   */
  loginDevice: { max: 10, windowMs: FIFTEEN_MINUTES, freeFailures: 3, firstDelayMs: 1000 },
  /**
   * Mails (registration codes, reset links) to one e-mail address, whatever asks: every
   * send counts. 5 an hour is plenty for a person and stops anyone using us to flood an inbox.
   */
  mailAddress: { max: 5, windowMs: ONE_HOUR, freeFailures: 5, firstDelayMs: 0 },
  /** Mails asked for by one client address, to any addresses: stops spraying strangers. */
  mailClient: { max: 20, windowMs: ONE_HOUR, freeFailures: 20, firstDelayMs: 0 },
  /**
   * Wrong registration codes and unusable password links from one client address. Each
   * registration also dies after 5 wrong codes (its own count, in its row).
   */
  codeClient: { max: 30, windowMs: FIFTEEN_MINUTES, freeFailures: 10, firstDelayMs: 1000 },
  /**
   * Wrong second-factor codes (TOTP or recovery) for one account: 10 per 15 minutes, with
   * delays from the 4th. About three six-digit codes are valid at any moment, so a guesser
   * has ~1 chance in 33,000 per window.
   */
  secondFactorAccount: {
    max: 10,
    windowMs: FIFTEEN_MINUTES,
    freeFailures: 3,
    firstDelayMs: 1000,
  },
} as const satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof ATTEMPT_LIMITS;

/**
 * While an address's loginAddress counter is full: the failures an account (or unknown name)
 * tried from it may have in its own window. A pupil's own slip or two; then it counts as
 * under attack, and only a device that has logged in to it before gets through.
 */
export const ADDRESS_FULL_ACCOUNT_FAILURES = 3;

/** One key's counter as stored. */
export interface Counter {
  failures: number;
  window_ends_ms: number;
  next_allowed_ms: number;
}

export type Decision = { allowed: true; next: Counter } | { allowed: false; retryAfterMs: number };

/** Whether one more attempt may go ahead now and, if so, the counter that counts it. */
export function decide(counter: Counter | undefined, now: number, policy: LimitPolicy): Decision {
  const windowOver = counter === undefined || counter.window_ends_ms <= now;
  const failures = windowOver ? 0 : counter.failures;
  const windowEnds = windowOver ? now + policy.windowMs : counter.window_ends_ms;
  if (failures >= policy.max) return { allowed: false, retryAfterMs: windowEnds - now };
  if (!windowOver && now < counter.next_allowed_ms) {
    return { allowed: false, retryAfterMs: counter.next_allowed_ms - now };
  }
  const after = failures + 1;
  const delay = delayAfter(after, policy);
  return {
    allowed: true,
    next: {
      failures: after,
      window_ends_ms: windowEnds,
      // No delay is no wait at all: `now` itself would refuse a parallel attempt that read
      // the clock a moment earlier but reached the counter later (a spurious 429).
      next_allowed_ms: delay === 0 ? 0 : now + delay,
    },
  };
}

/** The wait before the next attempt once `failures` attempts have been counted. */
export function delayAfter(failures: number, policy: LimitPolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (failures - policy.freeFailures - 1), policy.windowMs);
}
