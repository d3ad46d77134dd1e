// What a Print logins batch costs, and what it does to logins meanwhile. Builds the real app
// (server/dist) on a temp SQLite database with the demo data, puts N pupils in one project,
// and times the head's ResetPasswords for it while another client logs in again and again.
// Figures, not a pass/fail test: `node bench/password-resets.mjs [pupils]` after a build.
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
const { hashPassword } = dist('auth/passwords.js');

const pupils = Number(process.argv[2] ?? 500);
const HEADERS = { 'x-requested-with': 'skillfolio' };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-resets-'));
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

async function login(username) {
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: '/api/public/login',
    headers: HEADERS,
    payload: { username, password: 'demo-password', loginMode: 'U', schoolUsername: 'demoacademy' },
  });
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode}`);
  const cookie = response.cookies.find((c) => c.name === 'sf_session');
  return {
    ms: Number(process.hrtime.bigint() - started) / 1e6,
    cookie: `sf_session=${cookie.value}`,
  };
}

async function logins(count) {
  const times = [];
  for (let i = 0; i < count; i += 1) times.push((await login('teacher')).ms);
  return times;
}

try {
  const school = await app.db
    .selectFrom('schools')
    .select('school_id')
    .where('school_username', '=', 'demoacademy')
    .executeTakeFirstOrThrow();
  const project = await app.db
    .insertInto('school_projects')
    .values({ school_id: school.school_id, project_name: 'Bench year group' })
    .returning('school_project_id')
    .executeTakeFirstOrThrow();
  const hash = await hashPassword('demo-password');
  const ids = await app.db
    .insertInto('users')
    .values(
      Array.from({ length: pupils }, (_, i) => ({
        school_id: school.school_id,
        username: `bench${i}`,
        password_hash: hash,
        created_at: new Date().toISOString(),
      })),
    )
    .returning('user_id')
    .execute();
  await app.db
    .insertInto('user_projects')
    .values(ids.map(({ user_id }) => ({ user_id, school_project_id: project.school_project_id })))
    .execute();
  const { cookie } = await login('head');

  await logins(3);
  const idle = await logins(20);
  let done = false;
  const started = process.hrtime.bigint();
  const batch = app
    .inject({
      method: 'POST',
      url: '/api/admin/ResetPasswords',
      headers: { ...HEADERS, cookie },
      payload: { user_ids: [], school_project_id: project.school_project_id },
    })
    .then((response) => {
      done = true;
      if (response.statusCode !== 200) throw new Error(`reset: ${response.statusCode}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    });
  const during = [];
  while (!done) during.push((await login('teacher')).ms);
  const batchMs = await batch;
  console.log(`ResetPasswords, ${pupils} pupils: ${(batchMs / 1000).toFixed(1)} s`);
  console.log(`login before the batch: median ${median(idle).toFixed(0)} ms (n ${idle.length})`);
  console.log(
    `login during the batch: median ${median(during).toFixed(0)} ms, worst ${Math.max(...during).toFixed(0)} ms (n ${during.length})`,
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
