/**
 * The bad-input corpus: every field of every /api route that takes input gets each value
 * below, one field at a time with the others valid (the caller's own ids, so the value gets
 * past the ownership check to wherever it would do harm), sent by a caller the route allows;
 * plus whole-body and query-string attacks. Every reply is below 500, a refusal says what is
 * wrong without a stack trace, SQL or path, and a refused request changes no data. Runs on
 * SQLite and on PostgreSQL (`npm test` runs the server suite on both).
 */
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
import { digestOnceSettled } from './tableDigest';

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Raw JSON for one body field. */
export const BODY_VALUES: ReadonlyArray<[label: string, json: string]> = [
  // Longer than any field's maxLength; the 2 MB whole body below tests the body limit.
  ['70 kB string', JSON.stringify('x'.repeat(70_000))],
  ['5,000 emoji', JSON.stringify('😀'.repeat(5_000))],
  ['empty string', '""'],
  ['whitespace only', '"   \\t\\n "'],
  ['null', 'null'],
  ['true', 'true'],
  ['0', '0'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['2^31', '2147483648'],
  ['2^53', '9007199254740992'],
  ['-2^53', '-9007199254740992'],
  ['2^53+1', '9007199254740993'],
  ['1e400', '1e400'],
  ['-1e400', '-1e400'],
  ['"NaN"', '"NaN"'],
  ['"Infinity"', '"Infinity"'],
  ['"-Infinity"', '"-Infinity"'],
  ['number as text', '"12"'],
  ['empty array', '[]'],
  ['array for a scalar', '[1,"a"]'],
  ['empty object', '{}'],
  ['object for a scalar', '{"a":1}'],
  ['__proto__ object', '{"__proto__":{"is_Admin":true}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"is_Admin":true}}}'],
  ['NUL inside', '"a\\u0000b"'],
  ['lone surrogate', '"a\\ud800b"'],
  ['right-to-left override', '"abc\\u202edef"'],
  ['zero-width and BOM', '"\\u200b\\ufeffx"'],
  ['combining marks', JSON.stringify('Z' + '\u0301\u0302\u0303'.repeat(50))],
  ['control characters', '"\\u0001\\u0007\\u001b[31m"'],
  ['SQL quote', JSON.stringify("' OR '1'='1")],
  ['SQL drop', JSON.stringify("x'); DROP TABLE users; --")],
  ['SQL comment', JSON.stringify('1 /* */ UNION SELECT password_hash FROM users --')],
  ['HTML script', JSON.stringify('<script>alert(1)</script>')],
  ['HTML attribute', JSON.stringify('"><img src=x onerror=alert(1)>')],
  ['markdown link', JSON.stringify('[x](javascript:alert(1))')],
  ['path traversal', JSON.stringify('../../../../etc/passwd')],
  ['encoded traversal', JSON.stringify('..%2f..%2f..%2fetc%2fpasswd')],
  ['windows traversal', JSON.stringify('..\\..\\windows\\win.ini')],
  ['deep array', deepArray(5_000)],
  ['deep object', deepObject(5_000)],
];

/** Raw (already encoded) text for one query-string field. */
const QUERY_VALUES: ReadonlyArray<[label: string, encoded: string]> = [
  ['empty', ''],
  ['null', 'null'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['-Infinity', '-Infinity'],
  ['1e400', '1e400'],
  ['2^53', '9007199254740992'],
  ['-2^53', '-9007199254740992'],
  ['1.5', '1.5'],
  ['hex', '0x10'],
  ['NUL', 'a%00b'],
  ['lone surrogate byte', '%ED%A0%80'],
  ['invalid percent', '%E0%A4%A'],
  ['SQL', encodeURIComponent("1' OR '1'='1")],
  ['HTML', encodeURIComponent('<script>alert(1)</script>')],
  ['path traversal', encodeURIComponent('../../../../etc/passwd')],
  ['100 kB', 'x'.repeat(100_000)],
];

/** Whole bodies, whatever the route takes. */
const WHOLE_BODIES: ReadonlyArray<[label: string, json: string]> = [
  ['empty body', ''],
  ['not JSON', '{"a":'],
  ['null body', 'null'],
  ['array body', '[]'],
  ['string body', '"x"'],
  ['__proto__ body', '{"__proto__":{"is_Admin":true,"school_id":2}}'],
  ['deep body', deepObject(10_000)],
  ['2 MB body', JSON.stringify({ x: 'x'.repeat(2_000_000) })],
];

let t: TestApp;
let world: World;
let targets: RouteUnderTest[];
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t);
  targets = routesWithInput(apiRoutes(t.app), world);
}, 60_000);
afterAll(() => t.close());

