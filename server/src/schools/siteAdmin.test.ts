/**
 * The global admin's routes: Manage Schools (list, add, edit), Change School, and the global
 * skills framework. Only a global admin reaches any /api/siteadmin route; a refused write
 * changes no row.
 */
import type { RouteOptions } from 'fastify';
import { SCHOOL_REFUSAL } from '@skillfolio/shared/wire';
import { propertiesOf } from '../plugins/routeSchemas';
import { SESSION_COOKIE } from '../plugins/sessions';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const admin = () => t.login({ username: 'admin@skillfolio.test', loginMode: 'E' });
const head = () => t.login({ username: 'head', schoolUsername: 'demoacademy' });
const pupil = () => t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
const parent = () =>
  t.login({ username: 'pupil', schoolUsername: 'demoacademy', password: 'parent-password' });

/** A complete school as the edit modal sends it. */
function schoolInput(overrides: Record<string, unknown> = {}) {
  return {
    school_id: 0,
    school_name: 'Hilltop High',
    address1: '1 Hill Road',
    address2: '',
    town: 'Hilltown',
    county: 'Surrey',
    postcode: 'GU1 1HH',
    contact_name: 'Helen Hill',
    telephone: '01483 000000',
    dfe_number: '936/4000',
    project_type: 'Secondary',
    notes: 'Trial year',
    school_username: 'hilltop',
    allowPeerReviews: true,
    licenceNumber: '120',
    ...overrides,
  };
}

function saveSchool(cookie: string, school: Record<string, unknown>) {
  return t.injectAs(cookie, {
    method: 'POST',
    url: '/api/siteadmin/SaveSchool',
    payload: { s: school },
  });
}

function schoolRows() {
  return t.app.db.selectFrom('schools').selectAll().orderBy('school_id').execute();
}

function sessionCookie(reply: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = reply.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie && `${SESSION_COOKIE}=${cookie.value}`;
}

/** A request the route's schemas accept, so only the guard can refuse it. */
function validRequest(route: RouteOptions) {
  const value = (schema: Record<string, unknown>): unknown => {
    if (schema.type === 'boolean') return true;
    if (schema.type === 'integer') return 1;
    if (schema.type === 'object') {
      return Object.fromEntries(propertiesOf(schema).map(([f, s]) => [f, value(s)]));
    }
    if (Array.isArray(schema.anyOf)) return value(schema.anyOf[0] as Record<string, unknown>);
    if ('const' in schema) return schema.const;
    return '1';
  };
  const query = propertiesOf(route.schema?.querystring)
    .map(([field, schema]) => `${field}=${encodeURIComponent(String(value(schema)))}`)
    .join('&');
  const body = route.schema?.body;
  return {
    method: String(route.method) as 'GET' | 'POST',
    url: query === '' ? route.url : `${route.url}?${query}`,
    ...(body === undefined ? {} : { payload: value(body as Record<string, unknown>) as object }),
  };
}

describe('who may call the global admin routes', () => {
  it('answers Not authorised to a school admin, a pupil and a parent on every /api/siteadmin route, changing nothing', async () => {
    // Every route under the prefix, as registered: one another area adds later is covered too.
    const routes = t.app.routeList.filter(
      (route) => route.url.toLowerCase().startsWith('/api/siteadmin/') && route.method !== 'HEAD',
    );
    expect(routes.map((r) => r.url).sort()).toEqual(
      expect.arrayContaining([
        '/api/SiteAdmin/ListSchools',
        '/api/siteadmin/ChangeSchool',
        '/api/siteadmin/SaveSchool',
        '/api/siteadmin/ListSkills',
        '/api/siteadmin/RetireSkill',
      ]),
    );
    const schoolsBefore = await schoolRows();
    const skillsBefore = await t.app.db.selectFrom('skills').selectAll().execute();
    for (const [who, cookie] of [
      ['head', await head()],
      ['pupil', await pupil()],
      ['parent', await parent()],
    ] as const) {
      for (const route of routes) {
        const reply = await t.injectAs(cookie, validRequest(route));
        expect([who, route.url, reply.statusCode, reply.body]).toEqual([
          who,
          route.url,
          403,
          'Not authorised',
        ]);
      }
    }
    expect(await schoolRows()).toEqual(schoolsBefore);
    expect(await t.app.db.selectFrom('skills').selectAll().execute()).toEqual(skillsBefore);
  });

  it('refuses a write without the CSRF header and a call without a session', async () => {
    const cookie = await admin();
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/siteadmin/ChangeSchool?school_id=1',
      headers: { cookie },
    });
    expect(noHeader.statusCode).toBe(403);
    const anonymous = await t.injectAs(undefined, { url: '/api/SiteAdmin/ListSchools' });
    expect([anonymous.statusCode, anonymous.body]).toEqual([401, 'Not Authenticated']);
  });
});

