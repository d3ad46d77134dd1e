// The year end on a big school: starts the built server on a temp SQLite file (or on
// DATABASE_URL's PostgreSQL), generates a school of --pupils pupils (default 3,000) spread
// over Reception to Year 13, and times the preview (GET /api/admin/YearEnd) and the one-step
// apply (POST /api/admin/ApplyYearEnd: all move up, Year 13 leave). Meanwhile a second
// client asks GetCurrentUser every 5 ms: its slowest answer shows how long the apply held the
// server's event loop. Then times a leaver sweep pass (100 users) by moving erase dates back.
// `node bench/year-end.mjs [--pupils 3000]` after a build. Figures, not a pass/fail test.
import '../scripts/on-pinned-node.mjs';
import { performance } from 'node:perf_hooks';
import {
  flags,
  generateSchool,
  JSON_HEADERS,
  logIn,
  openSql,
  request,
  sleep,
  startServer,
} from './lib/server.mjs';

const { pupils } = flags({ pupils: 3000 });
const server = await startServer();
try {
  await generateSchool(server, { pupils, assessments: 1 });
  const sql = await openSql(server);
  // Years spread evenly; pupil1 becomes the school's admin (a demo-style account with no
  // second factor, so the bench can log in).
  await sql.all(
    `UPDATE users SET year_group = user_id % 14 WHERE school_id = (SELECT school_id FROM schools WHERE school_username = 'bigschool')`,
  );
  await sql.all(
    `UPDATE users SET is_schoolAdmin = 1, is_Staff = 1, second_factor_exempt = 1 WHERE username = 'pupil1' AND school_id = (SELECT school_id FROM schools WHERE school_username = 'bigschool')`,
  );
  const admin = await logIn(server.port, 'pupil1');
  const watcher = await logIn(server.port, 'pupil2');
  const cookie = (c) => ({ ...JSON_HEADERS, cookie: c });

  let t0 = performance.now();
  const preview = await request(server.port, {
    path: '/api/admin/YearEnd',
    headers: cookie(admin),
  });
  const previewMs = performance.now() - t0;
  const state = JSON.parse(preview.text);
  if (preview.status !== 200) throw new Error(`preview: ${preview.status} ${preview.text}`);

  let watching = true;
  let slowest = 0;
  const watch = (async () => {
    while (watching) {
      const start = performance.now();
      await request(server.port, { path: '/api/User/GetCurrentUser', headers: cookie(watcher) });
      slowest = Math.max(slowest, performance.now() - start);
      await sleep(5);
    }
  })();
  await sleep(50);
  t0 = performance.now();
  const applied = await request(server.port, {
    method: 'POST',
    path: '/api/admin/ApplyYearEnd',
    headers: cookie(admin),
    body: JSON.stringify({ version: state.version, last_year: 13, keep_back: [], leavers: [] }),
  });
  const applyMs = performance.now() - t0;
  await sleep(50);
  watching = false;
  await watch;
  if (applied.status !== 200) throw new Error(`apply: ${applied.status} ${applied.text}`);

  await sql.all(
    `UPDATE users SET erase_after = '2000-01-01T00:00:00.000Z' WHERE left_at IS NOT NULL`,
  );
  const leavers = (await sql.all(`SELECT count(*) AS n FROM users WHERE left_at IS NOT NULL`))[0].n;
  await sql.close();

  console.log(`year end, ${pupils} pupils (${server.database})`);
  console.log(
    `  preview (GET YearEnd):       ${previewMs.toFixed(0)} ms, ${preview.text.length} bytes`,
  );
  console.log(`  apply (ApplyYearEnd):        ${applyMs.toFixed(0)} ms → ${applied.text}`);
  console.log(`  slowest GetCurrentUser meanwhile: ${slowest.toFixed(0)} ms`);
  console.log(
    `  leavers waiting for the sweep: ${leavers} (erased 100 a pass, every 15 minutes and at start)`,
  );
} finally {
  await server.stop();
}
