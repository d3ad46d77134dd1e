/**
 * Every /api route × 10 callers × 3 targets, each cell's outcome as ACCESS_MATRIX states it:
 * allowed calls get through the guard and the ownership check, refused ones get the guard's
 * or the ownership check's refusal and leave every data table byte-identical, lists hold
 * only the caller's school's rows, and extra fields in a write assign nothing.
 */
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { REPLY_TEXT } from '@skillfolio/shared/wire';
import { SESSION_COOKIE } from '../../src/plugins/sessions';
import { propertiesOf } from '../../src/plugins/routeSchemas';
import { apiRoutes } from './probe';
import { buildTestApp, type TestApp } from '../support/buildTestApp';
import { ACCESS_MATRIX, type MatrixRow } from './accessMatrix';
import {
  ADMINS,
  CALLERS,
  LEARNERS,
  OWN_DATA_RULES,
  STAFF,
  TARGETS,
  buildWorld,
  type Caller,
  type Target,
  type World,
} from './matrixWorld';
import { validObject, type JsonSchema } from './schemaValues';
import { digestOnceSettled } from './tableDigest';

type Expected = 'pass' | 'guard' | 'ownership';

/** Rules whose routes refuse a read-only (parent) session whatever the method. */
const PARENT_REFUSED = new Set(['staff', 'schoolAdmin', 'tenantAdmin', 'ownUpload', 'globalAdmin']);

/** A staff caller aiming at a pupil: Tom his class's, an admin any of their school's. */
function staffVerdict(row: MatrixRow, caller: Caller, target: Target): Expected {
  if (Object.keys(row.ids ?? {}).length === 0) return 'pass';
  if (target === 'otherSchool') return 'ownership';
  return target === 'own' || ADMINS.has(caller) ? 'pass' : 'ownership';
}

/** The matrix's verdict for one cell. */
function expected(row: MatrixRow, method: string, caller: Caller, target: Target): Expected {
  if (row.rule === 'open') return 'pass';
  if (caller === 'loggedOut') return 'guard';
  // Staff who owe their second factor: their own data and security set-up, nothing else.
  if (caller === 'headNo2fa' && !OWN_DATA_RULES.has(row.rule)) return 'guard';
  if (caller === 'parent') {
    if (PARENT_REFUSED.has(row.rule)) return 'guard';
    if (method !== 'GET' && row.parentMay !== true) return 'guard';
  }
  const admin = ADMINS.has(caller);
  switch (row.rule) {
    case 'anyUser':
      return 'pass';
    case 'ownLearner': {
      const onlySelf = Object.values(row.ids ?? {}).every((kind) => kind === 'self');
      return target === 'own' && (LEARNERS.has(caller) || onlySelf) ? 'pass' : 'ownership';
    }
    case 'schoolMember':
      return target === 'otherSchool' ? 'ownership' : 'pass';
    case 'schoolAdmin':
      return admin ? 'pass' : 'guard';
    case 'tenantAdmin':
      if (!admin) return 'guard';
      return target === 'otherSchool' ? 'ownership' : 'pass';
    case 'ownUpload':
      if (!admin) return 'guard';
      return target === 'own' ? 'pass' : 'ownership';
    case 'globalAdmin':
      return caller === 'globalAdmin' ? 'pass' : 'guard';
    case 'staff':
      return STAFF.has(caller) ? staffVerdict(row, caller, target) : 'guard';
    case 'profile':
      if (STAFF.has(caller)) return staffVerdict(row, caller, target);
      return target === 'own' ? 'pass' : 'ownership';
  }
}

const BOUNDARY = 'matrix-boundary';

function requestFor(
  route: RouteOptions,
  row: MatrixRow,
  world: World,
  caller: Caller,
  target: Target,
): InjectOptions {
  const method = String(route.method);
  if (row.upload === true) {
    return {
      method,
      url: route.url,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload:
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="m.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nmatrix\r\n--${BOUNDARY}--\r\n`,
    };
  }
  const rows = world.rows(caller, target);
  const query = validObject(route.schema?.querystring as JsonSchema | undefined);
  const body = validObject(route.schema?.body as JsonSchema | undefined);
  for (const [field, value] of Object.entries(row.fixed ?? {})) {
    if (field in query) query[field] = value;
    else body[field] = value;
  }
  for (const [field, kind] of Object.entries(row.ids ?? {})) {
    if (field in query) query[field] = rows[kind];
    else body[field] = Array.isArray(body[field]) ? [rows[kind]] : rows[kind];
  }
  const search = new URLSearchParams(
    Object.entries(query).map(([field, value]): [string, string] => [field, String(value)]),
  ).toString();
  const hasBody = route.schema?.body !== undefined;
  return {
    method,
    url: search === '' ? route.url : `${route.url}?${search}`,
    ...(hasBody ? { payload: body } : {}),
  };
}

