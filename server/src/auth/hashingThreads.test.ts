/**
 * The hashing threads, real ones: their priority as the kernel sees it, how many run, and
 * what happens when a job fails or the pool stops.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HASHING_NICE, HashingThreads, type HashRequest } from './hashingThreads';

const JOB: HashRequest = {
  type: 'argon2id',
  password: 'some password',
  salt: new Uint8Array(16).fill(7),
  memory: 19456,
  passes: 2,
  parallelism: 1,
  tagLength: 32,
};

/** This process's threads by name, each with its niceness (Linux /proc). */
function threadsByName(): Array<{ name: string; nice: number }> {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      return [{ name, nice: Number(fields[16]) }];
    } catch {
      return []; // ended meanwhile
    }
  });
}

const onLinux = process.platform === 'linux' ? it : it.skip;

let pools: HashingThreads[] = [];
function pool(...args: ConstructorParameters<typeof HashingThreads>) {
  const created = new HashingThreads(...args);
  pools.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

describe('the hashing threads', () => {
  onLinux('hash at the lowest priority while the event loop keeps its own', async () => {
    const threads = pool(2);
    const mainBefore = threadsByName().find((t) => t.name === 'node-MainThread')?.nice;
    await Promise.all([threads.run(JOB), threads.run(JOB)]);
    // (Another test file in this jest worker may have left the app's own pool's threads.)
    const hashing = threadsByName().filter((t) => t.name === 'hashing');
    expect(hashing.length).toBeGreaterThanOrEqual(2);
    expect(hashing.every((t) => t.nice === HASHING_NICE)).toBe(true);
    expect(threads.priorities).toEqual([HASHING_NICE, HASHING_NICE]);
    // Only the hashing threads were lowered: the event loop's thread is as it was.
    expect(threadsByName().find((t) => t.name === 'node-MainThread')?.nice).toBe(mainBefore);
    expect(HASHING_NICE).toBe(19);
  });

  it('computes argon2 as Node does, off the event loop, never more than its size at once', async () => {
    const { argon2Sync } = await import('node:crypto');
    const threads = pool(2);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    const salts = Array.from({ length: 6 }, (_, i) => new Uint8Array(16).fill(i));
    const most: number[] = [];
    const jobs = salts.map((salt) => threads.run({ ...JOB, salt }));
    most.push(threads.running);
    const tags = await Promise.all(
      jobs.map((job) => job.then((tag) => (most.push(threads.running), tag))),
    );
    clearInterval(ticker);
    expect(Math.max(...most)).toBe(2);
    // The event loop ran its timer all along (six hashes in a row take far more than 6 ms).
    expect(ticks).toBeGreaterThan(6);
    for (const [i, salt] of salts.entries()) {
      const expected = argon2Sync('argon2id', {
        message: JOB.password,
        nonce: salt,
        memory: JOB.memory,
        passes: JOB.passes,
        parallelism: JOB.parallelism,
        tagLength: JOB.tagLength,
      });
      expect(tags[i]?.equals(expected)).toBe(true);
    }
  });

  it('rejects a job argon2 refuses, and goes on with the next', async () => {
    const threads = pool(1);
    await expect(threads.run({ ...JOB, parallelism: 0 })).rejects.toThrow(/Hashing failed/);
    expect(await threads.run(JOB)).toHaveLength(32);
  });

  it('ends a thread left idle, and starts one again for the next job', async () => {
    const threads = pool(1, { idleMs: 50 });
    await threads.run(JOB);
    expect(threads.running).toBe(1);
    for (let i = 0; i < 100 && threads.running > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(threads.running).toBe(0);
    expect(await threads.run(JOB)).toHaveLength(32);
  });

  it('rejects work in hand and waiting when it stops', async () => {
    const threads = pool(1);
    const [inHand, waiting] = [threads.run(JOB), threads.run(JOB)];
    const settled = Promise.allSettled([inHand, waiting]);
    await threads.close();
    const [first, second] = await settled;
    expect(first?.status).toBe('rejected');
    expect(second).toMatchObject({ status: 'rejected', reason: new Error('Hashing has stopped') });
    expect(threads.running).toBe(0);
  });

  it('keeps a process alive while it owes a hash, and lets it exit once idle', async () => {
    // A command-line tool (create-admin) awaits one hash with nothing else to keep it running.
    const root = path.resolve(__dirname, '../../..');
    const script = [
      `require(${JSON.stringify(path.join(root, 'jest.server-source.cjs'))}).registerServerSource();`,
      `const { hashPassword } = require(${JSON.stringify(path.join(__dirname, 'passwords.ts'))});`,
      `hashPassword('long enough').then((hash) => console.log(hash));`,
    ].join('\n');
    // Killed after 20 s, so a process that never exits fails the test rather than outlives it.
    const child = spawn(process.execPath, ['-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 20_000,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(output.trim()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$\S+$/);
    expect(code).toBe(0);
  });
});
