/**
 * The building blocks of every wire schema. Input fields use these so that nothing a
 * database cannot hold gets past validation: ids are 32-bit, strings are bounded and hold no
 * NUL (PostgreSQL refuses it in text), numbers are finite.
 */
import { Type, type TSchema } from 'typebox';

/** The largest id an `integer` column holds (PostgreSQL's int4). */
export const MAX_ID = 2147483647;

/** Refuses the NUL character. Every input string carries exactly this pattern. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

/**
 * Marks a number input as finite, a keyword the server's validator adds. Needed because ajv
 * coerces the query text 'Infinity' (or '1e400') to Infinity and then skips minimum and
 * maximum for a number that is not finite, letting it through to the database.
 */
export const FINITE = { finite: true } as const;

/** An input integer from `minimum` to `maximum`, never NaN or Infinity. */
export function Int(minimum: number, maximum: number) {
  return Type.Integer({ minimum, maximum, ...FINITE });
}

/** An id the client sends: a whole number from 1 to MAX_ID. */
export const Id = Int(1, MAX_ID);

/** An id where 0 means "new" or "none" (the route must declare which, see `owns`). */
export const IdOrZero = Int(0, MAX_ID);

/** Input text: at most `maxLength` characters, no NUL. */
export function Text(maxLength: number, options: { default?: string } = {}) {
  return Type.String({ maxLength, pattern: NO_NUL_PATTERN, ...options });
}

/** A value or null. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** HTML the server made safe (escaped or sanitised); only SafeHtml renders it. */
export type SanitisedHtml = string & { readonly __brand: 'SanitisedHtml' };

/** A reply field of sanitised HTML: only server/src/wire/html.ts makes one. */
export const Html = Type.Unsafe<SanitisedHtml>(Type.String());