describe('Manage Schools', () => {
  it('lists every school with its fields and its number of users', async () => {
    const reply = await t.injectAs(await admin(), { url: '/api/siteadmin/listschools' });
    expect(reply.statusCode).toBe(200);
    const schools = reply.json<Record<string, unknown>[]>();
    expect(schools.map((s) => s.school_name)).toEqual(['Demo Academy', 'Riverside Primary']);
    expect(schools[0]).toMatchObject({
      school_username: 'demoacademy',
      town: 'Dartford',
      county: 'Kent',
      postcode: 'DA1 1AA',
      allowPeerReviews: true,
      licenceNumber: 200,
      user_count: 4,
    });
    expect(schools[1]).toMatchObject({ licenceNumber: 50, user_count: 2, allowPeerReviews: false });
  });

  it('adds a school with every field, blank ones stored as empty, and edits it', async () => {
    const cookie = await admin();
    const added = await saveSchool(cookie, schoolInput({ licenceNumber: ' 120 ' }));
    expect(added.statusCode).toBe(200);
    const { school_id } = added.json<{ school_id: number }>();
    const row = await t.app.db
      .selectFrom('schools')
      .selectAll()
      .where('school_id', '=', school_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      school_name: 'Hilltop High',
      address2: null,
      dfe_number: '936/4000',
      school_username: 'hilltop',
      allowPeerReviews: 1,
      licenceNumber: 120,
    });

    const edited = await saveSchool(
      cookie,
      schoolInput({
        school_id,
        licenceNumber: '300',
        dfe_number: '936/4001',
        allowPeerReviews: false,
      }),
    );
    expect(edited.json()).toEqual({ school_id });
    const list = (await t.injectAs(cookie, { url: '/api/SiteAdmin/ListSchools' })).json<
      Record<string, unknown>[]
    >();
    expect(list.find((s) => s.school_id === school_id)).toMatchObject({
      licenceNumber: 300,
      dfe_number: '936/4001',
      allowPeerReviews: false,
      user_count: 0,
    });
  });

  it('starts an added school ready to use, with a first project and skills, as a registered one', async () => {
    const cookie = await admin();
    const { school_id } = (await saveSchool(cookie, schoolInput())).json<{ school_id: number }>();
    const projects = await t.app.db
      .selectFrom('school_projects')
      .select('school_project_id')
      .where('school_id', '=', school_id)
      .execute();
    expect(projects).toHaveLength(1);
    const skills = await t.app.db
      .selectFrom('skills')
      .select('skill_id')
      .where((eb) => eb.or([eb('school_id', '=', school_id), eb('school_id', 'is', null)]))
      .execute();
    expect(skills.length).toBeGreaterThan(0);

    // An edit starts nothing again.
    await saveSchool(cookie, schoolInput({ school_id, notes: 'edited' }));
    const after = await t.app.db
      .selectFrom('school_projects')
      .select('school_project_id')
      .where('school_id', '=', school_id)
      .execute();
    expect(after).toHaveLength(1);
  });

  it('refuses a school username another school has, whatever its case, and saves nothing', async () => {
    const cookie = await admin();
    const before = await schoolRows();
    const taken = await saveSchool(cookie, schoolInput({ school_username: 'DemoAcademy' }));
    expect([taken.statusCode, taken.json()]).toEqual([
      400,
      { error: SCHOOL_REFUSAL.usernameTaken },
    ]);
    const riverside = before.find((s) => s.school_username === 'riverside');
    const renamed = await saveSchool(
      cookie,
      schoolInput({ school_id: riverside?.school_id, school_username: 'demoacademy' }),
    );
    expect(renamed.json()).toEqual({ error: SCHOOL_REFUSAL.usernameTaken });
    expect(await schoolRows()).toEqual(before);
  });

  it('keeps its own school username when a school is saved unchanged', async () => {
    const cookie = await admin();
    const demo = (await schoolRows())[0];
    const reply = await saveSchool(
      cookie,
      schoolInput({
        school_id: demo?.school_id,
        school_name: 'Demo Academy',
        school_username: 'DEMOACADEMY',
      }),
    );
    expect(reply.statusCode).toBe(200);
  });

  it.each([
    ['12abc', SCHOOL_REFUSAL.licenceNotWhole],
    ['1.5', SCHOOL_REFUSAL.licenceNotWhole],
    ['-3', SCHOOL_REFUSAL.licenceNotWhole],
    ['', SCHOOL_REFUSAL.licenceNotWhole],
    ['99999999', SCHOOL_REFUSAL.licenceTooLarge],
  ])('refuses the user limit %p with a clear message', async (licence, message) => {
    const before = await schoolRows();
    const reply = await saveSchool(await admin(), schoolInput({ licenceNumber: licence }));
    expect([reply.statusCode, reply.json()]).toEqual([400, { error: message }]);
    expect(await schoolRows()).toEqual(before);
  });

  it('refuses a blank name or school username, and one with spaces', async () => {
    const cookie = await admin();
    expect((await saveSchool(cookie, schoolInput({ school_name: '  ' }))).json()).toEqual({
      error: SCHOOL_REFUSAL.nameRequired,
    });
    expect((await saveSchool(cookie, schoolInput({ school_username: ' ' }))).json()).toEqual({
      error: SCHOOL_REFUSAL.usernameRequired,
    });
    expect((await saveSchool(cookie, schoolInput({ school_username: 'hill top' }))).json()).toEqual(
      {
        error: SCHOOL_REFUSAL.usernameSpaces,
      },
    );
  });

  it('answers Not authorised when the school to edit does not exist', async () => {
    const reply = await saveSchool(await admin(), schoolInput({ school_id: 999999 }));
    expect([reply.statusCode, reply.body]).toEqual([403, 'Not authorised']);
  });
});

