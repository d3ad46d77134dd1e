/**
 * A school registers once. Its name and postcode, compared lower case with every space
 * removed ("Hill Top Primary", "AB1 2CD" is "hilltopprimary", "ab12cd"), must not match a
 * school already here, and the registrant's address must not already be a school admin's
 * (of any school). Checked inside the transaction that creates the school, after
 * `lockSchoolRegistrations`, so two registrations sent at once cannot both pass the check.
 */
import { sql, type Expression, type Transaction } from 'kysely';
import { REGISTRATION_TEXT } from '@skillfolio/shared/wire';
import type { Database, Executor } from '../db/database';
import { dialectOf } from '../db/dialect';
import { refusal, type Refusal } from '../http/refusal';

/** The blanks a typed name or postcode may hold; the SQL side strips these too. */
const BLANKS = [' ', '\t', '\n', '\r', '\u00a0'] as const;

/** Lower case, blanks removed: how two names (or postcodes) are compared. */
export function registrationKey(text: string): string {
  let key = text.toLowerCase();
  for (const blank of BLANKS) key = key.split(blank).join('');
  return key;
}

/** Thrown inside the transaction, so it rolls back and the registration stays usable. */
export class DuplicateSchool extends Error {
  constructor(readonly refusalText: string) {
    super(refusalText);
    this.name = 'DuplicateSchool';
  }
}

/**
 * Serialises school registrations: the transaction holding it runs its check and insert
 * before the next may check. SQLite's one connection runs one transaction at a time
 * already; PostgreSQL takes a transaction-scoped advisory lock (registrations are rare, so
 * one lock for all of them costs nothing).
 */
export async function lockSchoolRegistrations(trx: Transaction<Database>): Promise<void> {
  if (dialectOf<Database>(trx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${SCHOOL_REGISTRATION_LOCK})`.execute(trx);
}

/** An arbitrary key of our own among PostgreSQL's advisory locks. */
const SCHOOL_REGISTRATION_LOCK = 5_343_470_726;

/** The refusal text when the school or its admin's address is already registered. */
export async function duplicateSchoolText(
  db: Executor,
  school: { schoolName: string; postcode: string; email: string },
): Promise<string | undefined> {
  const postcode = registrationKey(school.postcode);
  const name = registrationKey(school.schoolName);
  // The postcode narrows it in SQL (ASCII, so SQL's lower() agrees with ours); names,
  // which may not be ASCII, are compared here.
  const samePostcode = await db
    .selectFrom('schools')
    .select('school_name')
    .where((eb) => eb(stripped(eb.fn<string>('lower', ['postcode'])), '=', postcode))
    .limit(1000)
    .execute();
  if (samePostcode.some((row) => registrationKey(row.school_name) === name)) {
    return REGISTRATION_TEXT.schoolAlreadyRegistered;
  }
  const admin = await db
    .selectFrom('users')
    .select('user_id')
    .where('is_schoolAdmin', '=', 1)
    .where('school_id', 'is not', null)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', school.email.trim().toLowerCase()))
    .limit(1)
    .executeTakeFirst();
  return admin === undefined ? undefined : REGISTRATION_TEXT.adminAlreadyRegistered;
}

/** `replace(…replace(value, ' ', '')…)` for every blank. */
function stripped(value: Expression<string>): Expression<string> {
  return BLANKS.reduce<Expression<string>>(
    (inner, blank) => sql<string>`replace(${inner}, ${blank}, '')`,
    value,
  );
}

/** The work's result, or the refusal a DuplicateSchool thrown inside it stands for. */
export async function unlessDuplicate<T>(work: Promise<T>): Promise<T | Refusal> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DuplicateSchool) return refusal(error.refusalText);
    throw error;
  }
}
