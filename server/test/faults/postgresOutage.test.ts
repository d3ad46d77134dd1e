/**
 * PostgreSQL goes away under writes and comes back, round after round, and the server holds:
 * the built server as a child process on a PostgreSQL cluster of this file's own, which it
 * stops (`pg_ctl stop -m fast`, once `-m immediate`) while a pupil saves notes, with the
 * server paused (SIGSTOP) through the stop as a busy CPU would leave it. The process must
 * never exit; during the outage every reply is a 503 with Retry-After, never a 500, never
 * slower than 5 s; a write succeeds within 5 s of PostgreSQL's return; and every
 * acknowledged write is in the database. The same cluster gives the real pg errors the
 * classifier (http/environmentErrors) is tested on.
 *
 * It runs its own cluster whatever the run's database, so the PostgreSQL pass leaves it out
 * (@sameOnEitherDatabase, server/jest.config.cjs).
 */
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createCluster, postgresBinDir } from '../../../scripts/testing/postgresCluster.cjs';
import type { PostgresCluster } from '../../../scripts/testing/postgresCluster.cjs';
import { freePort } from '../../../scripts/testing/freePort.cjs';
import { ENVIRONMENT_TEXT } from '@skillfolio/shared/wire';
import { loginPupil, startServer, stopServer } from '../../src/durability/serverProcess';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/plugins/guard';
import type { ServerProcess } from '../../src/durability/serverProcess';
import { openDatabase, PG_CONNECT_TIMEOUT_MS } from '../../src/db/connection';
import { environmentCauseOf } from '../../src/http/environmentErrors';

const ROUNDS = 6;
/** Writes in flight at once, each loop pausing between its writes. */
const WRITERS = 3;
const PAUSE_BETWEEN_WRITES_MS = 25;
/** How long PostgreSQL stays down in each round. */
const DOWN_MS = 2_500;
const LIMIT_MS = 5_000;
const HUNG_MS = 15_000;
/** What a 503 of the environment's may say. */
const SENTENCES: unknown[] = Object.values(ENVIRONMENT_TEXT);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: PostgresCluster;
beforeAll(async () => {
  const bin = postgresBinDir();
  if (bin === null) {
    throw new Error("PostgreSQL is not installed: install Debian's postgresql package.");
  }
  // An acknowledged write must outlive even `-m immediate`, as on a real server.
  cluster = await createCluster(bin, { synchronousCommit: true });
  await cluster.start();
}, 60_000);
afterAll(() => cluster?.remove());

async function until(condition: () => boolean, what: string, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await sleep(5);
  }
}

/** The error `work` throws. */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

