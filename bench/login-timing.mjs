// Does the time a failed login takes tell anything? Builds the real app (server/dist) on a
// temp SQLite database with the demo data, lifts the attempt limits (this measures cost,
// not throttling), and times the five failures, interleaved, many rounds each. Figures, not
// a pass/fail test: `node bench/login-timing.mjs [rounds]` after a build. Target: the
// largest ratio between two cases' medians ≤ 1.2.
import '../scripts/on-pinned-node.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/run.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(root, 'server/dist', file));
const { buildApp } = dist('app.js');
const { loadConfig } = dist('config.js');
const { openDatabase } = dist('db/connection.js');
const { migrateToLatest } = dist('db/migrator.js');
const { loadDemoIfEmpty } = dist('db/demo.js');

const rounds = Number(process.argv[2] ?? 30);
const CASES = {
  'unknown school': { username: 'pupil', schoolUsername: 'nosuchschool' },
  'unknown user': { username: 'nobody', schoolUsername: 'demoacademy' },
  'locked user': { username: 'locked', schoolUsername: 'demoacademy' },
  'wrong password': { username: 'teacher', schoolUsername: 'demoacademy' },
  'wrong password, parent password set': { username: 'pupil', schoolUsername: 'demoacademy' },
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-timing-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, []) };
const db = openDatabase(config.database);
await migrateToLatest(db);
await loadDemoIfEmpty(db);
await db.destroy();
const app = await buildApp(config, { logger: false });
for (const policy of Object.values(app.attemptLimits.policies)) {
  Object.assign(policy, { max: 1e9, freeFailures: 1e9 });
}
await app.ready();
try {
  const times = Object.fromEntries(Object.keys(CASES).map((name) => [name, []]));
  for (let round = -3; round < rounds; round += 1) {
    for (const [name, details] of Object.entries(CASES)) {
      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/login',
        headers: { 'x-requested-with': 'skillfolio' },
        payload: { ...details, password: 'Wrong-password-1', loginMode: 'U' },
      });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.statusCode !== 401) throw new Error(`${name}: ${response.statusCode}`);
      // The first rounds warm up (the dummy hash, prepared statements) and are not counted.
      if (round >= 0) times[name].push(elapsed);
    }
  }
  const medians = Object.entries(times).map(([name, values]) => [name, median(values)]);
  for (const [name, value] of medians) {
    console.log(`${name.padEnd(38)} median ${value.toFixed(1).padStart(6)} ms (n ${rounds})`);
  }
  const values = medians.map(([, value]) => value);
  console.log(
    `largest ratio between two cases: ${(Math.max(...values) / Math.min(...values)).toFixed(3)}`,
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? sorted[Math.floor(middle)]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}
