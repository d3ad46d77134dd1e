// What a Print logins batch costs, and what it does to logins meanwhile. Builds the real app
// (server/dist) on a temp SQLite database with the demo data, puts N pupils in one project,
// and times the head's ResetPasswords for it while another client logs in again and again.
// Figures, not a pass/fail test: `node bench/password-resets.mjs [pupils]` after a build.
import '../scripts/on-pinned-node.mjs';
import { dist, inProcessApp } from './lib/inProcessApp.mjs';

const { hashPassword } = dist('auth/passwords.js');

const pupils = Number(process.argv[2] ?? 500);
const HEADERS = { 'x-requested-with': 'skillfolio' };

const { app, close } = await inProcessApp('resets', { liftAttemptLimits: true });

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
  await close();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? sorted[Math.floor(middle)]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}
