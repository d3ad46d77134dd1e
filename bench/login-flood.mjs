// Does a login flood slow everyone else, or lock them out? Starts the built server (--demo, a
// temp SQLite database, TRUST_PROXY so the first flood can pose as many addresses and get
// past the per-address limit, as a botnet would), then measures a static file and another
// user's GetCurrentUser quiet, and again while a second process floods over 16 connections:
//   wrong:   failed logins with unknown names from many addresses;
//   correct: one account (the teacher) logging in correctly, as fast as it can, from the
//            same address as everyone else; meanwhile other users log in now and then,
//            and the bench counts how many got in.
// Figures, not a pass/fail test: `node bench/login-flood.mjs [seconds] [wrong|correct]`
// after a build (both floods by default). Target: p99 during a flood under 3x the quiet p99,
// and every other user's login answered 200. 127.0.0.1 only; bounded in time and count.
import '../scripts/on-pinned-node.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { root, SERVER_ENV } from '../scripts/run.mjs';
import { freePort, logIn, request as requestWith } from './lib/server.mjs';

const FLOOD_CONNECTIONS = 16;
const MAX_FLOOD_REQUESTS = 50_000;
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: FLOOD_CONNECTIONS });
const request = (port, options) => requestWith(port, { ...options, agent: keepAlive });

if (process.argv[2] === '--flood') {
  await flood(Number(process.argv[3]), Number(process.argv[4]) * 1000, process.argv[5]);
  process.exit(0);
}

const seconds = Number(process.argv[2] ?? 8);
const kinds = process.argv[3] ? [process.argv[3]] : ['wrong', 'correct'];
const OTHER_USERS = [
  { username: 'head', schoolUsername: 'demoacademy' },
  { username: 'head', schoolUsername: 'riverside' },
  { username: 'homeuser', schoolUsername: '' },
  { username: 'pupil', schoolUsername: 'riverside' },
];
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-flood-'));
const server = spawn(process.execPath, ['server/dist/server.js', '--demo'], {
  cwd: root,
  env: {
    // As `npm start` runs it.
    ...SERVER_ENV,
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForServer(port);
  const cookie = await logIn(port, 'pupil', 'demoacademy');
  for (const kind of kinds) {
    const quiet = await measure(port, cookie, seconds * 1000, false);
    const flooder = spawn(
      process.execPath,
      [new URL(import.meta.url).pathname, '--flood', String(port), String(seconds + 1), kind],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let floodReport = '';
    flooder.stdout.on('data', (chunk) => (floodReport += chunk));
    await sleep(500);
    const loud = await measure(port, cookie, seconds * 1000, kind === 'correct');
    await new Promise((resolve) => flooder.on('exit', resolve));

    const what =
      kind === 'correct'
        ? "one account's correct logins, one address"
        : 'wrong passwords, unknown names, many addresses';
    console.log(`flood of ${what} (16 connections): ${floodReport.trim()}`);
    for (const name of ['static', 'currentUser']) {
      const q = quiet[name];
      const l = loud[name];
      console.log(
        `  ${name.padEnd(12)} quiet p50 ${ms(q, 0.5)} p99 ${ms(q, 0.99)} | flood p50 ${ms(l, 0.5)} p99 ${ms(l, 0.99)}` +
          ` | p99 ratio ${(pct(l, 0.99) / pct(q, 0.99)).toFixed(2)} (n ${q.length}/${l.length})`,
      );
    }
    if (kind === 'correct') {
      const statuses = loud.otherLogins.map((o) => o.status);
      const got = statuses.filter((status) => status === 200).length;
      console.log(
        `  other users' logins during the flood: ${got} of ${statuses.length} got in` +
          ` (by status ${JSON.stringify(countBy(statuses))}), p50 ${ms(
            loud.otherLogins.map((o) => o.ms),
            0.5,
          )}` +
          ` p99 ${ms(
            loud.otherLogins.map((o) => o.ms),
            0.99,
          )}`,
      );
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * One client, one request at a time, alternating a static file and GetCurrentUser; with
 * `others`, every tenth round another user logs in too (a fresh browser: no device cookie).
 */
async function measure(port, cookie, durationMs, others) {
  const result = { static: [], currentUser: [], otherLogins: [] };
  const end = Date.now() + durationMs;
  let round = 0;
  while (Date.now() < end) {
    for (const [name, urlPath] of [
      ['static', '/app/index.html'],
      ['currentUser', '/api/User/GetCurrentUser'],
    ]) {
      const started = process.hrtime.bigint();
      const { status } = await request(port, { path: urlPath, headers: { cookie } });
      if (status !== 200) throw new Error(`${urlPath} answered ${status}`);
      result[name].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    round += 1;
    if (others && round % 10 === 0) {
      const user = OTHER_USERS[(round / 10) % OTHER_USERS.length];
      const started = process.hrtime.bigint();
      const { status } = await loginAs(port, user);
      result.otherLogins.push({ status, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    }
    await sleep(5);
  }
  return result;
}

async function flood(port, durationMs, kind) {
  const counts = {};
  let sent = 0;
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, async (_, connection) => {
      while (Date.now() < end && sent < MAX_FLOOD_REQUESTS) {
        sent += 1;
        const { status } =
          kind === 'correct'
            ? await loginAs(port, { username: 'teacher', schoolUsername: 'demoacademy' })
            : await request(port, {
                method: 'POST',
                path: '/api/public/login',
                headers: {
                  'content-type': 'application/json',
                  'x-requested-with': 'skillfolio',
                  'x-forwarded-for': `10.${connection}.${(sent >> 8) & 255}.${sent & 255}`,
                },
                body: JSON.stringify({
                  username: `guess${sent}`,
                  schoolUsername: 'demoacademy',
                  password: 'Password1',
                  loginMode: 'U',
                }),
              });
        counts[status] = (counts[status] ?? 0) + 1;
      }
    }),
  );
  console.log(`${sent} requests in ${durationMs / 1000} s, by status ${JSON.stringify(counts)}`);
}

function loginAs(port, { username, schoolUsername }) {
  return request(port, {
    method: 'POST',
    path: '/api/public/login',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'skillfolio' },
    body: JSON.stringify({ username, schoolUsername, password: 'demo-password', loginMode: 'U' }),
  });
}

function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

async function waitForServer(port) {
  for (let i = 0; i < 300; i += 1) {
    try {
      await request(port, { path: '/app/remotes.json' });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('the server did not start');
}

function pct(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

function ms(values, p) {
  return `${pct(values, p).toFixed(1)} ms`.padStart(9);
}

function sleep(msToWait) {
  return new Promise((resolve) => setTimeout(resolve, msToWait));
}
