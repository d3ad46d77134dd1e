/**
 * Generated near-valid requests (fast-check, fixed seed): for every /api route that takes
 * input, FUZZ_RUNS requests that are the valid one with a few fields nudged just past their
 * bounds, to the wrong type, to odd text, or left out. Judged like the corpus: below 500,
 * a refusal in words without internals, and no data changed by a refused request.
 */
import fc from 'fast-check';
import { MAX_ID } from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../support/buildTestApp';
import { buildWorld, type World } from './matrixWorld';
import {
  encodeQuery,
  judge,
  refusedBeforeHandler,
  requestOf,
  routesWithInput,
  type RouteUnderTest,
  apiRoutes,
} from './probe';
import type { JsonSchema } from './schemaValues';
import { digestOfAllTables } from './tableDigest';

/**
 * Fixed, and named in the test's title, so a failing run can be replayed; change it to explore,
 * keep it fixed in CI. The PostgreSQL pass draws half as many from a different seed: the two passes
 * together try 300 distinct requests per route, where repeating SQLite's 200 on PostgreSQL would
 * cost as long and find nothing new but the dialect's own answers, which its 100 still exercise.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
export const FUZZ_SEED = ON_POSTGRES ? 31122026 : 20261122;
export const FUZZ_RUNS = ON_POSTGRES ? 100 : 200;

const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** A value close to what `schema` accepts: at or just past its bounds, or of a near type. */
function nearValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const odd = fc.constantFrom<unknown>(null, '', [], {}, true, -1, 0, 2 ** 53, 'NaN', 'Infinity');
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(...(schema.anyOf as JsonSchema[]).map((s) => nearValue(s, depth)), odd);
  }
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = number(schema.minimum, -(2 ** 31));
      const max = number(schema.maximum, 2 ** 31);
      return fc.oneof(
        fc.integer({ min: Math.max(min - 2, Number.MIN_SAFE_INTEGER), max: min + 2 }),
        fc.integer({ min: max - 2, max: Math.min(max + 2, Number.MAX_SAFE_INTEGER) }),
        fc.integer({ min: 1, max: MAX_ID }),
        fc.double({ noDefaultInfinity: false }),
        fc.integer().map(String),
        odd,
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom<unknown>('true', 'false', 0, 1, 'yes'), odd);
    case 'string': {
      const max = number(schema.maxLength, 200);
      return fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), 'é'.repeat(max + 1)),
        fc.constantFrom("' OR 1=1 --", '<b onmouseover=alert(1)>', '../../etc/passwd', 'a\u0000b'),
        fc.integer(),
        odd,
      );
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      return fc.oneof(
        fc.array(depth < 3 ? nearValue(items, depth + 1) : fc.anything(), {
          maxLength: number(schema.maxItems, 5) + 1,
        }),
        odd,
      );
    }
    case 'object':
      return fc.oneof(nearObject(schema, {}, depth + 1), odd);
    default:
      return fc.anything();
  }
}

/** The valid object with each field kept (mostly), nudged, or left out. */
function nearObject(
  schema: JsonSchema,
  valid: Record<string, unknown>,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const fields = Object.fromEntries(
    Object.entries(properties).map(([field, property]) => [
      field,
      fc.oneof(
        { weight: 5, arbitrary: fc.constant(valid[field]) },
        { weight: 3, arbitrary: depth < 4 ? nearValue(property, depth) : fc.constant(null) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ]),
  );
  return fc.record(fields);
}

let t: TestApp;
let world: World;
let targets: RouteUnderTest[];
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t);
  targets = routesWithInput(apiRoutes(t.app), world);
}, 60_000);
afterAll(() => t.close());

function samples(target: RouteUnderTest, seed: number): Array<{ query: string; payload?: string }> {
  const querySchema = (target.route.schema?.querystring ?? {}) as JsonSchema;
  const bodySchema = (target.route.schema?.body ?? {}) as JsonSchema;
  const arbitrary = fc.record({
    query: nearObject(querySchema, target.query),
    body: nearObject(bodySchema, target.body ?? {}),
  });
  return fc.sample(arbitrary, { seed, numRuns: FUZZ_RUNS }).map(({ query, body }) => ({
    query: encodeQuery(
      Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
    ),
    ...(target.body === undefined ? {} : { payload: JSON.stringify(body) }),
  }));
}

it(`answers ${FUZZ_RUNS} near-valid requests per route below 500, in words, keeping the data (seed ${FUZZ_SEED})`, async () => {
  const failures: string[] = [];
  let sent = 0;
  let baseline = await digestOfAllTables(t.app.db);
  for (const [index, target] of targets.entries()) {
    for (const sample of samples(target, FUZZ_SEED + index)) {
      const response = await t.injectAs(
        world.cookies.get(target.caller),
        requestOf(target, sample.query, sample.payload),
      );
      sent += 1;
      const problem = judge(response);
      const shown = `${target.key} ?${sample.query.slice(0, 80)} ${sample.payload?.slice(0, 120) ?? ''}`;
      if (problem !== undefined) failures.push(`${shown}: ${problem}`);
      if (response.statusCode < 400) {
        if (target.method !== 'GET') baseline = await digestOfAllTables(t.app.db);
      } else if (!refusedBeforeHandler(response)) {
        const now = await digestOfAllTables(t.app.db);
        if (now !== baseline) failures.push(`${shown}: refused but changed data`);
        baseline = now;
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBe(targets.length * FUZZ_RUNS);
}, 600_000);
