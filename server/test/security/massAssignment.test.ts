/**
 * No mass assignment: every write, sent as a caller it allows with a valid body plus
 * `school_id`, `is_Admin` and `user_id` fields the route does not take (aimed at the other
 * school), is either refused or saves as if they were not there: nothing of the other school
 * changes and nobody becomes a global admin.
 */
import type { RouteOptions } from 'fastify';
import { apiRoutes } from '../support/apiRoutes';
import { buildTestApp, type TestApp } from '../support/buildTestApp';
import { ACCESS_MATRIX } from './accessMatrix';
import { buildWorld, type World } from './matrixWorld';
import { ALLOWED_CALLER } from './probe';
import { validObject, type JsonSchema } from './schemaValues';
import { digestOfSchool } from './tableDigest';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

function jsonWrites(): RouteOptions[] {
  return apiRoutes(t.app).filter((route) => {
    const row = ACCESS_MATRIX[`${String(route.method)} ${route.url}`];
    return (
      route.method === 'POST' &&
      route.schema?.body !== undefined &&
      row !== undefined &&
      row.upload !== true &&
      (row.order ?? 0) < 3
    );
  });
}

it('ignores or refuses school_id, is_Admin and user_id a write does not take', async () => {
  const changed: string[] = [];
  const writes = jsonWrites();
  for (const route of writes) {
    const key = `${String(route.method)} ${route.url}`;
    const row = ACCESS_MATRIX[key];
    if (row === undefined) continue;
    const caller = ALLOWED_CALLER[row.rule];
    const ids = world.rows(caller, 'own');
    const body: Record<string, unknown> = validObject(route.schema?.body as JsonSchema);
    for (const [field, value] of Object.entries(row.fixed ?? {})) body[field] = value;
    for (const [field, kind] of Object.entries(row.ids ?? {})) body[field] = ids[kind];
    const extra = { school_id: world.riverside, is_Admin: true, user_id: world.userIds.rory };
    for (const [field, value] of Object.entries(extra)) if (!(field in body)) body[field] = value;

    const before = await digestOfSchool(t.app.db, world.riverside);
    const response = await t.injectAs(world.cookies.get(caller), {
      method: 'POST',
      url: route.url,
      payload: body,
    });
    if (response.statusCode >= 500) changed.push(`${key}: ${response.statusCode}`);
    if ((await digestOfSchool(t.app.db, world.riverside)) !== before) {
      changed.push(`${key} as ${caller}: changed Riverside's rows or the global admins`);
    }
  }
  expect(changed).toEqual([]);
  expect(writes.length).toBeGreaterThan(30);

  // The digest does see Riverside's own writes, so the silence above means something.
  const before = await digestOfSchool(t.app.db, world.riverside);
  const own = await t.injectAs(world.cookies.get('otherHead'), {
    method: 'POST',
    url: '/api/admin/SaveProject',
    payload: { project_id: 0, project_name: 'Riverside new project' },
  });
  expect(own.statusCode).toBe(200);
  expect(await digestOfSchool(t.app.db, world.riverside)).not.toBe(before);
}, 60_000);
