// Does a login flood slow everyone else, or lock them out? Starts the built server (--demo, a
// temp SQLite database or DATABASE_URL, TRUST_PROXY so the first flood can pose as many
// addresses and get past the per-address limit, as a botnet would), then measures a static
// file and another user's GetCurrentUser quiet (the floor), and again while a second process
// floods over 16 connections:
//   wrong:   failed logins with unknown names from many addresses;
//   correct: one account (the teacher) logging in correctly, as fast as it can, from the
//            same address as everyone else; meanwhile other users log in now and then,
//            and the bench counts how many got in.
// Each flood runs twice: with the flooding process at the server's priority (on a 2-core
// machine it then takes CPU from the server that a real attacker's machine would not), and
// niced to 19 (nearer a flood from elsewhere). For each it prints the p99s beside the quiet
// floor and their ratio against the goal (≤ 3×), the server's event-loop delay, where the
// CPU went (the server's main thread, its hashing, the flooder, this bench) and the load
// average. Figures, not a pass/fail test:
//   node bench/login-flood.mjs [seconds] [wrong|correct]     (after a build; both by default)
// 127.0.0.1 only; bounded in time and count.
import '../scripts/on-pinned-node.mjs';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  cpuMicros,
  logIn,
  percentile,
  request as requestWith,
  sleep,
  startServer,
} from './lib/server.mjs';

const FLOOD_CONNECTIONS = 16;
const MAX_FLOOD_REQUESTS = 50_000;
const GOAL_RATIO = 3;
/** Thread names as the kernel knows them (Node names its own; hashingThreads.ts names its). */
const THREAD_KINDS = {
  'node-MainThread': 'main',
  'libuv-worker': 'pool',
  hashing: 'hashing',
};

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
const FLOODERS = [
  { label: "flooder at the server's priority", nice: 0 },
  { label: 'flooder niced to 19', nice: 19 },
];

const loopDelayFile = path.join(os.tmpdir(), `skillfolio-flood-loop-${process.pid}.json`);
const server = await startServer(
  { TRUST_PROXY: 'true', LOOP_DELAY_FILE: loopDelayFile },
  { nodeArgs: ['--import', pathToFileURL(path.resolve('bench/lib/loopDelay.mjs')).href] },
);
console.log(
  `login flood, ${seconds} s a phase, ${os.availableParallelism()} cores, ${server.database}, Node ${process.version}`,
);
try {
  const { port } = server;
  const cookie = await logIn(port, 'pupil', 'demoacademy');
  for (const kind of kinds) {
    const what =
      kind === 'correct'
        ? "one account's correct logins, one address"
        : 'wrong passwords, unknown names, many addresses';
    console.log(`\nflood of ${what} (${FLOOD_CONNECTIONS} connections)`);
    const quiet = await phase(() => measure(port, cookie, seconds * 1000, false));
    console.log(`  quiet: ${describeCpu(quiet)}`);
    for (const { label, nice } of FLOODERS) {
      let floodReport = '';
      let flooderPid;
      const loud = await phase(
        async () => {
          const flooder = spawn(
            process.execPath,
            [new URL(import.meta.url).pathname, '--flood', String(port), String(seconds + 1), kind],
            { stdio: ['ignore', 'pipe', 'inherit'] },
          );
          flooderPid = flooder.pid;
          if (nice !== 0) os.setPriority(flooder.pid, nice);
          flooder.stdout.on('data', (chunk) => (floodReport += chunk));
          const exited = new Promise((resolve) => flooder.on('exit', resolve));
          await sleep(500);
          const result = await measure(port, cookie, seconds * 1000, kind === 'correct');
          return { result, exited };
        },
        () => flooderPid,
      );
      await loud.result.exited;
      console.log(`  ${label}: ${floodReport.trim()}`);
      console.log(`    ${describeCpu(loud)}`);
      for (const name of ['static', 'currentUser']) {
        const q = quiet.result[name];
        const l = loud.result.result[name];
        const ratio = percentile(l, 0.99) / percentile(q, 0.99);
        console.log(
          `    ${name.padEnd(12)} p99 quiet ${ms(q, 0.99)} (floor) | flood ${ms(l, 0.99)} |` +
            ` ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×: ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'})` +
            ` | p50 ${ms(q, 0.5)} → ${ms(l, 0.5)} (n ${q.length}/${l.length})`,
        );
      }
      if (kind === 'correct') {
        const others = loud.result.result.otherLogins;
        const statuses = others.map((o) => o.status);
        const times = others.map((o) => o.ms);
        const got = statuses.filter((status) => status === 200).length;
        console.log(
          `    other users' logins: ${got} of ${statuses.length} got in` +
            ` (by status ${JSON.stringify(countBy(statuses))}), p50 ${ms(times, 0.5)} p99 ${ms(times, 0.99)}`,
        );
      }
    }
  }
} finally {
  await server.stop();
}

