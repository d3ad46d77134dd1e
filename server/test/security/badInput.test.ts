/**
 * No input reaches the database wrong: every /api route of the app (as registered, walked
 * through `app.routeList`) gets a list of bad values in each of its query-string and body
 * fields, one field at a time with the others valid, as a logged-in pupil and as the global
 * admin. Whatever the value, the answer is a 4xx, never a 5xx. The server suite runs on SQLite
 * and on PostgreSQL, which refuses NUL in text and overflows on out-of-range integers.
 */
import type { InjectOptions, RouteOptions } from 'fastify';
import { propertiesOf } from '../../src/plugins/routeSchemas';
import { apiRoutes as allApiRoutes } from '../support/apiRoutes';
import { buildTestApp } from '../support/buildTestApp';
import type { TestApp } from '../support/buildTestApp';

/** Bad values as they appear in a query string (already percent-encoded). */
const BAD_QUERY_VALUES: ReadonlyArray<[label: string, encoded: string]> = [
  ['Infinity', 'Infinity'],
  ['-Infinity', '-Infinity'],
  ['1e400', '1e400'],
  ['NaN', 'NaN'],
  ['-1', '-1'],
  ['2^31', '2147483648'],
  ['2^53+1', '9007199254740993'],
  ['1.5', '1.5'],
  ['empty', ''],
  ['abc', 'abc'],
  ['NUL inside', 'a%00b'],
  ['100 kB', 'x'.repeat(100_000)],
  ['null', 'null'],
];

/** Bad values as raw JSON tokens for a body field. */
const BAD_JSON_VALUES: ReadonlyArray<[label: string, json: string]> = [
  ['"Infinity"', '"Infinity"'],
  ['"-Infinity"', '"-Infinity"'],
  ['1e400', '1e400'],
  ['-1e400', '-1e400'],
  ['"NaN"', '"NaN"'],
  ['-1', '-1'],
  ['2^31', '2147483648'],
  ['2^53+1', '9007199254740993'],
  ['1.5', '1.5'],
  ['empty', '""'],
  ['"abc"', '"abc"'],
  ['NUL inside', '"a\\u0000b"'],
  ['100 kB', JSON.stringify('x'.repeat(100_000))],
  ['array', '[1,2]'],
  ['object', '{"a":1}'],
  ['null', 'null'],
];

let t: TestApp;
let sessions: Array<[who: string, cookie: string]>;
beforeAll(async () => {
  t = await buildTestApp();
  sessions = [
    ['pupil', await t.login({ username: 'pupil', schoolUsername: 'demoacademy' })],
    ['global admin', await t.login({ username: 'admin' })],
  ];
});
afterAll(() => t.close());

/** A value the field's schema accepts, so each request is bad in one field only. */
function validValue(schema: Record<string, unknown>): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.anyOf)) return validValue(schema.anyOf[0] as Record<string, unknown>);
  if (schema.type === 'integer') return Math.max(1, Number(schema.minimum ?? 1));
  if (schema.type === 'boolean') return true;
  if (schema.type === 'string') return 'x';
  return null;
}

function apiRoutes(): RouteOptions[] {
  return allApiRoutes(t.app).filter(
    // Ends the session the rest of the test uses, and takes no input.
    (route) => route.url.toLowerCase() !== '/api/public/logout',
  );
}

function badRequests(route: RouteOptions): Array<[label: string, request: InjectOptions]> {
  const method = String(route.method) as 'GET' | 'POST';
  const query = propertiesOf(route.schema?.querystring);
  const body = propertiesOf(route.schema?.body);
  const validQuery = query.map(([field, schema]) => [field, String(validValue(schema))]);
  const validBody = Object.fromEntries(body.map(([field, schema]) => [field, validValue(schema)]));
  const requests: Array<[string, InjectOptions]> = [];

  const queryString = (pairs: string[][]) =>
    pairs.map(([field, value]) => `${field}=${value}`).join('&');
  const encodedValidQuery = validQuery.map(([f, v]) => [f ?? '', encodeURIComponent(v ?? '')]);

  for (const [field] of query) {
    const others = encodedValidQuery.filter(([f]) => f !== field);
    const cases: Array<[string, string[][]]> = [
      ...BAD_QUERY_VALUES.map(([label, value]): [string, string[][]] => [label, [[field, value]]]),
      [
        'array',
        [
          [field, '1'],
          [field, '2'],
        ],
      ],
      ['object', [[`${field}[a]`, '1']]],
    ];
    for (const [label, pairs] of cases) {
      requests.push([
        `${route.url} ?${field}=${label}`,
        {
          method,
          url: `${route.url}?${queryString([...others, ...pairs])}`,
          ...(method === 'POST' && body.length > 0 ? { payload: validBody } : {}),
        },
      ]);
    }
  }
  for (const [field] of body) {
    for (const [label, json] of BAD_JSON_VALUES) {
      const payload = JSON.stringify({ ...validBody, [field]: '__BAD__' }).replace(
        '"__BAD__"',
        json,
      );
      requests.push([
        `${route.url} body.${field}=${label}`,
        {
          method,
          url: `${route.url}?${queryString(encodedValidQuery)}`,
          headers: { 'content-type': 'application/json' },
          payload,
        },
      ]);
    }
  }
  return requests;
}

describe('bad input on every /api route', () => {
  it('covers the routes that take input', () => {
    const withInput = apiRoutes().filter((route) => badRequests(route).length > 0);
    expect(withInput.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/public/login',
        '/api/user/SaveGrade',
        '/api/user/RememberSelection',
        '/api/pages/SavePersonalPlan',
      ]),
    );
  });

  it('never answers 5xx, whoever sends it', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [who, cookie] of sessions) {
      for (const route of apiRoutes()) {
        for (const [label, request] of badRequests(route)) {
          const response = await t.injectAs(cookie, request);
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(`${who} ${label}: ${response.statusCode} ${response.body.slice(0, 80)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    // Thousands of requests, more with every route: far beyond Jest's 5 s default.
  }, 120_000);
});
