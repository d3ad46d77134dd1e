// Does a login flood slow everyone else? Starts the built server (--demo, a temp SQLite
// database, TRUST_PROXY so the flood can pose as many addresses and get past the
// per-address limit, as a botnet would), then measures a static file and GetCurrentUser
// quiet, and again while a second process floods failed logins over 16 connections.
// Figures, not a pass/fail test: `node bench/login-flood.mjs [seconds]` after a build.
// Target: p99 during the flood under 3x the quiet p99. 127.0.0.1 only; bounded in time and
// count.
import '../scripts/on-pinned-node.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/run.mjs';
import { request as requestWith } from './lib/server.mjs';

const FLOOD_CONNECTIONS = 16;
const MAX_FLOOD_REQUESTS = 50_000;
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: FLOOD_CONNECTIONS });
const request = (port, options) => requestWith(port, { ...options, agent: keepAlive });

if (process.argv[2] === '--flood') {
  await flood(Number(process.argv[3]), Number(process.argv[4]) * 1000);
  process.exit(0);
}

const seconds = Number(process.argv[2] ?? 8);
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-flood-'));
const server = spawn(process.execPath, ['server/dist/server.js', '--demo'], {
  cwd: root,
  env: {
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
  const cookie = await logIn(port);
  const quiet = await measure(port, cookie, seconds * 1000);
  const flooder = spawn(
    process.execPath,
    [new URL(import.meta.url).pathname, '--flood', String(port), String(seconds + 1)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let floodReport = '';
  flooder.stdout.on('data', (chunk) => (floodReport += chunk));
  await sleep(500);
  const loud = await measure(port, cookie, seconds * 1000);
  await new Promise((resolve) => flooder.on('exit', resolve));

  console.log(`flood (16 connections, wrong passwords, many addresses): ${floodReport.trim()}`);
  for (const name of ['static', 'currentUser']) {
    const q = quiet[name];
    const l = loud[name];
    console.log(
      `${name.padEnd(12)} quiet p50 ${ms(q, 0.5)} p99 ${ms(q, 0.99)} | flood p50 ${ms(l, 0.5)} p99 ${ms(l, 0.99)}` +
        ` | p99 ratio ${(pct(l, 0.99) / pct(q, 0.99)).toFixed(2)} (n ${q.length}/${l.length})`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** One client, one request at a time, alternating a static file and GetCurrentUser. */
async function measure(port, cookie, durationMs) {
  const result = { static: [], currentUser: [] };
  const end = Date.now() + durationMs;
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
    await sleep(5);
  }
  return result;
}

async function flood(port, durationMs) {
  const counts = {};
  let sent = 0;
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, async (_, connection) => {
      while (Date.now() < end && sent < MAX_FLOOD_REQUESTS) {
        sent += 1;
        const { status } = await request(port, {
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

async function logIn(port) {
  const response = await request(port, {
    method: 'POST',
    path: '/api/public/login',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'skillfolio' },
    body: JSON.stringify({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'demo-password',
      loginMode: 'U',
    }),
  });
  const cookie = [response.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
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

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
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
