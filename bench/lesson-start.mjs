// The start of a lesson: a year group logs in within a minute, opens Self Assessment and
// saves 8 grades each over the next two minutes. Starts the built server on a temp SQLite
// file (or DATABASE_URL's PostgreSQL) with a generated school, then plays every pupil from
// this process (the server runs in its own): each logs in at a random moment of the login
// window, loads Self Assessment as the screen does (GetCurrentUser, GetProjectsForUser,
// GetAssessmentsForProject, GetSkillsForAssessment), then saves 8 grades at random moments
// of the save window. A 503 (the login queue is full) is retried after its Retry-After, as a
// pupil would press again. Prints p50/p95/p99 per call, errors, and the server's peak memory.
// `node bench/lesson-start.mjs [--pupils 1500] [--login-seconds 60] [--save-seconds 120]`
// after a build. Figures, not a pass/fail test.
import '../scripts/on-pinned-node.mjs';
import os from 'node:os';
import {
  JSON_HEADERS,
  flags,
  generateSchool,
  loginBody,
  memoryMB,
  percentile,
  request,
  sleep,
  startServer,
} from './lib/server.mjs';

const options = flags({ pupils: 1500, 'login-seconds': 60, 'save-seconds': 120, assessments: 10 });
console.log(
  `bench/lesson-start: ${options.pupils} pupils log in within ${options['login-seconds']} s, ` +
    `open Self Assessment, save 8 grades each over ${options['save-seconds']} s; ` +
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, load ${os.loadavg()[0].toFixed(2)}`,
);

const server = await startServer();
const timings = new Map();
const errors = new Map();
let busyRetries = 0;
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, memoryMB(server.pid).rss);
}, 250);

try {
  const pupils = await generateSchool(server, options);
  const loginMs = options['login-seconds'] * 1000;
  const saveMs = options['save-seconds'] * 1000;
  const started = Date.now();
  await Promise.all(pupils.map((pupil) => playPupil(pupil, started, loginMs, saveMs)));
  const took = (Date.now() - started) / 1000;

  console.log('');
  console.log(
    `${'call'.padEnd(26)}${'count'.padStart(7)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}` +
      `${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'errors'.padStart(8)}`,
  );
  for (const [name, values] of timings) {
    console.log(
      `${name.padEnd(26)}${String(values.length).padStart(7)}` +
        `${percentile(values, 0.5).toFixed(1).padStart(9)}${percentile(values, 0.95).toFixed(1).padStart(9)}` +
        `${percentile(values, 0.99).toFixed(1).padStart(9)}${Math.max(...values)
          .toFixed(1)
          .padStart(9)}` +
        `${String(errors.get(name) ?? 0).padStart(8)}`,
    );
  }
  const memory = memoryMB(server.pid);
  console.log(
    `\n${took.toFixed(0)} s in all; logins retried after 503: ${busyRetries}; errors: ` +
      `${[...errors.values()].reduce((a, b) => a + b, 0)}; server memory peak ` +
      `${Math.max(peak, memory.peak).toFixed(0)} MB (sampled ${peak.toFixed(0)} MB), now ${memory.rss.toFixed(0)} MB; ` +
      `load ${os.loadavg()[0].toFixed(2)}`,
  );
} finally {
  clearInterval(sampler);
  await server.stop();
}

async function timed(name, options) {
  const began = performance.now();
  let response;
  try {
    response = await request(server.port, options);
  } catch {
    errors.set(name, (errors.get(name) ?? 0) + 1);
    return undefined;
  }
  if (response.status !== 503) {
    const list = timings.get(name) ?? [];
    list.push(performance.now() - began);
    timings.set(name, list);
  }
  if (response.status !== 200 && response.status !== 503) {
    errors.set(name, (errors.get(name) ?? 0) + 1);
  }
  return response;
}

async function playPupil(pupil, started, loginMs, saveMs) {
  await sleep(started + Math.random() * loginMs - Date.now());
  let cookie;
  for (let attempt = 0; attempt < 30 && cookie === undefined; attempt += 1) {
    const response = await timed('login', {
      method: 'POST',
      path: '/api/public/login',
      headers: JSON_HEADERS,
      body: loginBody(pupil.username),
    });
    if (response?.status === 503) {
      busyRetries += 1;
      await sleep(Number(response.headers['retry-after'] ?? 1) * 1000);
      continue;
    }
    if (response?.status !== 200) return;
    cookie = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.includes('sf_session='))
      ?.split(';')[0];
  }
  if (cookie === undefined) return;
  const headers = { 'x-requested-with': 'skillfolio', cookie };
  const { userId, projectId, assessmentId } = pupil;
  await timed('GetCurrentUser', { path: '/api/User/GetCurrentUser', headers });
  await timed('GetProjectsForUser', {
    path: `/api/user/GetProjectsForUser?user_id=${userId}`,
    headers,
  });
  await timed('GetAssessmentsForProject', {
    path: `/api/user/GetAssessmentsForProject?user_id=${userId}&project_id=${projectId}`,
    headers,
  });
  await timed('GetSkillsForAssessment', {
    path: `/api/user/GetSkillsForAssessment?user_id=${userId}&assessment_id=${assessmentId}`,
    headers,
  });
  const loggedIn = Date.now();
  const moments = pupil.gradeIds.map(() => Math.random() * saveMs).sort((a, b) => a - b);
  for (const [i, gradeId] of pupil.gradeIds.entries()) {
    await sleep(loggedIn + moments[i] - Date.now());
    await timed('SaveGrade', {
      method: 'POST',
      path:
        `/api/user/SaveGrade?user_id=${userId}&assessment_grade_id=${gradeId}` +
        `&grade=${(i + 3) % 11}&statement=${encodeURIComponent(`I can now do ${i} well`)}`,
      headers,
    });
  }
}
