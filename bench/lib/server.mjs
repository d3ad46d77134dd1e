// What the API and lesson-start benches share: starting the built server on a temp database,
// generating a large school straight into that database, logging pupils in, and reading a
// process's CPU time and memory from /proc. 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root, SERVER_ENV } from '../../scripts/run.mjs';
import { freePort } from '../../scripts/testing/freePort.cjs';

/** The server package's own dependencies (fastify, better-sqlite3, pg). */
export const serverRequire = createRequire(path.join(root, 'server', 'package.json'));

export const PASSWORD = 'demo-password';
export const SCHOOL_USERNAME = 'bigschool';

/** Reads `--name value` flags into numbers (or strings), with defaults. */
export function flags(defaults) {
  const result = { ...defaults };
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i += 1) {
    const name = args[i]?.replace(/^--/, '');
    if (name === undefined || !(name in defaults)) continue;
    const value = args[i + 1];
    i += 1;
    result[name] = typeof defaults[name] === 'number' ? Number(value) : value;
  }
  return result;
}

/**
 * The built server on a temp SQLite file, or on DATABASE_URL when set. `nodeArgs`: the
 * bench's own flags for node (e.g. a preload), before any in BENCH_SERVER_NODE_ARGS.
 */
export async function startServer(extraEnv = {}, { nodeArgs: benchNodeArgs = [] } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-bench-'));
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof": for the server alone, not the load generators.
  const nodeArgs = [
    ...benchNodeArgs,
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  // BENCH_SERVER_DIST: another build of the server to compare against (e.g. one made from an
  // earlier commit into server/dist-before, so it finds the same node_modules).
  const dist = process.env.BENCH_SERVER_DIST ?? 'server/dist';
  const child = spawn(process.execPath, [...nodeArgs, path.join(dist, 'server.js'), '--demo'], {
    cwd: root,
    env: {
      // As `npm start` runs it.
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await waitForServer(port, exited);
  return {
    port,
    pid: child.pid,
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite',
    /** Its DATA_DIR: the releases it serves at /app/releases/ are in `releases/` here. */
    dataDir,
    sqliteFile: path.join(dataDir, 'skillfolio.db'),
    /** `keepData`: leave the data folder for the caller to read, then `removeData()`. */
    stop: async ({ keepData = false } = {}) => {
      child.kill('SIGTERM');
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    removeData: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A tiny SQL runner over the server's database: `?` placeholders, both dialects. */
export async function openSql(server) {
  if (process.env.DATABASE_URL) {
    const pg = serverRequire('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const numbered = (sql) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${(n += 1)}`);
    };
    return {
      all: async (sql, params = []) => (await client.query(numbered(sql), params)).rows,
      close: () => client.end(),
    };
  }
  const Sqlite = serverRequire('better-sqlite3');
  const db = new Sqlite(server.sqliteFile);
  db.pragma('busy_timeout = 5000');
  return {
    all: async (sql, params = []) => {
      const statement = db.prepare(sql);
      return statement.reader ? statement.all(params) : (statement.run(params), []);
    },
    close: async () => db.close(),
  };
}

/**
 * A school of `pupils` pupils in one project, `assessments` assessments each over 8 leaf
 * skills (every grade row present, as the app makes them), one development area with two
 * steps each. Every pupil's password is the demo password (its hash copied, not recomputed).
 * Returns the pupils with their first assessment's grade rows.
 */
export async function generateSchool(server, { pupils, assessments }) {
  const sql = await openSql(server);
  try {
    await sql.all('BEGIN');
    const [hashRow] = await sql.all("SELECT password_hash FROM users WHERE username = 'pupil'");
    const now = new Date().toISOString();
    const [school] = await sql.all(
      'INSERT INTO schools (school_name, school_username, created_at) VALUES (?, ?, ?) RETURNING school_id',
      ['Big School', SCHOOL_USERNAME, now],
    );
    const schoolId = school.school_id;
    const [project] = await sql.all(
      'INSERT INTO school_projects (school_id, project_name) VALUES (?, ?) RETURNING school_project_id',
      [schoolId, 'Year 8 skills'],
    );
    const projectId = project.school_project_id;
    const leaves = [];
    let ordering = 0;
    for (const heading of ['Thinking', 'Working together']) {
      const [parent] = await sql.all(
        'INSERT INTO skills (school_id, skill_descriptor, parent_skill_id, ordering) VALUES (?, ?, NULL, ?) RETURNING skill_id',
        [schoolId, heading, (ordering += 1)],
      );
      for (let i = 1; i <= 4; i += 1) {
        const [leaf] = await sql.all(
          'INSERT INTO skills (school_id, skill_descriptor, parent_skill_id, ordering) VALUES (?, ?, ?, ?) RETURNING skill_id',
          [schoolId, `${heading} ${i}`, parent.skill_id, (ordering += 1)],
        );
        leaves.push(leaf.skill_id);
      }
    }
    const result = [];
    for (let p = 1; p <= pupils; p += 1) {
      const username = `pupil${p}`;
      const [user] = await sql.all(
        'INSERT INTO users (school_id, username, first_name, last_name, email, password_hash, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?) RETURNING user_id',
        [schoolId, username, 'Pupil', String(p), hashRow.password_hash, now],
      );
      const userId = user.user_id;
      await sql.all('INSERT INTO user_projects (user_id, school_project_id) VALUES (?, ?)', [
        userId,
        projectId,
      ]);
      let firstAssessment;
      let firstGrades;
      for (let a = 1; a <= assessments; a += 1) {
        const created = new Date(Date.UTC(2026, 0, a, 9, 0, 0)).toISOString();
        const [assessment] = await sql.all(
          'INSERT INTO assessments (user_id, school_project_id, assessment_name, created_at) VALUES (?, ?, ?, ?) RETURNING assessment_id',
          [userId, projectId, `Assessment ${a}`, created],
        );
        const values = leaves.map(() => '(?, ?, ?, ?)').join(', ');
        const params = leaves.flatMap((skillId, i) => [
          assessment.assessment_id,
          skillId,
          (a + i) % 11,
          `I can do ${i} a little better`,
        ]);
        const grades = await sql.all(
          `INSERT INTO assessment_grades (assessment_id, skill_id, grade, statement) VALUES ${values} RETURNING assessment_grade_id`,
          params,
        );
        // The newest assessment is where the pupil's screens start.
        if (a === assessments) {
          firstAssessment = assessment.assessment_id;
          firstGrades = grades.map((row) => row.assessment_grade_id);
        }
      }
      const [area] = await sql.all(
        'INSERT INTO development_areas (user_id, school_project_id, skill_id, reason, created_at) VALUES (?, ?, ?, ?, ?) RETURNING development_area_id',
        [userId, projectId, leaves[0], 'I want to speak up more', now],
      );
      for (const [i, text] of ['Ask one question a lesson', 'Lead a group task'].entries()) {
        await sql.all(
          'INSERT INTO steps (development_area_id, step_text, is_completed, ordering) VALUES (?, ?, 0, ?)',
          [area.development_area_id, text, i + 1],
        );
      }
      result.push({
        username,
        userId,
        projectId,
        assessmentId: firstAssessment,
        gradeIds: firstGrades,
      });
    }
    await sql.all('COMMIT');
    return result;
  } finally {
    await sql.close();
  }
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 2048 });

/** One HTTP request to the server on 127.0.0.1, its body read as text (`agent`: a pool of one's own). */
export function request(
  port,
  { method = 'GET', path: urlPath, headers = {}, body, agent = keepAlive },
) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, headers, agent },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const JSON_HEADERS = {
  'content-type': 'application/json',
  'x-requested-with': 'skillfolio',
};

export function loginBody(username, schoolUsername = SCHOOL_USERNAME) {
  return JSON.stringify({
    username,
    schoolUsername,
    password: PASSWORD,
    loginMode: 'U',
  });
}

/**
 * Logs a user of a school in (the generated school unless another is named); retries while
 * the server answers 503 (its hashing queue is full).
 */
export async function logIn(port, username, schoolUsername = SCHOOL_USERNAME) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await request(port, {
      method: 'POST',
      path: '/api/public/login',
      headers: JSON_HEADERS,
      body: loginBody(username, schoolUsername),
    });
    if (response.status === 503) {
      await sleep(200);
      continue;
    }
    const cookie = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.includes('sf_session='))
      ?.split(';')[0];
    if (response.status !== 200 || !cookie) {
      throw new Error(`login of ${username} failed: ${response.status} ${response.text}`);
    }
    return cookie;
  }
  throw new Error(`login of ${username}: the server stayed busy`);
}

/** user + system CPU time of a process, in microseconds (Linux /proc). */
export function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / 100;
}

/** Resident memory now and at its peak, in MB (Linux /proc). */
export function memoryMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

export async function waitForServer(port, exited) {
  let gone = false;
  void exited?.then(() => (gone = true));
  for (let i = 0; i < 600 && !gone; i += 1) {
    try {
      await request(port, { path: '/app/remotes.json' });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('the server did not start');
}

export { freePort };

export function sleep(msToWait) {
  return new Promise((resolve) => setTimeout(resolve, msToWait));
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}