describe('Change School', () => {
  async function schoolIdOf(username: string): Promise<number> {
    const row = await t.app.db
      .selectFrom('schools')
      .select('school_id')
      .where('school_username', '=', username)
      .executeTakeFirstOrThrow();
    return row.school_id;
  }

  it('switches the session to the school with a new session id, and the next login starts there', async () => {
    const cookie = await admin();
    const riverside = await schoolIdOf('riverside');
    const reply = await t.injectAs(cookie, {
      method: 'POST',
      url: `/api/siteadmin/ChangeSchool?school_id=${riverside}`,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ school_id: riverside, school_name: 'Riverside Primary' });

    const rotated = sessionCookie(reply);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    // The id from before the switch is worth nothing now.
    const old = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
    expect(old.statusCode).toBe(204); // nobody logged in with it

    const current = await t.injectAs(rotated, { url: '/api/User/GetCurrentUser' });
    expect(current.json()).toMatchObject({ currentSchool: { school_name: 'Riverside Primary' } });
    const users = await t.injectAs(rotated, { url: '/api/admin/ListUsersForSchool' });
    expect(
      users
        .json<{ first_name: string }[]>()
        .map((u) => u.first_name)
        .sort(),
    ).toEqual(['Rita', 'Rory']);

    const nextLogin = await admin();
    const next = await t.injectAs(nextLogin, { url: '/api/User/GetCurrentUser' });
    expect(next.json()).toMatchObject({ currentSchool: { school_name: 'Riverside Primary' } });
  });

  it('refuses a school that does not exist and leaves the session where it was', async () => {
    const cookie = await admin();
    const reply = await t.injectAs(cookie, {
      method: 'POST',
      url: '/api/siteadmin/ChangeSchool?school_id=999999',
    });
    expect([reply.statusCode, reply.body]).toEqual([403, 'Not authorised']);
    const current = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
    expect(current.json()).toMatchObject({ currentSchool: { school_name: 'Demo Academy' } });
  });

  it('is not a GET: a link cannot switch the school', async () => {
    const cookie = await admin();
    const reply = await t.injectAs(cookie, { url: '/api/siteadmin/ChangeSchool?school_id=2' });
    expect(reply.statusCode).not.toBe(200);
    const current = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
    expect(current.json()).toMatchObject({ currentSchool: { school_name: 'Demo Academy' } });
  });
});

