// The load generator, run as its own process so its CPU is not the server's: drives one
// call with autocannon and prints autocannon's result as JSON. Each connection acts as its
// own pupil (their session cookie and their ids), so no two connections share a session.
// `node bench/lib/drive.mjs <config.json>`, run by bench/api.mjs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { pupils, call } = config;
let nextPupil = 0;
let change = 0;
let logins = 0;

/** Which pupil this connection is, chosen at its first request. */
function pupilOf(context) {
  if (context.pupil === undefined) {
    context.pupil = pupils[nextPupil % pupils.length];
    context.grade = 0;
    nextPupil += 1;
  }
  return context.pupil;
}

const CALLS = {
  currentUser: (p) => ({ method: 'GET', path: '/api/User/GetCurrentUser', cookie: p.cookie }),
  skills: (p) => ({
    method: 'GET',
    path: `/api/user/GetSkillsForAssessment?user_id=${p.userId}&assessment_id=${p.assessmentId}`,
    cookie: p.cookie,
  }),
  areas: (p) => ({
    method: 'GET',
    path: `/api/user/GetDevelopmentAreas?user_id=${p.userId}&project_id=${p.projectId}`,
    cookie: p.cookie,
  }),
  // Every save changes its row: a new statement each time, and the grade moves on.
  saveGrade: (p, context) => {
    context.grade += 1;
    change += 1;
    const gradeId = p.gradeIds[context.grade % p.gradeIds.length];
    return {
      method: 'POST',
      path:
        `/api/user/SaveGrade?user_id=${p.userId}&assessment_grade_id=${gradeId}` +
        `&grade=${context.grade % 11}&statement=change%20${change}`,
      cookie: p.cookie,
    };
  },
  // Each login another pupil from another address (the server trusts X-Forwarded-For here),
  // as a class logging in: one connection's pupil, again and again from 127.0.0.1, would
  // measure only the login limits' refusals.
  login: () => {
    const n = (logins += 1);
    const p = pupils[n % pupils.length];
    return {
      method: 'POST',
      path: '/api/public/login',
      forwardedFor: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      body: JSON.stringify({
        username: p.username,
        schoolUsername: config.schoolUsername,
        password: config.password,
        loginMode: 'U',
      }),
    };
  },
  floorGet: () => ({ method: 'GET', path: config.floorPath }),
  floorUpdate: () => ({ method: 'POST', path: '/update' }),
};

const instance = autocannon(
  {
    url: config.url,
    connections: config.connections,
    duration: config.seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const made = CALLS[call](pupilOf(context), context);
          const headers = { ...request.headers, 'x-requested-with': 'skillfolio' };
          if (made.cookie) headers.cookie = made.cookie;
          if (made.forwardedFor) headers['x-forwarded-for'] = made.forwardedFor;
          if (made.body) headers['content-type'] = 'application/json';
          if (config.acceptEncoding) headers['accept-encoding'] = config.acceptEncoding;
          return { ...request, method: made.method, path: made.path, headers, body: made.body };
        },
      },
    ],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify(result));
  },
);
process.once('SIGINT', () => instance.stop());