/** A client of the test's own; one that loses its connection must not end the test process. */
async function connected(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

describe('the errors of a real PostgreSQL, classified', () => {
  it('a session ended by the server (57P01) and the broken client after it: database unavailable', async () => {
    const victim = await connected();
    // The server's message (57P01), then the socket's end: a client emits both.
    const emitted: unknown[] = [];
    victim.on('error', (error) => {
      emitted.push(error);
    });
    const pid = (await victim.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]
      ?.pid;
    const admin = await connected();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await until(() => emitted.length > 0, 'the ended session to be reported');
      const ended = emitted[0];
      expect((ended as { code?: unknown }).code).toBe('57P01');
      expect(environmentCauseOf(ended)).toBe('database unavailable');
      const refused = await errorOf(() => victim.query('select 1'));
      expect(environmentCauseOf(refused)).toBe('database unavailable');
      // As the app's wrappers would pass it on.
      expect(environmentCauseOf(new Error('save failed', { cause: refused }))).toBe(
        'database unavailable',
      );
    } finally {
      await admin.end();
      await victim.end().catch(() => undefined);
    }
  });

  it('nothing listening (ECONNREFUSED): database unavailable', async () => {
    const nobody = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'postgres' });
    const refused = await errorOf(() => nobody.connect());
    expect(environmentCauseOf(refused)).toBe('database unavailable');
  });

  it('every pooled connection in use past the wait: database busy', async () => {
    const pool = new pg.Pool({
      connectionString: cluster.url,
      max: 1,
      connectionTimeoutMillis: 200,
    });
    const held = await pool.connect();
    try {
      const timedOut = await errorOf(() => pool.connect());
      expect(environmentCauseOf(timedOut)).toBe('database busy');
    } finally {
      held.release();
      await pool.end();
    }
  });

  it('too many connections (53300): database busy', async () => {
    const admin = await connected();
    await admin.query('create role limited login connection limit 0');
    try {
      const url = new URL(cluster.url);
      url.username = 'limited';
      const refused = await errorOf(() =>
        new pg.Client({ connectionString: url.toString() }).connect(),
      );
      expect((refused as { code?: unknown }).code).toBe('53300');
      expect(environmentCauseOf(refused)).toBe('database busy');
    } finally {
      await admin.query('drop role limited');
      await admin.end();
    }
  });

  it('a PostgreSQL that never answers (a network that swallows packets): the app gives up after its connect timeout', async () => {
    // Takes connections, reads and says nothing, as a host behind a dead route would.
    const silent = net.createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const db = openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    try {
      const startedAt = Date.now();
      const gaveUp = await Promise.race([
        errorOf(() => sql`select 1`.execute(db)),
        sleep(PG_CONNECT_TIMEOUT_MS + 5_000).then(() => new Error('still waiting')),
      ]);
      expect(environmentCauseOf(gaveUp)).toBe('database unavailable');
      expect(Date.now() - startedAt).toBeLessThan(PG_CONNECT_TIMEOUT_MS + 1_000);
    } finally {
      await db.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("the user's or the code's errors stay what they are: a bad query, a broken unique index", async () => {
    const client = await connected();
    try {
      expect(environmentCauseOf(await errorOf(() => client.query('select from')))).toBeUndefined();
      await client.query('create temp table once (id int primary key)');
      await client.query('insert into once values (1)');
      const duplicate = await errorOf(() => client.query('insert into once values (1)'));
      expect((duplicate as { code?: unknown }).code).toBe('23505');
      expect(environmentCauseOf(duplicate)).toBeUndefined();
    } finally {
      await client.end();
    }
  });
});

interface Reply {
  status: number;
  retryAfter: string | null;
  error: unknown;
  startedAt: number;
  endedAt: number;
}

/** Saves notes named `${prefix}-n` from WRITERS loops until stopped, keeping every reply. */
function writeNotes(url: string, cookie: string, prefix: string) {
  const acknowledged: string[] = [];
  const replies: Reply[] = [];
  const failures: string[] = [];
  let stopped = false;
  let next = 0;
  const loops = Array.from({ length: WRITERS }, async () => {
    while (!stopped) {
      const title = `${prefix}-${next++}`;
      const startedAt = Date.now();
      try {
        const response = await fetch(`${url}/api/user/SaveNote`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
            cookie,
          },
          body: JSON.stringify({
            note_id: 0,
            note_title: title,
            note_text: 'written while PostgreSQL comes and goes',
          }),
          // A hung request is a failure, never a hung test.
          signal: AbortSignal.timeout(HUNG_MS),
        });
        const text = await response.text();
        const endedAt = Date.now();
        let error: unknown;
        try {
          error = (JSON.parse(text) as { error?: unknown }).error;
        } catch {
          error = text;
        }
        replies.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          error,
          startedAt,
          endedAt,
        });
        if (response.status === 200) acknowledged.push(title);
      } catch (error) {
        // The server closed the connection, went away or hung: never acceptable here.
        failures.push(`${title}: ${String(error)}`);
        return;
      }
      await sleep(PAUSE_BETWEEN_WRITES_MS);
    }
  });
  return {
    acknowledged,
    replies,
    failures,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

describe('a PostgreSQL outage under writes', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-outage-'));
  });
  afterEach(async () => {
    if (server !== undefined) await stopServer(server);
    server = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`never crashes the server, answers 503 while it lasts and recovers within 5 s, ${ROUNDS} times over`, async () => {
    const running = await startServer(dataDir, true, { DATABASE_URL: cluster.url });
    server = running;
    let exit: number | string | undefined;
    void running.exited.then((code) => (exit = code));
    const alive = (condition: () => boolean) => () => {
      if (exit !== undefined) {
        throw new Error(`The server exited (${exit}):\n${running.output().slice(-4000)}`);
      }
      return condition();
    };
    const cookie = await loginPupil(running.url);
    const lost: string[] = [];
    const wrong: string[] = [];
    const slow: string[] = [];
    const recoveries: number[] = [];
    let outageReplies = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const prefix = `outage${round}`;
      const writer = writeNotes(running.url, cookie, prefix);
      await until(
        alive(() => writer.acknowledged.length >= 3),
        'writes before the outage',
      );

      // The server stops still (SIGSTOP) while PostgreSQL shuts down, as on a CPU too busy
      // to run it: it meets every ended connection at once when it runs again.
      const mode = round === ROUNDS - 1 ? 'immediate' : 'fast';
      const pausedAt = Date.now();
      running.child.kill('SIGSTOP');
      try {
        await cluster.stop(mode);
      } finally {
        running.child.kill('SIGCONT');
      }
      const resumedAt = Date.now();
      await sleep(DOWN_MS);
      await cluster.start();
      const backAt = Date.now();
      await until(
        alive(() => writer.replies.some((r) => r.status === 200 && r.startedAt >= backAt)),
        'a write after PostgreSQL came back',
      );
      await writer.stop();

      const firstBack = writer.replies.find((r) => r.status === 200 && r.startedAt >= backAt);
      recoveries.push((firstBack?.endedAt ?? Number.POSITIVE_INFINITY) - backAt);
      for (const reply of writer.replies) {
        // The time the server was paused is the test's doing, not the server's.
        const paused = Math.max(
          0,
          Math.min(reply.endedAt, resumedAt) - Math.max(reply.startedAt, pausedAt),
        );
        if (reply.endedAt - reply.startedAt - paused > LIMIT_MS) {
          slow.push(`round ${round}: ${reply.status} after ${reply.endedAt - reply.startedAt} ms`);
        }
        if (reply.status === 200) continue;
        outageReplies += 1;
        const honest =
          reply.status === 503 && reply.retryAfter === '5' && SENTENCES.includes(reply.error);
        if (!honest) {
          wrong.push(`round ${round}: ${reply.status} ${reply.retryAfter} ${String(reply.error)}`);
        }
      }
      wrong.push(...writer.failures.map((failure) => `round ${round}: ${failure}`));
      expect([round, exit]).toEqual([round, undefined]);

      // Read after the restart, by a connection of its own: every earlier one has ended.
      const check = await connected();
      try {
        const saved = await check.query<{ note_title: string }>(
          'select note_title from notes where note_title like $1',
          [`${prefix}-%`],
        );
        const titles = new Set(saved.rows.map((row) => row.note_title));
        lost.push(...writer.acknowledged.filter((title) => !titles.has(title)));
        // Keeps the pupil under the cap on notes, round after round.
        await check.query('delete from notes where note_title like $1', [`${prefix}-%`]);
      } finally {
        await check.end();
      }
    }
    expect(exit).toBeUndefined();
    expect(wrong).toEqual([]);
    expect(slow).toEqual([]);
    expect(lost).toEqual([]);
    expect(recoveries.filter((ms) => ms > LIMIT_MS)).toEqual([]);
    // The outage was met: writes were refused (honestly) in every round, not just waited out.
    expect(outageReplies).toBeGreaterThanOrEqual(ROUNDS);
    expect(running.output()).toContain('database unavailable');
    expect(running.output()).not.toContain('request failed');
  }, 150_000);
});
