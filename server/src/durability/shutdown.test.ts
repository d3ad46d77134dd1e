/**
 * SIGTERM stops the built server within 10 s though its clients keep connections alive,
 * with every write it acknowledged in the SQLite file and a slow request in flight still
 * answered; a second SIGTERM ends it at once, and a stop held open by a stuck client ends
 * at the deadline with a log line naming it. The real server as a child process, on a SQLite
 * file: the PostgreSQL pass leaves src/durability/ out (server/jest.config.cjs).
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../plugins/guard';
import { SHUTDOWN_DEADLINE_MS } from '../stopOnSignals';
import { loginPupil, startServer, stopServer, type ServerProcess } from './serverProcess';

let dataDir: string;
let server: ServerProcess | undefined;
const agents: http.Agent[] = [];
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-shutdown-'));
});
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  if (server !== undefined) {
    // A test that failed may leave it closing slowly: no need to wait for that.
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await stopServer(server);
  }
  server = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function keptAlive(): http.Agent {
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  return agent;
}

function noteTitles(): Set<string> {
  const db = new BetterSqlite3(path.join(dataDir, 'skillfolio.db'), { readonly: true });
  try {
    const rows = db.prepare('select note_title from notes').all() as Array<{ note_title: string }>;
    return new Set(rows.map((row) => row.note_title));
  } finally {
    db.close();
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * POSTs a note on `agent`; `pieces` > 1 sends the body in that many pieces `gapMs` apart
 * (a slow line). `afterFirstPiece` runs once the first piece is on its way.
 */
function saveNote(
  url: string,
  cookie: string,
  agent: http.Agent,
  note: { title: string; text: string },
  trickle: { pieces: number; gapMs: number; afterFirstPiece?: () => void } = {
    pieces: 1,
    gapMs: 0,
  },
): Promise<Answer> {
  const body = JSON.stringify({ note_id: 0, note_title: note.title, note_text: note.text });
  const target = new URL(`${url}/api/user/SaveNote`);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
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
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    const size = Math.ceil(body.length / trickle.pieces);
    let piece = 0;
    const sendNext = () => {
      if (request.destroyed) return;
      const chunk = body.slice(piece * size, (piece + 1) * size);
      piece += 1;
      if (piece >= trickle.pieces) {
        request.end(chunk);
        return;
      }
      request.write(chunk);
      if (piece === 1) trickle.afterFirstPiece?.();
      setTimeout(sendNext, trickle.gapMs);
    };
    sendNext();
  });
}

/** Sends a login's headers and half its body, then nothing: a request that never finishes. */
async function stuckRequest(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => undefined);
  socket.resume();
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    'POST /api/public/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\nContent-Length: 500\r\n\r\n{"username":"`,
  );
  // Long enough for the server to have taken the request in.
  await new Promise((r) => setTimeout(r, 300));
  return socket;
}

it('exits 0 within 10 s of SIGTERM with keep-alive clients writing, every acknowledged write kept', async () => {
  server = await startServer(dataDir, true);
  const running = server;
  const cookie = await loginPupil(running.url);

  // Four pupils' browsers saving notes in a loop, each over its own kept-alive connection.
  const acknowledged: string[] = [];
  const refusals: Answer[] = [];
  let next = 0;
  let writing = true;
  const writers = Array.from({ length: 4 }, async () => {
    const agent = keptAlive();
    // Under the cap on one learner's notes, however slow the machine is to send SIGTERM.
    while (writing && next < 150) {
      const title = `loop-${next++}`;
      let answer: Answer;
      try {
        answer = await saveNote(running.url, cookie, agent, { title, text: 'saved in a loop' });
      } catch {
        // The connection went as the server stopped: not acknowledged, so not promised.
        return;
      }
      if (answer.status === 200) {
        acknowledged.push(title);
      } else {
        refusals.push(answer);
        return;
      }
    }
  });
  while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 5));

  // An upload over a slow line, 2 s from first byte to last, with SIGTERM after its first
  // piece; it is answered on a kept-alive connection its client then leaves open.
  let signalledAt = 0;
  const slowNote = saveNote(
    running.url,
    cookie,
    keptAlive(),
    { title: 'slow upload', text: 'x'.repeat(5000) },
    {
      pieces: 11,
      gapMs: 200,
      afterFirstPiece: () =>
        setTimeout(() => {
          signalledAt = Date.now();
          running.child.kill('SIGTERM');
        }, 100),
    },
    // A connection cut under it (the server gone before answering) is a failure below.
  ).catch((): Answer => ({ status: 0, headers: {}, text: 'no answer' }));

  const code = await running.exited;
  const stoppedInMs = Date.now() - signalledAt;
  server = undefined;
  writing = false;
  await Promise.all(writers);
  const slow = await slowNote;

  expect({ code, under10s: stoppedInMs < 10_000 }).toEqual({ code: 0, under10s: true });
  expect(running.output()).not.toMatch(/still closing/);
  expect([slow.status, slow.text]).toEqual([200, expect.stringMatching(/^\{"note_id":\d+\}$/)]);
  // Answered after the stop began: the client is told not to reuse the connection.
  expect(slow.headers.connection).toBe('close');
  // Any writer whose request arrived during the close was refused cleanly, not left hanging.
  for (const refusal of refusals) {
    expect([refusal.status, refusal.headers['retry-after'], refusal.headers.connection]).toEqual([
      503,
      '5',
      'close',
    ]);
  }

  const titles = noteTitles();
  expect(acknowledged.filter((title) => !titles.has(title))).toEqual([]);
  expect(titles.has('slow upload')).toBe(true);
}, 120_000);

it('exits at once on a second SIGTERM while a stuck request holds the stop open', async () => {
  server = await startServer(dataDir, false);
  const running = server;
  const stuck = await stuckRequest(running.url);
  running.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  expect(running.child.exitCode).toBeNull();

  const again = Date.now();
  running.child.kill('SIGTERM');
  const code = await running.exited;
  const tookMs = Date.now() - again;
  server = undefined;
  stuck.destroy();

  expect({ code, atOnce: tookMs < 2_000 }).toEqual({ code: 143, atOnce: true });
  expect(running.output()).toMatch(/SIGTERM again while closing: exiting now/);
}, 60_000);

it('ends a stop that a stuck request holds open at the deadline, and logs what was open', async () => {
  server = await startServer(dataDir, false);
  const running = server;
  const stuck = await stuckRequest(running.url);
  const signalled = Date.now();
  running.child.kill('SIGTERM');
  const code = await running.exited;
  const tookMs = Date.now() - signalled;
  server = undefined;
  stuck.destroy();

  expect(code).toBe(1);
  expect(tookMs).toBeGreaterThanOrEqual(SHUTDOWN_DEADLINE_MS - 100);
  expect(tookMs).toBeLessThan(10_000);
  expect(running.output()).toMatch(
    /still closing after 8 s: exiting; 1 request still in flight: POST \/api\/public\/login \(\d+\.\d s\)/,
  );
}, 60_000);
