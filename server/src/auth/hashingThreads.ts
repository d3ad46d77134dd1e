/**
 * Threads of our own for password hashing, each at the lowest scheduling priority
 * (hashWorker.mts). argon2 from libuv's pool ran at the event loop's priority: on 2 cores a
 * hash in flight took a core the event loop, and the pool's file reads for static files,
 * then had to wait for, and a login flood made every other request's tail slow. At nice
 * 19 the kernel runs a hashing thread only when nothing else of ours (or anything at normal
 * priority) wants the core; on an idle core it hashes at full speed.
 *
 * How many hash at once is the hashing gate's business (hashingGate.ts); this pool only
 * never runs more than `size`, queues the rest in order, starts a thread on first use and
 * ends it after a while idle, and replaces one that dies.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { HashJob, HashThreadData, HashThreadMessage } from './hashWorker.mjs';

/** The lowest priority there is (on Linux and macOS): hashing gives way to everything. */
export const HASHING_NICE = 19;

/**
 * A thread idle this long ends, giving back its ~16 MB (a Node isolate); the next hash starts
 * one again, which costs 50–150 ms once (on the first login after a quiet spell, whoever it is).
 */
const IDLE_MS = 10_000;

// Beside this file: hashWorker.mjs when built, hashWorker.mts when run from the source (an
// ES module either way, whatever the package's type, so Node never has to guess).
const WORKER_FILE = path.join(
  __dirname,
  path.extname(__filename) === '.ts' ? 'hashWorker.mts' : 'hashWorker.mjs',
);

export type HashRequest = Omit<HashJob, 'id'>;

interface Pending {
  job: HashJob;
  resolve: (tag: Buffer) => void;
  reject: (error: Error) => void;
}

interface HashThread {
  worker: Worker;
  /** The niceness the thread reported once started. */
  nice?: number;
  busy?: Pending;
  idleTimer?: NodeJS.Timeout;
}

export interface HashingThreadsOptions {
  nice?: number;
  idleMs?: number;
}

export class HashingThreads {
  private readonly threads = new Set<HashThread>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private readonly nice: number;
  private readonly idleMs: number;

  constructor(
    readonly size: number,
    { nice = HASHING_NICE, idleMs = IDLE_MS }: HashingThreadsOptions = {},
  ) {
    if (!Number.isInteger(size) || size < 1) {
      throw new Error(`Hashing threads must be a positive integer, not ${size}`);
    }
    this.nice = nice;
    this.idleMs = idleMs;
  }

  /** The argon2 tag of the request, computed on one of the pool's threads. */
  run(request: HashRequest): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...request, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  /** The niceness each running thread set itself to (for tests and diagnosis). */
  get priorities(): number[] {
    return [...this.threads].flatMap((thread) => (thread.nice === undefined ? [] : [thread.nice]));
  }

  get running(): number {
    return this.threads.size;
  }

  /** Ends every thread; work not yet done is rejected. */
  async close(): Promise<void> {
    for (const pending of this.queue.splice(0)) pending.reject(new Error('Hashing has stopped'));
    await Promise.all([...this.threads].map((thread) => this.end(thread)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let thread = [...this.threads].find((candidate) => candidate.busy === undefined);
      if (thread === undefined) {
        if (this.threads.size >= this.size) return;
        thread = this.start();
      }
      const pending = this.queue.shift();
      if (pending === undefined) return;
      clearTimeout(thread.idleTimer);
      thread.busy = pending;
      // Keeps the process alive while a hash is owed (a CLI awaiting one must not exit).
      thread.worker.ref();
      thread.worker.postMessage(pending.job);
    }
  }

  private start(): HashThread {
    const worker = new Worker(WORKER_FILE, {
      name: 'hashing',
      workerData: { nice: this.nice } satisfies HashThreadData,
      stdout: false,
      stderr: false,
    });
    const thread: HashThread = { worker };
    this.threads.add(thread);
    let failure: Error | undefined;
    worker.on('message', (message: HashThreadMessage) => this.received(thread, message));
    worker.on('error', (error: unknown) => {
      failure = error instanceof Error ? error : new Error('The hashing thread failed');
    });
    worker.on('exit', () => {
      this.threads.delete(thread);
      clearTimeout(thread.idleTimer);
      const lost = thread.busy;
      thread.busy = undefined;
      lost?.reject(failure ?? new Error('The hashing thread stopped'));
      this.dispatch();
    });
    worker.unref();
    return thread;
  }

  private received(thread: HashThread, message: HashThreadMessage): void {
    if (message.kind === 'started') {
      thread.nice = message.nice;
      return;
    }
    const pending = thread.busy;
    if (pending === undefined || pending.job.id !== message.id) return;
    thread.busy = undefined;
    if (message.kind === 'done') {
      pending.resolve(
        Buffer.from(message.tag.buffer, message.tag.byteOffset, message.tag.byteLength),
      );
    } else {
      pending.reject(new Error(`Hashing failed: ${message.error}`));
    }
    this.dispatch();
    if (thread.busy === undefined) this.idle(thread);
  }

  private idle(thread: HashThread): void {
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => {
      if (thread.busy === undefined) void this.end(thread);
    }, this.idleMs);
    thread.idleTimer.unref();
  }

  private async end(thread: HashThread): Promise<void> {
    // Out of the pool at once, so no new work goes to a thread on its way out.
    this.threads.delete(thread);
    clearTimeout(thread.idleTimer);
    await thread.worker.terminate();
  }
}
