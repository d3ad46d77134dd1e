import type { LightMyRequestResponse } from 'fastify';
import { verificationCount } from './passwords';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function attempt(payload: Record<string, unknown>) {
  const before = verificationCount();
  const response = await t.injectAs(undefined, {
    method: 'POST',
    url: '/api/public/login',
    payload,
  });
  return { response, checks: verificationCount() - before };
}

const FAILURES_BY_USERNAME = {
  'unknown school': {
    username: 'pupil',
    schoolUsername: 'nosuchschool',
    password: 'demo-password',
  },
  'unknown user': { username: 'nobody', schoolUsername: 'demoacademy', password: 'demo-password' },
  'locked user': { username: 'locked', schoolUsername: 'demoacademy', password: 'demo-password' },
  'wrong password': { username: 'teacher', schoolUsername: 'demoacademy', password: 'wrong-one' },
  'wrong password, account with a parent password': {
    username: 'pupil',
    schoolUsername: 'demoacademy',
    password: 'wrong-one',
  },
};

/** Everything the client sees but the Date header, which only says when. */
function visible(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describe('a failed login costs the same whatever failed', () => {
  it('checks one password and one parent password for each of the five username-mode failures', async () => {
    const checks: Record<string, number> = {};
    for (const [name, details] of Object.entries(FAILURES_BY_USERNAME)) {
      const { response, checks: count } = await attempt({ ...details, loginMode: 'U' });
      expect(response.statusCode).toBe(401);
      checks[name] = count;
    }
    expect(checks).toEqual({
      'unknown school': 2,
      'unknown user': 2,
      'locked user': 2,
      'wrong password': 2,
      'wrong password, account with a parent password': 2,
    });
  });

  it('answers the five failures identically: status, body and headers', async () => {
    const replies = [];
    for (const details of Object.values(FAILURES_BY_USERNAME)) {
      replies.push(visible((await attempt({ ...details, loginMode: 'U' })).response));
    }
    for (const reply of replies) expect(reply).toEqual(replies[0]);
    expect(replies[0]).toMatchObject({ status: 401, body: 'Login Error' });
    expect(replies[0]?.headers['set-cookie']).toBeUndefined();
  });

  it('checks exactly one password for any failed e-mail login, known, unproved or unknown', async () => {
    // Tom's address, but on an account that has not proved it: it opens nothing.
    await t.app.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('username', '=', 'teacher')
      .execute();
    const unknown = await attempt({
      username: 'nobody@nowhere.test',
      password: 'x-password',
      loginMode: 'E',
    });
    const known = await attempt({
      username: 'pupil@demoacademy.test',
      password: 'x-password',
      loginMode: 'E',
    });
    const unproved = await attempt({
      username: 'teacher@demoacademy.test',
      password: 'demo-password',
      loginMode: 'E',
    });
    expect([unknown.checks, known.checks, unproved.checks]).toEqual([1, 1, 1]);
    expect(visible(known.response)).toEqual(visible(unknown.response));
    expect(visible(unproved.response)).toEqual(visible(unknown.response));
  });

  it('still logs in with the password and with the parent password', async () => {
    const own = await attempt({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'demo-password',
      loginMode: 'U',
    });
    expect(own.response.json()).toMatchObject({ currentUser: { read_only: false } });
    const parent = await attempt({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'parent-password',
      loginMode: 'U',
    });
    expect(parent.response.json()).toMatchObject({ currentUser: { read_only: true } });
    const byEmail = await attempt({
      username: 'pupil@demoacademy.test',
      password: 'demo-password',
      loginMode: 'E',
    });
    expect(byEmail.response.json()).toMatchObject({ currentUser: { read_only: false } });
  });

  it('never logs in a user whose login is switched off, even with the right password', async () => {
    const { response } = await attempt({
      username: 'locked',
      schoolUsername: 'demoacademy',
      password: 'demo-password',
      loginMode: 'U',
    });
    expect(response.statusCode).toBe(401);
  });
});
