/**
 * What the bad-input corpus and the fuzzer judge every reply by: never a 5xx; a refusal says
 * what is wrong in words (`{ error }` or the guard's text) and leaks no stack trace, SQL or
 * server path; and a refused request changes no data (checked with a table digest, skipped
 * where the schema refused it before any handler ran).
 */
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { ACCESS_MATRIX, type Rule } from './accessMatrix';
import type { Caller, World } from './matrixWorld';
import { validObject, type JsonSchema } from './schemaValues';

/** A caller each rule lets through, working in Demo Academy on their own rows. */
export const ALLOWED_CALLER: Readonly<Record<Rule, Caller>> = {
  open: 'loggedOut',
  anyUser: 'pupil',
  ownLearner: 'pupil',
  schoolMember: 'pupil',
  schoolAdmin: 'head',
  tenantAdmin: 'head',
  ownUpload: 'head',
  globalAdmin: 'globalAdmin',
  // Tom on Pat, a pupil of the Year 10 Skills he teaches.
  staff: 'teacher',
  profile: 'pupil',
};

const LEAKS: ReadonlyArray<[string, RegExp]> = [
  ['a stack frame', /\bat \S+ \(|\bat (?:async )?\/|\.(?:ts|js):\d+:\d+/],
  ['a server path', /(?:\/(?:work|tmp|home|usr|var|srv|opt)\/|node_modules|[A-Z]:\\)/],
  [
    'SQL or a driver error',
    /\b(?:select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b|SQLITE_|\bsyntax error\b|violates|constraint|duplicate key|relation "/i,
  ],
];

/** Why this reply is not acceptable for bad input, or undefined when it is. */
export function judge(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 80)}`;
  if (response.statusCode < 400) return undefined;
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(response.body))
      return `${response.statusCode} shows ${what}: ${response.body.slice(0, 120)}`;
  }
  if (errorText(response).trim() === '') return `${response.statusCode} without a message`;
  return undefined;
}

/** The refusal's words: `{ error }` of a JSON reply, or the plain text. */
export function errorText(response: LightMyRequestResponse): string {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('json')) {
    try {
      const parsed: unknown = JSON.parse(response.body);
      if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
        return typeof parsed.error === 'string' ? parsed.error : '';
      }
      return '';
    } catch {
      return '';
    }
  }
  return response.body;
}

/**
 * Refused by the route's schema or the body parser, before any handler or hook that could
 * write: no need to compare the tables.
 */
export function refusedBeforeHandler(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 401 || response.statusCode === 403) return true;
  if (response.statusCode === 413 || response.statusCode === 415) return true;
  return (
    response.statusCode === 400 &&
    /^(?:body|querystring|params)\b|JSON|[Bb]ody/.test(errorText(response))
  );
}

export interface RouteUnderTest {
  key: string;
  route: RouteOptions;
  caller: Caller;
  method: string;
  /** Valid values, with the caller's own ids in the id fields. */
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

export { apiRoutes } from '../support/apiRoutes';

/** Every /api route with input (query or JSON body), set up to pass as its allowed caller. */
export function routesWithInput(routes: RouteOptions[], world: World): RouteUnderTest[] {
  return routes.flatMap((route): RouteUnderTest[] => {
    const key = `${String(route.method)} ${route.url}`;
    const row = ACCESS_MATRIX[key];
    if (row === undefined || row.upload === true || (row.order ?? 0) >= 3) return [];
    if (route.schema?.querystring === undefined && route.schema?.body === undefined) return [];
    const caller = ALLOWED_CALLER[row.rule];
    const ids = world.rows(caller, 'own');
    const query = validObject(route.schema?.querystring as JsonSchema | undefined);
    const body =
      route.schema?.body === undefined ? undefined : validObject(route.schema.body as JsonSchema);
    for (const [field, value] of Object.entries(row.fixed ?? {})) {
      if (field in query) query[field] = value;
      else if (body !== undefined) body[field] = value;
    }
    for (const [field, kind] of Object.entries(row.ids ?? {})) {
      if (field in query) query[field] = ids[kind];
      else if (body !== undefined) body[field] = ids[kind];
    }
    return [{ key, route, caller, method: String(route.method), query, body }];
  });
}

export function encodeQuery(query: Record<string, unknown>): string {
  return Object.entries(query)
    .map(([field, value]) => `${encodeURIComponent(field)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

export function requestOf(
  target: RouteUnderTest,
  query: string,
  payload: string | undefined,
): InjectOptions {
  return {
    method: target.method,
    url: query === '' ? target.route.url : `${target.route.url}?${query}`,
    ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
  };
}
