import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, prepareTestConfig } from '../test/buildTestApp';
import type { TestApp } from '../test/buildTestApp';

/** Test-only routes, one per kind of protection the guard gives. */
function addProbeRoutes(app: FastifyInstance): void {
  const ok = async () => ({ ok: true });
  app.get('/api/probe/user', { config: { access: 'user' } }, ok);
  app.post('/api/probe/write', { config: { access: 'user' } }, ok);
  app.post('/api/probe/parent-ok', { config: { access: 'user', allowReadOnly: true } }, ok);
  app.get('/api/probe/school-admin', { config: { access: 'schoolAdmin' } }, ok);
  app.get('/api/probe/global-admin', { config: { access: 'globalAdmin' } }, ok);
  app.get(
    '/api/probe/number',
    {
      config: { access: 'public' },
      schema: {
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1 } },
        },
      },
    },
    ok,
  );
  app.get('/api/probe/broken', { config: { access: 'public' } }, async () => {
    throw new Error('SELECT secret FROM internals failed');
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ extend: addProbeRoutes });
});
afterAll(() => t.close());

const pupil = () => t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
const parent = () =>
  t.login({ username: 'pupil', schoolUsername: 'demoacademy', password: 'parent-password' });

describe('the guard', () => {
  it('answers Not Authenticated to a GET without a session', async () => {
    const response = await t.injectAs(undefined, { url: '/api/probe/user' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('Not Authenticated');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers Not logged in to a POST without a session', async () => {
    const response = await t.injectAs(undefined, { method: 'POST', url: '/api/probe/write' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('Not logged in');
  });

  it('answers Not logged in before looking at a bad body', async () => {
    const response = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/probe/write',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('Not logged in');
  });

  it('lets a logged-in user through', async () => {
    const cookie = await pupil();
    expect((await t.injectAs(cookie, { url: '/api/probe/user' })).statusCode).toBe(200);
    const write = await t.injectAs(cookie, { method: 'POST', url: '/api/probe/write' });
    expect(write.statusCode).toBe(200);
  });

  it('answers Not authorised to a non-GET API request without X-Requested-With', async () => {
    const cookie = await pupil();
    const withSession = await t.app.inject({
      method: 'POST',
      url: '/api/probe/write',
      headers: { cookie },
    });
    expect(withSession.statusCode).toBe(403);
    expect(withSession.body).toBe('Not authorised');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { username: 'homeuser', password: 'demo-password', loginMode: 'U' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.body).toBe('Not authorised');
  });

  it('answers Not authorised to a read-only (parent) session on a write route', async () => {
    const cookie = await parent();
    const response = await t.injectAs(cookie, { method: 'POST', url: '/api/probe/write' });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('Not authorised');
  });

  it('lets a read-only session read, and use routes that allow it', async () => {
    const cookie = await parent();
    expect((await t.injectAs(cookie, { url: '/api/probe/user' })).statusCode).toBe(200);
    const allowed = await t.injectAs(cookie, { method: 'POST', url: '/api/probe/parent-ok' });
    expect(allowed.statusCode).toBe(200);
  });

  it('keeps school-admin routes to school admins and global admins', async () => {
    const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const admin = await t.login({ username: 'admin' });
    const learner = await pupil();
    const denied = await t.injectAs(learner, { url: '/api/probe/school-admin' });
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toBe('Not authorised');
    expect((await t.injectAs(head, { url: '/api/probe/school-admin' })).statusCode).toBe(200);
    expect((await t.injectAs(admin, { url: '/api/probe/school-admin' })).statusCode).toBe(200);
  });

  it('keeps global-admin routes to global admins', async () => {
    const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const admin = await t.login({ username: 'admin' });
    const denied = await t.injectAs(head, { url: '/api/probe/global-admin' });
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toBe('Not authorised');
    expect((await t.injectAs(admin, { url: '/api/probe/global-admin' })).statusCode).toBe(200);
  });

  it('keeps unknown API paths behind the login, then answers 404 JSON', async () => {
    const anonymous = await t.injectAs(undefined, { url: '/api/nothing/here' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toBe('Not Authenticated');

    const known = await t.injectAs(await pupil(), { url: '/api/nothing/here' });
    expect(known.statusCode).toBe(404);
    expect(known.json()).toEqual({ error: 'Not found' });
  });

  it('answers 400 with a clear message when a querystring fails its schema', async () => {
    const response = await t.injectAs(undefined, { url: '/api/probe/number?id=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'querystring/id must be integer' });
  });

  it('masks server errors as Something went wrong', async () => {
    const response = await t.injectAs(undefined, { url: '/api/probe/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong' });
  });
});

describe('start-up', () => {
  it('refuses to start when a route lacks config.access, naming the route', async () => {
    const { config, database } = await prepareTestConfig({ demo: false });
    const app = await buildApp(config, { logger: false });
    try {
      app.get('/api/forgotten', async () => ({ secret: true }));
      await expect(app.ready()).rejects.toThrow(/config\.access.*GET \/api\/forgotten/);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
