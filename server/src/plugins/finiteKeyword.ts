/**
 * The `finite` keyword of the input schemas (`Int()` in @skillfolio/shared/wire), as an ajv
 * plugin for Fastify's validator. ajv coerces the query text 'Infinity', '-Infinity' or
 * '1e400' to an infinite number and then skips `minimum`/`maximum` (they only judge finite
 * numbers), so without this a bounded integer let Infinity through to the database.
 * Declared for every type, so it runs after coercion, whatever the schema's type.
 */

import type { FastifyServerOptions } from 'fastify';

/** An entry of Fastify's `ajv.plugins` (ajv itself is Fastify's dependency, not ours). */
type AjvPlugin = Extract<
  NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number],
  (...args: never[]) => unknown
>;

export const finiteKeyword: AjvPlugin = (ajv) =>
  ajv.addKeyword({
    keyword: 'finite',
    schemaType: 'boolean',
    errors: false,
    validate: (required: boolean, data: unknown) =>
      !required || typeof data !== 'number' || Number.isFinite(data),
  });
