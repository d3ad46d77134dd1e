// The roster sync on a whole school: starts the built server (--demo, a temp SQLite file, or
// DATABASE_URL's PostgreSQL), raises Demo Academy's licence, and times, for the generator's
// realistic OneRoster 1.2 school (server/test/support/oneRosterFile.ts, --per-year pupils a
// year, default 240: 1,200 pupils in Years 7-11, 70 staff, 120 classes):
//   the upload and preview of the first file, its apply (every new login's password hashed),
//   the same file again (nothing to change), and next year's file (a rollover: everyone up a
//   year, the Year 11s leavers, a new Year 7) previewed and applied.
// Meanwhile a second client asks GetCurrentUser every 5 ms: its slowest answer shows how long
// the sync held the event loop from everyone else.
// `node bench/roster.mjs [--per-year 240]` after `node scripts/build.mjs server`. Figures, not
// a pass/fail test. 127.0.0.1 only.
import '../scripts/on-pinned-node.mjs';
import { performance } from 'node:perf_hooks';
import { flags, JSON_HEADERS, logIn, openSql, request, sleep, startServer } from './lib/server.mjs';

// Node 26 reads the TypeScript generator as it is (its types are erased on import).
const { makeOneRosterZip } = await import('../server/test/support/oneRosterFile.ts');

const { 'per-year': perYear } = flags({ 'per-year': 240 });
const BOUNDARY = 'bench-roster';

function multipart(zip) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="roster.zip"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
      'latin1',
    ),
    Buffer.from(zip),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1'),
  ]);
}

/** GetCurrentUser every 5 ms until stopped: the slowest answer, in ms. */
function watchOthers(port, cookie) {
  let slowest = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await request(port, { path: '/api/User/GetCurrentUser', headers: { cookie } });
      slowest = Math.max(slowest, performance.now() - started);
      await sleep(5);
    }
  })();
  return async () => {
    running = false;
    await done;
    return slowest;
  };
}

const server = await startServer();
try {
  const sql = await openSql(server);
  await sql.all(
    `UPDATE schools SET "licenceNumber" = 100000 WHERE school_username = 'demoacademy'`,
  );
  await sql.close();
  const head = await logIn(server.port, 'head', 'demoacademy');
  const other = await logIn(server.port, 'teacher', 'demoacademy');

  async function timed(label, work) {
    const stop = watchOthers(server.port, other);
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    const slowest = await stop();
    console.log(
      `${label.padEnd(34)} ${ms.toFixed(0).padStart(7)} ms   others' slowest answer ${slowest.toFixed(0)} ms`,
    );
    return result;
  }

  async function preview(zip) {
    const response = await request(server.port, {
      method: 'POST',
      path: '/api/admin/UploadRoster',
      headers: {
        cookie: head,
        'x-requested-with': 'skillfolio',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: multipart(zip),
    });
    if (response.status !== 200) throw new Error(`upload: ${response.status} ${response.text}`);
    return JSON.parse(response.text);
  }

  async function apply(syncId) {
    const response = await request(server.port, {
      method: 'POST',
      path: '/api/admin/ApplyRoster',
      headers: { ...JSON_HEADERS, cookie: head },
      body: JSON.stringify({ syncId }),
    });
    const last = JSON.parse(response.text.trim().split('\n').at(-1));
    if (!last.applied) throw new Error(`apply: ${response.text}`);
    return last.counts;
  }

  const words = (c) =>
    `+${c.addPupils} pupils +${c.addStaff} staff, ${c.update} updated, ${c.leave} leavers, ` +
    `${c.classAdd} classes added, ${c.classClose} closed, ${c.unchanged} unchanged`;

  const first = makeOneRosterZip({ schoolYear: 2027, pupilsPerYear: perYear });
  console.log(
    `roster sync, ${perYear * 5} pupils (${(first.length / 1024).toFixed(0)} KB zipped), ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, Node ${process.version}`,
  );
  const checked = await timed('upload + preview, first file', () => preview(first));
  console.log(`  ${words(checked.counts)}`);
  await timed('apply, first file', () => apply(checked.syncId));
  const again = await timed('upload + preview, same file', () => preview(first));
  console.log(`  ${words(again.counts)}`);
  await timed('apply, same file', () => apply(again.syncId));
  const next = makeOneRosterZip({ schoolYear: 2028, pupilsPerYear: perYear });
  const rollover = await timed('upload + preview, next year', () => preview(next));
  console.log(`  rollover ${rollover.rollover}: ${words(rollover.counts)}`);
  await timed('apply, next year', () => apply(rollover.syncId));
} finally {
  await server.stop();
}