function isRefusal(response: LightMyRequestResponse, row: MatrixRow, caller?: Caller): boolean {
  if (response.statusCode === 401) {
    return ([REPLY_TEXT.notAuthenticated, REPLY_TEXT.notLoggedIn] as string[]).includes(
      response.body,
    );
  }
  if (response.statusCode === 403) {
    // Where a school admin's role would pass, the refusal that sends them to set up their
    // second factor; the global admin's routes are not theirs at all.
    if (caller === 'headNo2fa' && row.rule !== 'globalAdmin') {
      return response.body === REPLY_TEXT.secondFactorRequired;
    }
    return response.body === REPLY_TEXT.notAuthorised;
  }
  return row.ownershipStatus !== undefined && response.statusCode === row.ownershipStatus;
}

function describeResponse(response: LightMyRequestResponse): string {
  return `${response.statusCode} ${response.body.slice(0, 100)}`;
}

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

const keyOf = (route: RouteOptions) => `${String(route.method)} ${route.url}`;

/** Sends as `caller`, keeping the caller's cookie when the route rotates the session. */
async function send(caller: Caller, request: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await t.injectAs(world.cookies.get(caller), request);
  const renewed = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  if (renewed !== undefined && caller !== 'loggedOut' && renewed.value !== '') {
    world.cookies.set(caller, `${SESSION_COOKIE}=${renewed.value}`);
  }
  return response;
}

describe('the authorisation matrix', () => {
  it('has a row for every /api route the app registers, and none for a route it lacks', () => {
    const registered = apiRoutes(t.app).map(keyOf);
    const missing = registered.filter((key) => ACCESS_MATRIX[key] === undefined);
    const stale = Object.keys(ACCESS_MATRIX).filter((key) => !registered.includes(key));
    expect({ missingFromServerSrcSecurityAccessMatrixTs: missing, rowsForNoRoute: stale }).toEqual({
      missingFromServerSrcSecurityAccessMatrixTs: [],
      rowsForNoRoute: [],
    });
  });

  it('names in `ids` every id field a route takes, so each is aimed at all three targets', () => {
    const unnamed: string[] = [];
    for (const route of apiRoutes(t.app)) {
      const row = ACCESS_MATRIX[keyOf(route)];
      if (row === undefined) continue;
      const fields = [
        ...propertiesOf(route.schema?.querystring),
        ...propertiesOf(route.schema?.body),
      ].map(([field]) => field);
      for (const field of fields.filter((f) => /^(id|.+_id)$/i.test(f))) {
        if (row.ids?.[field] === undefined && row.fixed?.[field] === undefined) {
          unnamed.push(`${keyOf(route)} ${field}`);
        }
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('gives every route × caller × target the outcome its row states', async () => {
    const failures: string[] = [];
    let cells = 0;
    const routes = apiRoutes(t.app)
      .filter((route) => ACCESS_MATRIX[keyOf(route)] !== undefined)
      .sort(
        (a, b) => (ACCESS_MATRIX[keyOf(a)]?.order ?? 0) - (ACCESS_MATRIX[keyOf(b)]?.order ?? 0),
      );
    for (const route of routes) {
      const key = keyOf(route);
      const row = ACCESS_MATRIX[key] as MatrixRow;
      const method = String(route.method);
      const cellsOfRoute = CALLERS.flatMap((caller) =>
        TARGETS.map((target) => ({
          caller,
          target,
          verdict: expected(row, method, caller, target),
        })),
      );
      // Refusals first, with the tables compared around them; then the calls that pass,
      // which may change rows.
      const before = await digestOnceSettled(t.app);
      for (const cell of cellsOfRoute.filter((c) => c.verdict !== 'pass')) {
        const response = await send(
          cell.caller,
          requestFor(route, row, world, cell.caller, cell.target),
        );
        cells += 1;
        if (!isRefusal(response, row, cell.verdict === 'guard' ? cell.caller : undefined)) {
          failures.push(
            `${key} as ${cell.caller} on ${cell.target}: expected refusal, got ${describeResponse(response)}`,
          );
        }
      }
      if ((await digestOnceSettled(t.app)) !== before) {
        failures.push(`${key}: a refused call changed the data tables`);
      }
      for (const cell of cellsOfRoute.filter((c) => c.verdict === 'pass')) {
        const response = await send(
          cell.caller,
          requestFor(route, row, world, cell.caller, cell.target),
        );
        cells += 1;
        if (isRefusal(response, row) || response.statusCode >= 500) {
          failures.push(
            `${key} as ${cell.caller} on ${cell.target}: expected it to pass, got ${describeResponse(response)}`,
          );
          continue;
        }
        if (method === 'GET' && row.siteWide !== true && cell.caller !== 'loggedOut') {
          const otherMarkers =
            world.rows(cell.caller, 'own').currentSchool === world.demo
              ? world.markers.riverside
              : world.markers.demo;
          const leaked = otherMarkers.filter((marker) => response.body.includes(marker));
          if (leaked.length > 0) {
            failures.push(
              `${key} as ${cell.caller}: shows the other school's ${leaked.join(', ')}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBe(routes.length * CALLERS.length * TARGETS.length);
  }, 180_000);
});