interface Case {
  label: string;
  query: string;
  payload: string | undefined;
}

function casesOf(target: RouteUnderTest): Case[] {
  const cases: Case[] = [];
  const validBody = target.body === undefined ? undefined : JSON.stringify(target.body);
  const withQuery = (field: string, encoded: string) =>
    encodeQuery({ ...target.query, [field]: '\u0000MARK' }).replace('%00MARK', encoded);
  for (const field of Object.keys(target.query)) {
    for (const [label, encoded] of QUERY_VALUES) {
      cases.push({
        label: `?${field}=${label}`,
        query: withQuery(field, encoded),
        payload: validBody,
      });
    }
    const value = encodeURIComponent(String(target.query[field]));
    cases.push({
      label: `?${field} twice`,
      query: `${encodeQuery(target.query)}&${encodeURIComponent(field)}=${value}`,
      payload: validBody,
    });
    cases.push({
      label: `?${field}[a]`,
      query: `${encodeQuery(target.query)}&${encodeURIComponent(field)}[a]=1`,
      payload: validBody,
    });
  }
  const baseQuery = encodeQuery(target.query);
  cases.push({
    label: '?__proto__[is_Admin]',
    query: `${baseQuery}&__proto__[is_Admin]=1`,
    payload: validBody,
  });
  if (target.body !== undefined) {
    for (const field of Object.keys(target.body)) {
      for (const [label, json] of BODY_VALUES) {
        const payload = JSON.stringify({ ...target.body, [field]: '\u0000MARK' }).replace(
          '"\\u0000MARK"',
          json,
        );
        cases.push({ label: `body.${field}=${label}`, query: baseQuery, payload });
      }
    }
    for (const [label, json] of WHOLE_BODIES)
      cases.push({ label, query: baseQuery, payload: json });
    cases.push({
      label: 'duplicate keys',
      query: baseQuery,
      payload: `${JSON.stringify(target.body).slice(0, -1)},"${Object.keys(target.body)[0] ?? 'x'}":null}`,
    });
  }
  return cases;
}

describe('the bad-input corpus on every /api route', () => {
  it('reaches every route that takes input', () => {
    expect(targets.length).toBeGreaterThan(45);
    expect(targets.map((target) => target.key)).toEqual(
      expect.arrayContaining([
        'POST /api/public/login',
        'POST /api/admin/SaveUser',
        'POST /api/siteadmin/SaveSchool',
      ]),
    );
  });

  it('answers below 500, says what is wrong without internals, and keeps the data', async () => {
    const failures: string[] = [];
    let sent = 0;
    let baseline = await digestOnceSettled(t.app);
    for (const target of targets) {
      for (const c of casesOf(target)) {
        const response = await t.injectAs(
          world.cookies.get(target.caller),
          requestOf(target, c.query, c.payload),
        );
        sent += 1;
        const problem = judge(response);
        if (problem !== undefined) failures.push(`${target.key} ${c.label}: ${problem}`);
        if (response.statusCode < 400) {
          // A GET never writes (server/README.md); a write that was accepted moves the baseline.
          if (target.method !== 'GET') baseline = await digestOnceSettled(t.app);
        } else if (!refusedBeforeHandler(response)) {
          const now = await digestOnceSettled(t.app);
          if (now !== baseline) failures.push(`${target.key} ${c.label}: refused but changed data`);
          baseline = now;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(4_000);
  }, 600_000);
});
