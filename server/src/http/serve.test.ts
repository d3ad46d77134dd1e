import { endpoint } from '@skillfolio/shared/contract';
import { Int, Text } from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { schoolOf } from '../plugins/guard';
import { serve } from './serve';

const Echo = endpoint({
  method: 'GET',
  path: '/api/test/Echo',
  rule: { access: 'public' },
  query: Type.Object({ n: Int(0, 10) }),
  reply: Type.Object({ n: Type.Integer() }),
});

const Wrong = endpoint({
  method: 'GET',
  path: '/api/test/Wrong',
  rule: { access: 'public' },
  reply: Type.Object({ name: Type.String() }),
});

const Private = endpoint({
  method: 'POST',
  path: '/api/test/Private',
  rule: { access: 'schoolAdmin' },
  body: Type.Object({ text: Text(5) }),
  reply: Type.Object({ ok: Type.Literal(true) }),
});

const InSchool = endpoint({
  method: 'GET',
  path: '/api/test/InSchool',
  rule: { access: 'user', inSchool: true },
  reply: Type.Object({ school: Type.Integer() }),
});

const Limited = endpoint({
  method: 'GET',
  path: '/api/test/Limited',
  rule: { access: 'public' },
  reply: Type.Object({ ok: Type.Literal(true) }),
});

describe('an endpoint served from its declaration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      demo: true,
      extend: (app) => {
        serve(app, InSchool, async (request) => ({ school: schoolOf(request) }));
        serve(app, Echo, async (request) => ({ n: request.query.n }));
        // A reply that breaks the declaration in a way Fastify's serialiser lets through
        // (it would send "7"), as a wrong mapper would.
        serve(app, Wrong, async () => ({ name: 7 }) as unknown as { name: string });
        serve(app, Private, async () => ({ ok: true }) as const);
        serve(
          app,
          Limited,
          // A 429 carrying a field its schema does not list: only the listed ones may leave.
          async (_request, reply) =>
            reply.code(429).send({ error: 'Wait', retryAfterSeconds: 3, internal: 'x' }),
          {
            otherReplies: {
              429: Type.Object({ error: Type.String(), retryAfterSeconds: Type.Integer() }),
            },
          },
        );
      },
    });
  });
  afterAll(() => t.close());

  it('answers at the declared path with the declared reply', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test/Echo?n=3' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ n: 3 });
  });

  it("validates input against the declaration's schema", async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test/Echo?n=11' });
    expect(reply.statusCode).toBe(400);
  });

  it("fails a reply outside the declaration's schema in tests", async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test/Wrong' });
    expect(reply.statusCode).toBe(500);
  });

  it("applies the declaration's access rule before the handler", async () => {
    const reply = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/test/Private',
      payload: { text: 'hi' },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.body).toBe('Not logged in');
  });

  it('refuses an inSchool endpoint to a session without a current school, before the handler', async () => {
    const home = await t.login({ username: 'homeuser' });
    const refused = await t.injectAs(home, { method: 'GET', url: '/api/test/InSchool' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('Not authorised');
    const teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
    const answered = await t.injectAs(teacher, { method: 'GET', url: '/api/test/InSchool' });
    expect(answered.statusCode).toBe(200);
  });

  it('sends a reply listed in otherReplies by its schema', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/test/Limited' });
    expect(reply.statusCode).toBe(429);
    expect(reply.json()).toEqual({ error: 'Wait', retryAfterSeconds: 3 });
  });
});
