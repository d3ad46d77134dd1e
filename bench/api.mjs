// API throughput against its floors. Starts the built server on a temp SQLite file (or on
// DATABASE_URL's PostgreSQL), generates a large school into it (default 2,000 pupils, 10
// assessments each, 8 skills), logs pupils in, and drives each call with autocannon from a
// second process, every connection as a different pupil with a real session cookie. Beside
// them, in the same run: bare Fastify returning the same bodies, and a durable one-row
// better-sqlite3 UPDATE in Fastify. Prints req/s, p50/p99, server CPU µs per request, the
// ratio to the floor, and the server's memory.
// `node bench/api.mjs [--pupils 2000] [--assessments 10] [--seconds 10] [--connections 100]
// [--calls currentUser,skills,areas,saveGrade,login]` after a build (--calls: only those, to
// iterate on one). Figures, not a pass/fail test.
import '../scripts/on-pinned-node.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/run.mjs';
import {
  PASSWORD,
  SCHOOL_USERNAME,
  cpuMicros,
  flags,
  freePort,
  generateSchool,
  logIn,
  memoryMB,
  request,
  startServer,
} from './lib/server.mjs';

const ALL_CALLS = 'currentUser,skills,areas,saveGrade,login';
const options = flags({
  pupils: 2000,
  assessments: 10,
  seconds: 10,
  connections: 100,
  calls: ALL_CALLS,
});
const calls = new Set(options.calls.split(','));
const work = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-api-bench-'));

console.log(
  `bench/api: ${options.pupils} pupils × ${options.assessments} assessments × 8 skills, ` +
    `${options.connections} connections, ${options.seconds} s a call, ` +
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, load ${os.loadavg()[0].toFixed(2)}`,
);
// Trusting X-Forwarded-For lets the login run pose as a class on many machines.
const server = await startServer({ TRUST_PROXY: 'true' });
let floor;
try {
  const started = Date.now();
  const pupils = await generateSchool(server, options);
  console.log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const sessions = Math.min(options.pupils, options.connections);
  for (const pupil of pupils.slice(0, sessions))
    pupil.cookie = await logIn(server.port, pupil.username);
  const clients = pupils.slice(0, sessions);

  // The floor answers with exactly the bodies the app gives.
  const bodies = {};
  const first = clients[0];
  for (const [name, urlPath] of [
    ['currentUser', '/api/User/GetCurrentUser'],
    [
      'skills',
      `/api/user/GetSkillsForAssessment?user_id=${first.userId}&assessment_id=${first.assessmentId}`,
    ],
    [
      'areas',
      `/api/user/GetDevelopmentAreas?user_id=${first.userId}&project_id=${first.projectId}`,
    ],
  ]) {
    const response = await request(server.port, {
      path: urlPath,
      headers: { cookie: first.cookie },
    });
    if (response.status !== 200) throw new Error(`${urlPath} answered ${response.status}`);
    bodies[name] = response.text;
  }
  const bodiesFile = path.join(work, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const floorPort = await freePort();
  floor = spawn(
    process.execPath,
    [path.join(root, 'bench/lib/floor.mjs'), String(floorPort), bodiesFile, work],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => floor.stdout.once('data', resolve));

  const appUrl = `http://127.0.0.1:${server.port}`;
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  const rows = [];
  const measure = async (label, url, call, pid, extra = {}) => {
    const before = cpuMicros(pid);
    const result = await drive({ url, call, pupils: clients, ...extra });
    rows.push({ label, ...summarise(result, cpuMicros(pid) - before) });
    return rows.at(-1);
  };
  const pairs = [
    ['GetCurrentUser', 'currentUser', '/body/currentUser'],
    ['GetSkillsForAssessment', 'skills', '/body/skills'],
    ['GetDevelopmentAreas', 'areas', '/body/areas'],
  ];
  const ratios = [];
  for (const [label, call, floorPath] of pairs) {
    if (!calls.has(call)) continue;
    const app = await measure(label, appUrl, call, server.pid);
    const bare = await measure(
      `  floor: bare Fastify, same body`,
      floorUrl,
      'floorGet',
      floor.pid,
      { floorPath },
    );
    ratios.push([label, app.rps / bare.rps]);
  }
  if (calls.has('saveGrade')) {
    const save = await measure('SaveGrade (every one a change)', appUrl, 'saveGrade', server.pid);
    const update = await measure(
      '  floor: durable one-row UPDATE',
      floorUrl,
      'floorUpdate',
      floor.pid,
    );
    ratios.push(['SaveGrade', save.rps / update.rps]);
  }
  // Logins hash a password each: few connections, or the server's queue answers 503.
  if (calls.has('login')) {
    await measure('login (16 connections)', appUrl, 'login', server.pid, {
      connections: 16,
      pupils,
    });
  }

  console.log('');
  console.log(
    `${'call'.padEnd(34)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}` +
      `${'CPU µs/req'.padStart(12)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(34)}${row.rps.toFixed(0).padStart(9)}${row.p50.toFixed(1).padStart(9)}` +
        `${row.p99.toFixed(1).padStart(9)}${row.cpu.toFixed(0).padStart(12)}` +
        `${String(row.non2xx).padStart(9)}${String(row.errors).padStart(8)}`,
    );
  }
  console.log('');
  for (const [label, ratio] of ratios) {
    console.log(`ratio ${label.padEnd(24)} ${(ratio * 100).toFixed(1)}% of its floor`);
  }
  const memory = memoryMB(server.pid);
  const floorMemory = memoryMB(floor.pid);
  console.log(
    `server memory after load: ${memory.rss.toFixed(0)} MB now, ${memory.peak.toFixed(0)} MB peak ` +
      `(floor process: ${floorMemory.peak.toFixed(0)} MB peak); load ${os.loadavg()[0].toFixed(2)}`,
  );
} finally {
  floor?.kill('SIGTERM');
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

async function drive(config) {
  const file = path.join(work, 'drive.json');
  writeFileSync(
    file,
    JSON.stringify({
      connections: options.connections,
      seconds: options.seconds,
      schoolUsername: SCHOOL_USERNAME,
      password: PASSWORD,
      ...config,
    }),
  );
  const child = spawn(process.execPath, [path.join(root, 'bench/lib/drive.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the load generator failed (${code})`);
  return JSON.parse(output);
}

function summarise(result, cpuSpent) {
  const requests = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu: requests > 0 ? cpuSpent / requests : NaN,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
