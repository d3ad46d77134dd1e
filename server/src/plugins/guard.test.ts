import type { FastifyInstance, RouteOptions } from 'fastify';
import { Id, OkReply } from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import { buildApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { buildTestApp, prepareTestConfig } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import { replies } from '../wire/replies';
import { rememberedCompilers } from '../../test/support/compiledSchemas';

const okSchema = { response: replies(OkReply) };

/** Test-only routes, one per kind of protection the guard gives. */
function addProbeRoutes(app: FastifyInstance): void {
  const ok = async () => ({ ok: true }) as const;
  app.get('/api/probe/user', { config: { access: 'user' }, schema: okSchema }, ok);
  app.post('/api/probe/write', { config: { access: 'user' }, schema: okSchema }, ok);
  app.post(
    '/api/probe/parent-ok',
    { config: { access: 'user', allowReadOnly: true }, schema: okSchema },
    ok,
  );
  app.get('/api/probe/school-admin', { config: { access: 'schoolAdmin' }, schema: okSchema }, ok);
  app.post(
    '/api/probe/school-admin-write',
    // allowReadOnly opens learner writes to parents, never admin routes.
    { config: { access: 'schoolAdmin', allowReadOnly: true }, schema: okSchema },
    ok,
  );
  app.get('/api/probe/global-admin', { config: { access: 'globalAdmin' }, schema: okSchema }, ok);
  app.get(
    '/api/probe/number',
    {
      config: { access: 'public', unchecked: { id: 'a probe: the id names nothing' } },
      schema: { querystring: Type.Object({ id: Id }), response: replies(OkReply) },
    },
    ok,
  );
  app.get('/api/probe/broken', { config: { access: 'public' }, schema: okSchema }, async () => {
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

  it.each(['Infinity', '-Infinity', '1e400', 'NaN', '1&id=2'])(
    'answers 400 to the id %p, never a number the database cannot hold',
    async (id) => {
      const response = await t.injectAs(undefined, { url: `/api/probe/number?id=${id}` });
      expect(response.statusCode).toBe(400);
    },
  );

  it('says an infinite id must be a finite number', async () => {
    const response = await t.injectAs(undefined, { url: '/api/probe/number?id=1e400' });
    expect(response.json()).toEqual({ error: 'querystring/id must be a finite number' });
  });

  it('masks server errors as Something went wrong', async () => {
    const response = await t.injectAs(undefined, { url: '/api/probe/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong' });
  });
});

describe('a parent (read-only) session', () => {
  it('is refused every school-admin and global-admin route, GET included', async () => {
    // The demo head has no parent password: give her one, as an admin could.
    await t.app.db
      .updateTable('users')
      .set({ parent_password_hash: await hashPassword('head-parent-password') })
      .where('username', '=', 'head')
      .execute();
    const headsParent = await t.login({
      username: 'head',
      schoolUsername: 'demoacademy',
      password: 'head-parent-password',
    });
    const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const adminRoutes = t.app.routeList.filter(
      (route) =>
        route.method !== 'HEAD' &&
        (route.config?.access === 'schoolAdmin' || route.config?.access === 'globalAdmin'),
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of adminRoutes) {
      const method = String(route.method) as 'GET' | 'POST';
      const asParent = await t.injectAs(headsParent, { method, url: route.url });
      expect([routeLabel(route), asParent.statusCode, asParent.body]).toEqual([
        routeLabel(route),
        403,
        'Not authorised',
      ]);
    }
    // The same user with their own password passes the school-admin ones.
    const own = await t.injectAs(head, { url: '/api/probe/school-admin' });
    expect(own.statusCode).toBe(200);
  });
});

function routeLabel(route: RouteOptions): string {
  return `${String(route.method)} ${route.url}`;
}

describe('start-up', () => {
  /** Builds the app with one extra route and returns why it would not start ('' if it did). */
  async function startFailure(add: (app: FastifyInstance) => void): Promise<string> {
    const { config, database } = await prepareTestConfig({ demo: false });
    const app = await buildApp(config, { logger: false, schemaController: rememberedCompilers });
    try {
      add(app);
      await app.ready();
      return '';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      await app.close();
      await database.drop();
    }
  }

  it('refuses to start when a route lacks config.access, naming the route', async () => {
    const failure = await startFailure((app) =>
      app.get('/api/forgotten', { schema: okSchema }, async () => ({ ok: true }) as const),
    );
    expect(failure).toMatch(/config\.access.*GET \/api\/forgotten/);
  });

  it('refuses to start when an /api route has no response schema', async () => {
    const failure = await startFailure((app) =>
      app.get('/api/leaky', { config: { access: 'user' } }, async () => ({ secret: true })),
    );
    expect(failure).toMatch(/GET \/api\/leaky has no response schema/);
  });

  it('refuses to start when a string input lacks the NUL guard or a length limit', async () => {
    const failure = await startFailure((app) =>
      app.post(
        '/api/loose-text',
        {
          config: { access: 'user' },
          schema: { body: Type.Object({ text: Type.String() }), response: replies(OkReply) },
        },
        async () => ({ ok: true }) as const,
      ),
    );
    expect(failure).toMatch(/POST \/api\/loose-text body\.text: a string without the NUL guard/);
    expect(failure).toMatch(/body\.text: a string without maxLength/);
  });

  it('refuses to start when an integer input has no bounds', async () => {
    const failure = await startFailure((app) =>
      app.get(
        '/api/loose-number',
        {
          config: { access: 'user' },
          schema: {
            querystring: Type.Object({ count: Type.Integer({ minimum: 0, finite: true }) }),
            response: replies(OkReply),
          },
        },
        async () => ({ ok: true }) as const,
      ),
    );
    expect(failure).toMatch(/querystring\.count: an integer without safe minimum and maximum/);
  });
});
