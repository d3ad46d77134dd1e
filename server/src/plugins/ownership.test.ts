/**
 * The declared ownership check beyond the learner routes: a tenant kind (`schoolProject`),
 * judged by the session's CURRENT school (a global admin's choice, not the user's own
 * school), on admin routes added through `extend` (no admin routes exist yet), and the
 * start-up refusals that make a forgotten declaration impossible.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Id, IdOrZero, OkReply, Text } from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import { buildApp } from '../app';
import { hashToken } from '../auth/tokens';
import { buildTestApp, prepareTestConfig } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import { projectIdOf } from '../../test/support/learnerRows';
import { replies } from '../wire/replies';
import { rememberedCompilers } from '../../test/support/compiledSchemas';

/** An admin write in the shape the admin area will have: rename one of the school's projects. */
function addAdminRoutes(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/probe/RenameProject',
    {
      config: { access: 'schoolAdmin', owns: { school_project_id: 'schoolProject' } },
      schema: {
        body: Type.Object({ school_project_id: Id, project_name: Text(100) }),
        response: replies(OkReply),
      },
    },
    async (request) => {
      const { school_project_id, project_name } = request.body;
      await app.db
        .updateTable('school_projects')
        .set({ project_name })
        .where('school_project_id', '=', school_project_id)
        .execute();
      return { ok: true } as const;
    },
  );
}

let t: TestApp;
let year10: number;
let readingStars: number;
beforeAll(async () => {
  t = await buildTestApp({ extend: addAdminRoutes });
  year10 = await projectIdOf(t.app.db, 'Year 10 Skills');
  readingStars = await projectIdOf(t.app.db, 'Reading Stars');
});
afterAll(() => t.close());

const projectNames = () =>
  t.app.db
    .selectFrom('school_projects')
    .select(['school_project_id', 'project_name'])
    .orderBy('school_project_id')
    .execute();

function rename(cookie: string, projectId: number, name: string) {
  return t.injectAs(cookie, {
    method: 'POST',
    url: '/api/probe/RenameProject',
    payload: { school_project_id: projectId, project_name: name },
  });
}

describe('a tenant id (schoolProject)', () => {
  it('lets a school admin change a project of their own school', async () => {
    const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const response = await rename(head, year10, 'Year 10 Skills');
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
  });

  it('refuses another school’s project with Not authorised, and nothing changes', async () => {
    const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const before = await projectNames();
    const response = await rename(head, readingStars, 'Taken over');
    expect([response.statusCode, response.body]).toEqual([403, 'Not authorised']);
    expect(await projectNames()).toEqual(before);
  });

  it('follows a global admin’s current school, not the school on their user row', async () => {
    const admin = await t.login({ username: 'admin' });
    const before = await projectNames();
    // Working in Demo Academy (DEMO.md): Riverside's projects are out of reach.
    expect((await rename(admin, readingStars, 'Not yet')).statusCode).toBe(403);
    expect(await projectNames()).toEqual(before);

    // Switch the session to Riverside (as Change School will).
    const riverside = await t.app.db
      .selectFrom('schools')
      .select('school_id')
      .where('school_username', '=', 'riverside')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('sessions')
      .set({ current_school_id: riverside.school_id })
      .where('id_hash', '=', hashToken(admin.split('=')[1] ?? ''))
      .execute();
    expect((await rename(admin, readingStars, 'Reading Stars')).statusCode).toBe(200);
    const refused = await rename(admin, year10, 'Not now');
    expect([refused.statusCode, refused.body]).toEqual([403, 'Not authorised']);
    expect(await projectNames()).toEqual(before);
  });
});

describe('start-up', () => {
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

  const ok = async () => ({ ok: true }) as const;

  it('refuses to start while an id field is neither owned nor marked unchecked', async () => {
    const failure = await startFailure((app) =>
      app.post(
        '/api/probe/forgot',
        {
          config: { access: 'schoolAdmin', owns: { school_project_id: 'schoolProject' } },
          schema: {
            body: Type.Object({ school_project_id: Id, criteria_id: Id }),
            response: replies(OkReply),
          },
        },
        ok,
      ),
    );
    expect(failure).toMatch(
      /POST \/api\/probe\/forgot: the id field criteria_id is neither in config\.owns nor in config\.unchecked/,
    );
  });

  it('refuses to start while an owned id accepts 0 without saying what 0 means', async () => {
    const failure = await startFailure((app) =>
      app.post(
        '/api/probe/zero',
        {
          config: { access: 'user', owns: { id: 'developmentArea' } },
          schema: { body: Type.Object({ id: IdOrZero }), response: replies(OkReply) },
        },
        ok,
      ),
    );
    expect(failure).toMatch(/POST \/api\/probe\/zero: id accepts 0/);
  });

  it('refuses to start while a route says ownDataOnly yet takes an id that reaches another person', async () => {
    const failure = await startFailure((app) =>
      app.get(
        '/api/probe/pupilOfClass',
        {
          config: { access: 'user', ownDataOnly: true, owns: { user_id: 'classPupil' } },
          schema: { querystring: Type.Object({ user_id: Id }), response: replies(OkReply) },
        },
        ok,
      ),
    );
    expect(failure).toMatch(
      /GET \/api\/probe\/pupilOfClass: config\.ownDataOnly, yet user_id is a classPupil, which reaches another person/,
    );
  });

  it('refuses to start while a staff or admin route says ownDataOnly', async () => {
    const failure = await startFailure((app) =>
      app.get(
        '/api/probe/staffOwn',
        { config: { access: 'staff', ownDataOnly: true }, schema: { response: replies(OkReply) } },
        ok,
      ),
    );
    expect(failure).toMatch(
      /config\.ownDataOnly is for 'user' routes only.*GET \/api\/probe\/staffOwn/,
    );
  });

  it('starts when every id is declared', async () => {
    const failure = await startFailure((app) =>
      app.post(
        '/api/probe/declared',
        {
          config: {
            access: 'schoolAdmin',
            owns: { school_project_id: 'schoolProject' },
            unchecked: { criteria_id: 'a probe: names nothing' },
          },
          schema: {
            body: Type.Object({ school_project_id: Id, criteria_id: Id }),
            response: replies(OkReply),
          },
        },
        ok,
      ),
    );
    expect(failure).toBe('');
  });
});