/**
 * Runs one measured phase and reports, beside its result, the server's event-loop delay and
 * the CPU each party used meanwhile (the flooder's read just before it exits).
 */
async function phase(run, flooderPid = () => undefined) {
  await readLoopDelay(); // starts the server's histogram afresh
  const load = os.loadavg()[0];
  const serverBefore = threadTimes(server.pid);
  const benchBefore = process.cpuUsage();
  const started = Date.now();
  let flooderMicros = 0;
  const watch = setInterval(() => {
    const pid = flooderPid();
    if (pid !== undefined) {
      try {
        flooderMicros = cpuMicros(pid);
      } catch {
        // It has exited: keep the last reading.
      }
    }
  }, 100);
  let result;
  try {
    result = await run();
  } finally {
    clearInterval(watch);
  }
  const wallMicros = (Date.now() - started) * 1000;
  const serverAfter = threadTimes(server.pid);
  const bench = process.cpuUsage(benchBefore);
  const delta = (kind, what) =>
    ((serverAfter[kind]?.[what] ?? 0) - (serverBefore[kind]?.[what] ?? 0)) / wallMicros;
  return {
    result,
    loopDelay: await readLoopDelay(),
    load: [load, os.loadavg()[0]],
    cores: {
      main: delta('main', 'running'),
      pool: delta('pool', 'running'),
      hashing: delta('hashing', 'running'),
      other: delta('other', 'running'),
      flooder: flooderMicros / wallMicros,
      bench: (bench.user + bench.system) / wallMicros,
    },
    // Of each second, how long the thread was ready to run but had no core.
    waitingMs: { main: delta('main', 'waiting') * 1000, pool: delta('pool', 'waiting') * 1000 },
  };
}

function describeCpu({ loopDelay, load, cores, waitingMs }) {
  const c = (value) => value.toFixed(2);
  return (
    `event-loop delay p99 ${loopDelay.p99} ms (max ${loopDelay.max}); waiting for a core, ms a second:` +
    ` main thread ${waitingMs.main.toFixed(1)}, libuv pool ${waitingMs.pool.toFixed(1)}\n` +
    `    cores used: server main ${c(cores.main)}, libuv pool ${c(cores.pool)}, hashing ${c(cores.hashing)},` +
    ` server other ${c(cores.other)}, flooder ${c(cores.flooder)}, this bench ${c(cores.bench)};` +
    ` load average ${load[0].toFixed(2)} → ${load[1].toFixed(2)}`
  );
}

/**
 * The server's threads by kind: CPU time and time spent runnable but waiting for a core, in
 * microseconds (Linux /proc/<pid>/task/<tid>/schedstat).
 */
function threadTimes(pid) {
  const totals = {};
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let name;
    let schedstat;
    try {
      name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      schedstat = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const [running, waiting] = schedstat.split(' ').map((ns) => Number(ns) / 1000);
    const kind = THREAD_KINDS[name] ?? 'other';
    totals[kind] ??= { running: 0, waiting: 0 };
    totals[kind].running += running;
    totals[kind].waiting += waiting;
  }
  return totals;
}

/** What the server's event loop saw since the last call (see bench/lib/loopDelay.mjs). */
async function readLoopDelay() {
  rmSync(loopDelayFile, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    await sleep(20);
    try {
      return JSON.parse(readFileSync(loopDelayFile, 'utf8'));
    } catch {
      // not written yet
    }
  }
  return { p50: NaN, p99: NaN, max: NaN };
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

function ms(values, p) {
  return `${percentile(values, p).toFixed(1)} ms`.padStart(9);
}
