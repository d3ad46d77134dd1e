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

/** The one error the keyword reports, so the 400 says what is wrong. */
const NOT_FINITE = [{ keyword: 'finite', params: {}, message: 'must be a finite number' }];

export const finiteKeyword: AjvPlugin = (ajv) => {
  const validate = Object.assign(
    (required: boolean, data: unknown): boolean => {
      const ok = !required || typeof data !== 'number' || Number.isFinite(data);
      validate.errors = ok ? undefined : NOT_FINITE;
      return ok;
    },
    { errors: undefined as typeof NOT_FINITE | undefined },
  );
  return ajv.addKeyword({ keyword: 'finite', schemaType: 'boolean', validate });
};
