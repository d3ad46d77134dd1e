// How many commits does one login make? Each commit is an fsync on SQLite (synchronous =
// FULL, WAL), on the event loop. Starts the built server (--demo, a temp SQLite database),
// attaches strace to all its threads, and counts fsync/fdatasync calls over N logins of the
// demo teacher, one at a time:
//   fresh:  a new browser each time (no device cookie: a device row is made);
//   known:  the same browser (it sends back its device cookie: the device row is touched);
//   wrong:  a wrong password (for comparison; 3 of them, under the account's lockout).
// Figures, not a pass/fail test:
//   node bench/login-commits.mjs [logins]        (after `node scripts/build.mjs server`;
//   BENCH_SERVER_DIST=server/dist-before compares another build). Needs strace. 127.0.0.1 only.
import '../scripts/on-pinned-node.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSON_HEADERS, request, sleep, startServer } from './lib/server.mjs';

const logins = Math.min(Math.max(Number(process.argv[2] ?? 20), 1), 200);
const TEACHER = { username: 'teacher', schoolUsername: 'demoacademy', loginMode: 'U' };

const server = await startServer();
const traceDir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-commits-'));
console.log(`commits per login, ${logins} logins a kind, SQLite, Node ${process.version}`);
try {
  for (const kind of ['fresh', 'known', 'wrong']) {
    const traceFile = path.join(traceDir, `${kind}.txt`);
    const strace = spawn(
      'strace',
      ['-f', '-qq', '-e', 'trace=fsync,fdatasync', '-o', traceFile, '-p', String(server.pid)],
      { stdio: 'ignore' },
    );
    const stopped = new Promise((resolve) => strace.on('exit', resolve));
    // strace attaches to each thread in turn; a quiet moment lets it finish.
    await sleep(1000);
    let deviceCookie;
    const count = kind === 'wrong' ? 3 : logins;
    for (let i = 0; i < count; i += 1) {
      const response = await request(server.port, {
        method: 'POST',
        path: '/api/public/login',
        headers: { ...JSON_HEADERS, ...(deviceCookie ? { cookie: deviceCookie } : {}) },
        body: JSON.stringify({
          ...TEACHER,
          password: kind === 'wrong' ? 'not-the-password' : 'demo-password',
        }),
      });
      const expected = kind === 'wrong' ? 401 : 200;
      if (response.status !== expected) {
        throw new Error(`${kind} login answered ${response.status}: ${response.text}`);
      }
      if (kind === 'known') {
        deviceCookie = [response.headers['set-cookie'] ?? []]
          .flat()
          .find((c) => c.startsWith('sf_device='))
          ?.split(';')[0];
      }
    }
    await sleep(300);
    strace.kill('SIGINT');
    await stopped;
    const calls = readFileSync(traceFile, 'utf8')
      .split('\n')
      .filter((line) => /\b(fsync|fdatasync)\(/.test(line) && !line.includes('resumed')).length;
    console.log(
      `  ${kind.padEnd(6)} ${String(calls).padStart(5)} fsyncs / ${count} logins = ${(calls / count).toFixed(2)} a login`,
    );
  }
} finally {
  await server.stop();
  rmSync(traceDir, { recursive: true, force: true });
}
