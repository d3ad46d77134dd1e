/**
 * Fastify's own schema compilers, remembered across test apps. Building the app compiles an
 * ajv validator and a fast-json-stringify serialiser for every route (about 0.55 of the 0.85
 * CPU-s a build costs), and the suites build the same app some two hundred times with the same
 * schemas. Each compiled function is kept under the exact text of what it was compiled from
 * (the route, its schema, the request part or reply status, and the compiler's options), so a test that
 * adds a route or changes a schema gets a fresh compile, and every other build gets the
 * function Fastify would have built again.
 *
 * The store lives on the global object: the server tests' jest environment
 * (jest.server-env.cjs) hands every test file of a worker the same one, and screen tests load
 * the server in plain Node, where the global object is the worker's own.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;

const STORE = '__skillfolioCompiledSchemas';

function store(): Map<string, unknown> {
  const holder = globalThis as typeof globalThis & { [STORE]?: Map<string, unknown> };
  holder[STORE] ??= new Map<string, unknown>();
  return holder[STORE];
}

/** Functions (ajv plugins) have no JSON: their source tells them apart. */
function textOf(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'function' ? `function ${String(inner)}` : inner,
  );
}

function remembered<T>(key: string, compile: () => T): T {
  const compiled = store();
  if (compiled.has(key)) return compiled.get(key) as T;
  const fresh = compile();
  compiled.set(key, fresh);
  return fresh;
}

const buildValidator: ValidatorFactory = (externalSchemas, options) => {
  let compiler: ReturnType<ValidatorFactory> | undefined;
  const setup = textOf([externalSchemas, options]);
  return (route) =>
    remembered(`validator ${setup} ${textOf(route)}`, () => {
      compiler ??= AjvCompiler()(externalSchemas, options);
      return compiler(route);
    });
};

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  let compiler: ReturnType<SerializerFactory> | undefined;
  const setup = textOf([externalSchemas, options]);
  return (route) =>
    remembered(`serializer ${setup} ${textOf(route)}`, () => {
      compiler ??= SerializerSelector()(externalSchemas, options);
      return compiler(route);
    });
};

/** Fastify's schemaController option for test apps. */
export const rememberedCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator, buildSerializer },
};
