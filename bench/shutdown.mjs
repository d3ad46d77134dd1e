// How long the built server takes to exit after SIGTERM while clients keep connections
// alive. `--busy` pupils save notes in a loop over kept-alive connections, each body sent in
// two halves `--gap` ms apart (a slow line), so most are mid-request when the signal lands;
// after their answer they go quiet with the connection kept open, as a browser tab does.
// `--idle` clients made one request at the start and keep their connection open. Prints
// each round's time from SIGTERM to exit, how the saves in flight ended, and whether every
// acknowledged save is in the SQLite file afterwards.
// `node bench/shutdown.mjs [--rounds 5] [--busy 20] [--idle 20] [--gap 300]` after a build.
// Figures, not a pass/fail test.
import '../scripts/on-pinned-node.mjs';
import http from 'node:http';
import os from 'node:os';
import {
  JSON_HEADERS,
  flags,
  logIn,
  percentile,
  serverRequire,
  sleep,
  startServer,
} from './lib/server.mjs';

const options = flags({ rounds: 5, busy: 20, idle: 20, gap: 300 });
const BetterSqlite3 = serverRequire('better-sqlite3');

function send(port, agent, { method = 'GET', path, headers = {}, body = '' }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    setTimeout(() => req.end(body.slice(half)), body === '' ? 0 : options.gap);
  });
}

console.log(
  `bench/shutdown: ${options.busy} busy + ${options.idle} idle kept-alive clients, ` +
    `bodies in halves ${options.gap} ms apart, ${options.rounds} rounds, load ${os.loadavg()[0].toFixed(2)}`,
);
const times = [];
for (let round = 1; round <= options.rounds; round += 1) {
  const server = await startServer();
  const cookie = await logIn(server.port, 'pupil', 'demoacademy');
  const agents = [];
  const keptAlive = () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };
  await Promise.all(
    Array.from({ length: options.idle }, () =>
      send(server.port, keptAlive(), { path: '/api/User/GetCurrentUser' }),
    ),
  );

  let stopping = false;
  let next = 0;
  const acknowledged = [];
  const seen = { answered: 0, refused: 0, failed: 0 };
  const loops = Array.from({ length: options.busy }, async () => {
    const agent = keptAlive();
    // Out of step with each other, so the signal finds them at every point of a request.
    await sleep(Math.random() * options.gap);
    while (!stopping) {
      const title = `bench-${(next += 1)}`;
      try {
        const status = await send(server.port, agent, {
          method: 'POST',
          path: '/api/user/SaveNote',
          headers: { ...JSON_HEADERS, cookie },
          body: JSON.stringify({ note_id: 0, note_title: title, note_text: 'x'.repeat(200) }),
        });
        if (status === 200) acknowledged.push(title);
        if (stopping) seen[status === 503 ? 'refused' : 'answered'] += 1;
      } catch {
        if (stopping) seen.failed += 1;
        return;
      }
    }
  });
  await sleep(3 * options.gap);

  const started = process.hrtime.bigint();
  stopping = true;
  const sqliteFile = server.sqliteFile;
  await server.stop({ keepData: true });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  await Promise.all(loops);
  for (const agent of agents) agent.destroy();
  const db = new BetterSqlite3(sqliteFile, { readonly: true });
  const titles = new Set(db.prepare('select note_title from notes').pluck().all());
  db.close();
  server.removeData();
  const lost = acknowledged.filter((title) => !titles.has(title)).length;
  times.push(ms);
  console.log(
    `round ${round}: exited ${ms.toFixed(0)} ms after SIGTERM; saves in flight at the signal: ` +
      `${seen.answered} answered, ${seen.refused} refused (503), ${seen.failed} connection errors; ` +
      `${acknowledged.length} acknowledged, ${lost} of them missing from the file`,
  );
}
console.log(
  `SIGTERM to exit: median ${percentile(times, 0.5).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
);
