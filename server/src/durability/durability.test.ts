/**
 * Every acknowledged write survives the server being killed, a stop drains what is in
 * flight, and a backup taken while writes run restores to a sound database. The real built
 * server as a child process on a SQLite file (WAL, synchronous=FULL: connection.ts). This is
 * about the file on the school's own disk, so the PostgreSQL pass of the server suite leaves
 * it out (server/jest.config.cjs).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../plugins/guard';
import {
  loginPupil,
  post,
  serverEnv,
  startServer,
  stopServer,
  type ServerProcess,
} from './serverProcess';

const run = promisify(execFile);
// Each round kills the server with four writes in flight at a different point of the stream.
const ROUNDS = 10;
/** Writes in flight at once while the server is killed. */
const WRITERS = 4;

let dataDir: string;
let server: ServerProcess | undefined;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-durability-'));
});
afterEach(async () => {
  if (server !== undefined) await stopServer(server);
  server = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const databaseFile = () => path.join(dataDir, 'skillfolio.db');

/** integrity_check, and the titles of every note, read from the file itself. */
function readFile(file: string): { integrity: unknown; titles: Set<string> } {
  const db = new BetterSqlite3(file);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const rows = db.prepare('select note_title from notes').all() as Array<{ note_title: string }>;
    return { integrity, titles: new Set(rows.map((row) => row.note_title)) };
  } finally {
    db.close();
  }
}

/**
 * Removes a round's notes from the stopped server's file, so the rounds stay under the cap
 * on one learner's notes (the server would refuse the writes the test waits for).
 */
function forgetNotes(file: string, prefix: string): void {
  const db = new BetterSqlite3(file);
  try {
    db.prepare('delete from notes where note_title like ?').run(`${prefix}-%`);
  } finally {
    db.close();
  }
}

/**
 * Saves notes named `${prefix}-n` from WRITERS loops until stopped; returns the acknowledged.
 * `allow(n)` lets at most n more writes start (unlimited until first called), so a test can
 * keep writes running yet stay under the cap on one learner's notes however slow the machine.
 */
function writeNotes(url: string, cookie: string, prefix: string) {
  const acknowledged: string[] = [];
  let stopped = false;
  let next = 0;
  let allowed = Number.POSITIVE_INFINITY;
  const loops = Array.from({ length: WRITERS }, async () => {
    while (!stopped) {
      if (next >= allowed) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const title = `${prefix}-${next++}`;
      try {
        const response = await post(`${url}/api/user/SaveNote`, cookie, {
          note_id: 0,
          note_title: title,
          note_text: 'written before the crash',
        });
        if (response.status === 200) acknowledged.push(title);
        else await response.text();
      } catch {
        // The server went away mid-request: not acknowledged, so not promised.
        return;
      }
    }
  });
  return {
    acknowledged,
    allow: (more: number) => {
      allowed = (Number.isFinite(allowed) ? allowed : next) + more;
    },
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs mid-stream, the file sound each time`, async () => {
  server = await startServer(dataDir, true);
  const cookie = await loginPupil(server.url);
  const lost: string[] = [];
  let acknowledgedInAll = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const running =
      round === 0 && server !== undefined ? server : await startServer(dataDir, false);
    server = running;
    const writer = writeNotes(running.url, cookie, `round${round}`);
    // Kill once writes are streaming: after a varying number of acknowledgements.
    const killAfter = 5 + ((round * 7) % 20);
    while (writer.acknowledged.length < killAfter) await new Promise((r) => setTimeout(r, 2));
    running.child.kill('SIGKILL');
    expect(await running.exited).toBe('SIGKILL');
    await writer.stop();
    server = undefined;

    const { integrity, titles } = readFile(databaseFile());
    expect([round, integrity]).toEqual([round, 'ok']);
    lost.push(...writer.acknowledged.filter((title) => !titles.has(title)));
    acknowledgedInAll += writer.acknowledged.length;
    forgetNotes(databaseFile(), `round${round}`);
  }
  expect(lost).toEqual([]);
  expect(acknowledgedInAll).toBeGreaterThanOrEqual(ROUNDS * 5);
}, 300_000);

it('drains a request in flight on SIGTERM, answers it, and exits 0', async () => {
  server = await startServer(dataDir, true);
  const cookie = await loginPupil(server.url);
  const body = JSON.stringify({ note_id: 0, note_title: 'in flight', note_text: 'x' });
  const url = new URL(`${server.url}/api/user/SaveNote`);
  const half = Math.floor(body.length / 2);
  const running = server;

  // One kept-alive connection, first used for a whole request, so the server has surely
  // accepted it before the half-sent one starts on it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await new Promise<void>((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: '/api/public/getemail', agent }, (r) => {
        r.resume();
        r.on('end', () => resolve());
      })
      .on('error', reject);
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          cookie,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    // Half the body now; SIGTERM; the rest after the signal has landed.
    request.write(body.slice(0, half));
    setTimeout(() => {
      running.child.kill('SIGTERM');
      setTimeout(() => request.end(body.slice(half)), 300);
    }, 200);
  });

  const { status, text } = await answer;
  agent.destroy();
  expect(status).toBe(200);
  expect(JSON.parse(text)).toEqual({ note_id: expect.any(Number) });
  expect(await running.exited).toBe(0);
  server = undefined;
  expect(readFile(databaseFile()).titles.has('in flight')).toBe(true);
}, 120_000);

it('backs up online while writes run, and restores to a sound copy holding them', async () => {
  server = await startServer(dataDir, true);
  const cookie = await loginPupil(server.url);
  const writer = writeNotes(server.url, cookie, 'backup');
  writer.allow(30);
  while (writer.acknowledged.length < 20) await new Promise((r) => setTimeout(r, 2));
  const beforeBackup = [...writer.acknowledged];
  const backupFile = path.join(dataDir, 'backups', 'online.db');
  const tool = path.resolve(__dirname, '../../dist/backup.js');
  // Writes go on while the backup runs (at most 60 more), and 40 more once it is done, so
  // some surely land after the copy was taken.
  writer.allow(60);
  await run(process.execPath, [tool, 'backup', backupFile], { env: serverEnv(dataDir) });
  writer.allow(40);
  const duringBackup = writer.acknowledged.length;
  while (writer.acknowledged.length < duringBackup + 20) await new Promise((r) => setTimeout(r, 2));
  await writer.stop();
  await stopServer(server);
  server = undefined;

  const backup = readFile(backupFile);
  expect(backup.integrity).toBe('ok');
  expect(beforeBackup.filter((title) => !backup.titles.has(title))).toEqual([]);
  // Notes written after the backup are in the live file, not in the copy...
  const live = readFile(databaseFile());
  const after = writer.acknowledged.filter((title) => !backup.titles.has(title));
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((title) => live.titles.has(title))).toBe(true);

  // ...and a restore puts the database back as the copy was, which the server then serves.
  await run(process.execPath, [tool, 'restore', backupFile], { env: serverEnv(dataDir) });
  const restored = readFile(databaseFile());
  expect(restored.integrity).toBe('ok');
  expect([...restored.titles].sort()).toEqual([...backup.titles].sort());
  server = await startServer(dataDir, false);
  const notes = await fetch(`${server.url}/api/user/GetMyNotes?user_id=${await patId()}`, {
    headers: { cookie: await loginPupil(server.url) },
  });
  expect(notes.status).toBe(200);
  const titles = ((await notes.json()) as Array<{ notes_title: string }>).map((n) => n.notes_title);
  expect(titles.filter((title) => title.startsWith('backup-')).sort()).toEqual(
    [...backup.titles].filter((title) => title.startsWith('backup-')).sort(),
  );
}, 180_000);

async function patId(): Promise<number> {
  const db = new BetterSqlite3(databaseFile(), { readonly: true });
  try {
    const row = db
      .prepare(
        "select user_id from users where username = 'pupil' and school_id = (select school_id from schools where school_username = 'demoacademy')",
      )
      .get() as { user_id: number };
    return row.user_id;
  } finally {
    db.close();
  }
}
