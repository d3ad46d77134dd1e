/**
 * A cap on concurrent password hashing. argon2 runs on libuv's thread pool, the same small
 * pool that reads static files; unbounded, a login flood queued hundreds of hashes there and
 * every file read waited behind them. Work beyond the cap waits in a bounded queue; beyond
 * that it is refused at once (the route answers 503 with Retry-After).
 */
import os from 'node:os';

export class HashingBusyError extends Error {
  constructor() {
    super('Password hashing is at capacity');
    this.name = 'HashingBusyError';
  }
}

export class HashingGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new Error(`Hashing concurrency must be a positive integer, not ${concurrency}`);
    }
  }

  /** Runs the task when a slot is free; throws HashingBusyError when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new HashingBusyError();
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
 * One core is always left to the event loop (static files, API reads), and two threads of
 * libuv's pool (UV_THREADPOOL_SIZE, default 4) to file reads: on 2 cores, one hash at a time.
 */
export function defaultHashConcurrency(
  cores: number = os.availableParallelism(),
  threadPoolSize: number = Number(process.env.UV_THREADPOOL_SIZE ?? 4) || 4,
): number {
  return Math.max(1, Math.min(cores - 1, threadPoolSize - 2));
}

const concurrency = defaultHashConcurrency();

/**
 * The process's one gate: the CPU it protects is the process's. Sixteen waiting logins per
 * slot is under a second of waiting for username logins (two hashes each, ~25 ms a hash).
 */
export const hashingGate = new HashingGate(concurrency, 16 * concurrency);
