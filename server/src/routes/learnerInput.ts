/**
 * Input schemas and checks shared by the learner routes (user.ts, pages.ts): ids, the
 * `user_id` the SPEC sends along, and the grade of SaveGrade.
 */

/**
 * Any id the client sends. Bounded to the database's 32-bit integer so an out-of-range
 * number is a 400 here, not a PostgreSQL error (a 500) later.
 */
export const idSchema = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;

/** Compared with the session's user (see isOtherUser); optional, never trusted. */
export const userIdProperty = { user_id: idSchema } as const;

export const GRADE_MESSAGE = 'The grade must be a whole number from 0 to 10';

/**
 * The grade of SaveGrade, which arrives as query text: a whole number from 0 to 10, or
 * undefined. Checked here rather than by the schema so every bad grade ('abc', '5.5', '11',
 * '-1', none) gets the one clear message.
 */
export function parseGrade(text: string | undefined): number | undefined {
  if (text === undefined || !/^\s*\d{1,2}\s*$/.test(text)) return undefined;
  const grade = Number(text);
  return grade <= 10 ? grade : undefined;
}
