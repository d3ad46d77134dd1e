/**
 * The rules every /api route's schemas must keep, checked when the app starts (it refuses to
 * start otherwise, naming the route), so input that a database cannot hold never reaches a
 * query and no reply field leaves by accident:
 *
 * - a `response` schema for its 200 reply (fields not listed there are never sent);
 * - every string of the query string, body and params bounded (`maxLength`) and refusing NUL
 *   (the `pattern` of `Text()` in @skillfolio/shared/wire);
 * - every number an integer with a `minimum` and a `maximum` inside the safe range, and
 *   `finite` (see finiteKeyword.ts): `Int()` and `Id` in @skillfolio/shared/wire.
 *
 * It also keeps the list of every route (`fastify.routeList`), for tests that walk them all.
 */
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { NO_NUL_PATTERN } from '@skillfolio/shared/wire';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the plugin, as declared (filled as routes are added). */
    routeList: readonly RouteOptions[];
  }
}

const INPUT_PARTS = ['querystring', 'body', 'params'] as const;

export default fp(
  async (fastify) => {
    const routes: RouteOptions[] = [];
    fastify.decorate('routeList', routes);
    fastify.addHook('onRoute', (route) => {
      routes.push(route);
    });

    fastify.addHook('onReady', async () => {
      const problems = routes.filter(isApiRoute).flatMap(schemaProblems);
      if (problems.length > 0) throw new Error(`Refusing to start: ${problems.join('; ')}`);
    });
  },
  { name: 'route-schemas', fastify: '5.x' },
);

export function isApiRoute(route: RouteOptions): boolean {
  const url = route.url.toLowerCase();
  return url === '/api' || url.startsWith('/api/');
}

export function routeName(route: RouteOptions): string {
  const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method);
  return `${method} ${route.url}`;
}

/** The named properties of an object schema (none for anything else). */
export function propertiesOf(schema: unknown): Array<[string, Record<string, unknown>]> {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  return Object.entries(schema.properties).filter(
    (entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]),
  );
}

function schemaProblems(route: RouteOptions): string[] {
  const name = routeName(route);
  // HEAD routes are Fastify's copies of the GET ones, checked there.
  if (route.method === 'HEAD') return [];
  const problems: string[] = [];
  const response = route.schema?.response;
  if (!isRecord(response) || !(200 in response || '2xx' in response)) {
    problems.push(`${name} has no response schema for its 200 reply`);
  }
  for (const part of INPUT_PARTS) {
    const schema = route.schema?.[part];
    if (schema !== undefined) inputProblems(schema, `${name} ${part}`, problems);
  }
  return problems;
}

function inputProblems(schema: unknown, where: string, problems: string[]): void {
  if (!isRecord(schema)) return;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) options.forEach((o) => inputProblems(o, where, problems));
  }
  if (schema.items !== undefined) inputProblems(schema.items, `${where}[]`, problems);
  for (const [field, property] of propertiesOf(schema)) {
    inputProblems(property, `${where}.${field}`, problems);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  // A literal ('E', 'U') can hold nothing but itself.
  const isLiteral = 'const' in schema || Array.isArray(schema.enum);
  if (types.includes('string') && !isLiteral) {
    if (schema.pattern !== NO_NUL_PATTERN) {
      problems.push(`${where}: a string without the NUL guard (use Text())`);
    }
    if (typeof schema.maxLength !== 'number') problems.push(`${where}: a string without maxLength`);
  }
  if (types.includes('number')) problems.push(`${where}: use an integer, not a number`);
  if (types.includes('integer')) {
    const { minimum, maximum } = schema;
    if (
      typeof minimum !== 'number' ||
      typeof maximum !== 'number' ||
      !Number.isSafeInteger(minimum) ||
      !Number.isSafeInteger(maximum)
    ) {
      problems.push(`${where}: an integer without safe minimum and maximum`);
    }
    if (schema.finite !== true) problems.push(`${where}: an integer without finite (use Int())`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
