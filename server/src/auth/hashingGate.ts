/**
 * A cap on concurrent password hashing. Each hash takes a core for ~25 ms (on threads of its
 * own at the lowest priority, hashingThreads.ts); unbounded, a login flood would queue
 * hundreds of them and hold every login's memory at once. Work beyond the cap waits in a
 * bounded queue; beyond that it is refused at once (the route answers 503 with Retry-After).
 */
import os from 'node:os';

export class HashingBusyError extends Error {
  constructor() {
    super('Password hashing is at capacity');
    this.name = 'HashingBusyError';
  }
}

/**
 * Who a piece of hashing work is for, and how much of the gate they may hold at once (in
 * flight or waiting). Keys are the account and the client address of a login, so one
 * account's flood of correct logins, or one address's, cannot fill the queue for everyone.
 */
export interface GateShare {
  key: string;
  max: number;
  /**
   * Beyond `max`, wait (idle, up to MAX_PARKED across the gate) for a place of this key to
   * free, instead of being refused at once: a flood on many connections then sits still
   * rather than coming straight back, request after request.
   */
  wait?: boolean;
}

/** Logins waiting for a place of their own key (their account's), across the whole gate. */
export const MAX_PARKED = 64;

/** A place taken in the gate before the work is known to be wanted (see HashingGate.enter). */
export interface GatePass {
  /** Waits for a hashing slot, runs the task, then gives the place back. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back without running anything (the attempt was refused meanwhile). */
  leave(): void;
}

export class HashingGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Passes given out and not yet finished or left: in flight, waiting, or about to ask. */
  private admitted = 0;
  private readonly held = new Map<string, number>();
  private parked = 0;
  private readonly lines = new Map<string, Array<() => void>>();

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new Error(`Hashing concurrency must be a positive integer, not ${concurrency}`);
    }
  }

  /** Runs the task when a slot is free; throws HashingBusyError when the queue is full. */
  async run<T>(task: () => Promise<T>, shares: readonly GateShare[] = []): Promise<T> {
    const pass = this.enter(shares);
    if (pass === undefined) throw new HashingBusyError();
    return pass.run(task);
  }

  /**
   * Takes a place, waiting while only a `wait` share is full (its line is FIFO); undefined
   * when the gate is full, another share is full, or too many already wait.
   */
  async admit(shares: readonly GateShare[]): Promise<GatePass | undefined> {
    for (;;) {
      const pass = this.enter(shares);
      if (pass !== undefined) return pass;
      if (this.admitted >= this.concurrency + this.maxWaiting) return undefined;
      const full = shares.filter(({ key, max }) => (this.held.get(key) ?? 0) >= max);
      const line = full.length === 1 && full[0]?.wait === true ? full[0].key : undefined;
      if (line === undefined || this.parked >= MAX_PARKED) return undefined;
      this.parked += 1;
      try {
        await new Promise<void>((resolve) => {
          const waiters = this.lines.get(line) ?? [];
          waiters.push(resolve);
          this.lines.set(line, waiters);
        });
      } finally {
        this.parked -= 1;
      }
    }
  }

  /**
   * Takes a place at once, or answers undefined when the gate is full or any share's key
   * already holds its `max` places. Taken before the attempt is counted against the login
   * limits, so a login the gate refuses is never a failed password.
   */
  enter(shares: readonly GateShare[] = []): GatePass | undefined {
    if (this.admitted >= this.concurrency + this.maxWaiting) return undefined;
    if (shares.some(({ key, max }) => (this.held.get(key) ?? 0) >= max)) return undefined;
    const keys = [...new Set(shares.map((share) => share.key))];
    this.admitted += 1;
    for (const key of keys) this.held.set(key, (this.held.get(key) ?? 0) + 1);
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      this.admitted -= 1;
      for (const key of keys) {
        const left = (this.held.get(key) ?? 1) - 1;
        if (left === 0) this.held.delete(key);
        else this.held.set(key, left);
        // The next in this key's line tries again for the place just freed.
        const waiters = this.lines.get(key);
        const next = waiters?.shift();
        if (waiters !== undefined && waiters.length === 0) this.lines.delete(key);
        next?.();
      }
    };
    return {
      run: async (task) => {
        if (done) throw new Error('This gate pass was already used');
        try {
          return await this.inSlot(task);
        } finally {
          release();
        }
      },
      leave: release,
    };
  }

  private async inSlot<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `running` only drops when none waits.
      if (next === undefined) this.running -= 1;
      else next();
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}

/**
 * One core is always left to the event loop (static files, API reads): on 2 cores, one hash
 * at a time. Hashing has its own threads, so libuv's pool stays whole for file reads.
 */
export function defaultHashConcurrency(cores: number = os.availableParallelism()): number {
  return Math.max(1, cores - 1);
}

const concurrency = defaultHashConcurrency();

/**
 * The process's one gate: the CPU it protects is the process's. Sixteen waiting logins per
 * slot is under a second of waiting for username logins (two hashes each, ~25 ms a hash).
 */
export const hashingGate = new HashingGate(concurrency, 16 * concurrency);

/**
 * A login's fair share of the gate, by the account name typed (folded as the lookups fold
 * it: known before any database work) and the client address. One account never needs more
 * than two logins checked at once (a double click, a second tab), so a flood of its correct
 * logins holds two places, and its further ones wait their turn idle (503 once MAX_PARKED
 * wait). One client address may hold half the gate: a school
 * behind one address still fills it at a lesson's start, yet leaves room for every other.
 */
export function loginShares(names: readonly string[], address: string): GateShare[] {
  return [
    ...names.map((name) => ({ key: `account:${name}`, max: LOGINS_PER_ACCOUNT, wait: true })),
    { key: `address:${address}`, max: Math.max(1, Math.floor(hashingGateCapacity() / 2)) },
  ];
}

export const LOGINS_PER_ACCOUNT = 2;

export function hashingGateCapacity(): number {
  return hashingGate.concurrency + hashingGate.maxWaiting;
}
