/**
 * The body of one password-hashing thread (started by hashingThreads.ts). It first lowers
 * its own scheduling priority (on Linux, os.setPriority without a pid changes only the
 * calling thread), so a hash's ~25 ms of CPU gives way whenever the event loop or a file
 * read wants the core, then runs each job's argon2 synchronously, one at a time.
 *
 * Node runs this file from the source (type stripping, in tests) as well as built into
 * dist (hashWorker.mjs): erasable TypeScript only, and only node: imports.
 */
import { argon2Sync } from 'node:crypto';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

export interface HashJob {
  id: number;
  type: 'argon2id' | 'argon2i' | 'argon2d';
  password: string;
  salt: Uint8Array;
  /** KiB. */
  memory: number;
  passes: number;
  parallelism: number;
  tagLength: number;
}

export type HashThreadMessage =
  | { kind: 'started'; nice: number }
  | { kind: 'done'; id: number; tag: Uint8Array }
  | { kind: 'failed'; id: number; error: string };

export interface HashThreadData {
  nice: number;
}

const port = parentPort;
if (port !== null) {
  const { nice } = workerData as HashThreadData;
  try {
    setPriority(nice);
  } catch {
    // Not allowed here (or not on this system): hash at the usual priority.
  }
  port.postMessage({ kind: 'started', nice: getPriority() } satisfies HashThreadMessage);
  port.on('message', (job: HashJob) => {
    let reply: HashThreadMessage;
    try {
      const tag = argon2Sync(job.type, {
        message: job.password,
        nonce: job.salt,
        memory: job.memory,
        passes: job.passes,
        parallelism: job.parallelism,
        tagLength: job.tagLength,
      });
      reply = { kind: 'done', id: job.id, tag };
    } catch (error) {
      reply = {
        kind: 'failed',
        id: job.id,
        error: error instanceof Error ? error.message : 'failed',
      };
    }
    port.postMessage(reply);
  });
}