describe('the global skills framework', () => {
  async function post(cookie: string, url: string, payload: Record<string, unknown>) {
    return t.injectAs(cookie, { method: 'POST', url, payload });
  }

  it('adds global headings and skills every school sees, and lists them', async () => {
    const cookie = await admin();
    const heading = await post(cookie, '/api/siteadmin/SaveSkill', {
      skill_id: 0,
      skill_descriptor: 'Digital skills',
      parent_skill_id: 0,
    });
    const headingId = heading.json<{ skill_id: number }>().skill_id;
    const child = await post(cookie, '/api/siteadmin/SaveSkill', {
      skill_id: 0,
      skill_descriptor: 'Staying safe online',
      parent_skill_id: headingId,
    });
    expect(child.statusCode).toBe(200);
    const rows = await t.app.db
      .selectFrom('skills')
      .select(['skill_descriptor', 'school_id', 'parent_skill_id'])
      .where('school_id', 'is', null)
      .execute();
    expect(rows).toEqual([
      { skill_descriptor: 'Digital skills', school_id: null, parent_skill_id: null },
      { skill_descriptor: 'Staying safe online', school_id: null, parent_skill_id: headingId },
    ]);
    const list = await t.injectAs(cookie, { url: '/api/siteadmin/ListSkills' });
    expect(
      list
        .json<{ globalSkills: { skill_descriptor: string }[] }>()
        .globalSkills.map((s) => s.skill_descriptor),
    ).toEqual(['Digital skills', 'Staying safe online']);
    // Both a Demo Academy and a Riverside pupil may now choose it.
    for (const school of ['demoacademy', 'riverside']) {
      const learner = await t.login({ username: 'pupil', schoolUsername: school });
      const skills = await t.injectAs(learner, { url: '/api/pages/GetSkills' });
      expect(
        skills.json<{ skill_descriptor: string }[]>().map((s) => s.skill_descriptor),
      ).toContain('Staying safe online');
    }
  });

  it('retires a global skill a pupil chose instead of deleting it, and deletes an unused one', async () => {
    const cookie = await admin();
    const add = async (name: string) =>
      (
        await post(cookie, '/api/siteadmin/SaveSkill', {
          skill_id: 0,
          skill_descriptor: name,
          parent_skill_id: 0,
        })
      ).json<{ skill_id: number }>().skill_id;
    const used = await add('Resilience');
    const unused = await add('Curiosity');
    // A Riverside pupil chooses it as a development area.
    const learner = await t.login({ username: 'pupil', schoolUsername: 'riverside' });
    const project = await t.app.db
      .selectFrom('school_projects')
      .select('school_project_id')
      .where('project_name', '=', 'Reading Stars')
      .executeTakeFirstOrThrow();
    const plan = await post(learner, '/api/pages/SavePersonalPlan', {
      id: 0,
      project_id: project.school_project_id,
      skill_id: used,
      reason: 'Keep going',
    });
    expect(plan.statusCode).toBe(200);

    const retired = await post(cookie, '/api/siteadmin/RetireSkill', {
      skill_id: used,
      retired: true,
    });
    expect(retired.json()).toEqual({ outcome: 'retired' });
    const deleted = await post(cookie, '/api/siteadmin/RetireSkill', {
      skill_id: unused,
      retired: true,
    });
    expect(deleted.json()).toEqual({ outcome: 'deleted' });
    const rows = await t.app.db
      .selectFrom('skills')
      .select(['skill_id', 'retired'])
      .where('school_id', 'is', null)
      .execute();
    expect(rows).toEqual([{ skill_id: used, retired: 1 }]);
  });

  it("refuses a school's skill id on the global routes, and a global one on a school admin's", async () => {
    const cookie = await admin();
    const leadership = await t.app.db
      .selectFrom('skills')
      .select('skill_id')
      .where('skill_descriptor', '=', 'Leadership')
      .executeTakeFirstOrThrow();
    const before = await t.app.db.selectFrom('skills').selectAll().execute();
    const refused = await post(cookie, '/api/siteadmin/RetireSkill', {
      skill_id: leadership.skill_id,
      retired: true,
    });
    expect([refused.statusCode, refused.body]).toEqual([403, 'Not authorised']);

    const global = await post(cookie, '/api/siteadmin/SaveSkill', {
      skill_id: 0,
      skill_descriptor: 'Global heading',
      parent_skill_id: 0,
    });
    const globalId = global.json<{ skill_id: number }>().skill_id;
    const schoolAdminTry = await post(await head(), '/api/admin/SaveSkill', {
      skill_id: globalId,
      skill_descriptor: 'Taken over',
      parent_skill_id: 0,
    });
    expect(schoolAdminTry.statusCode).toBe(403);
    const after = await t.app.db.selectFrom('skills').selectAll().execute();
    expect(after.filter((s) => s.skill_id !== globalId)).toEqual(before);
    expect(after.find((s) => s.skill_id === globalId)?.skill_descriptor).toBe('Global heading');
  });
});
