/**
 * School registrations in progress, one row per browser, keyed by the sha256 of the token
 * in its registration cookie: e-mail and code, then confirmed, then consumed by createschool.
 */
import type { Selectable } from 'kysely';
import type { Executor, RegistrationsTable } from '../db/database';

export type RegistrationRow = Selectable<RegistrationsTable>;

export interface NewRegistration {
  tokenHash: string;
  email: string;
  codeHash: string;
  now: Date;
  expiresAt: Date;
}

export async function insertRegistration(db: Executor, row: NewRegistration): Promise<void> {
  await db
    .insertInto('registrations')
    .values({
      token_hash: row.tokenHash,
      email: row.email,
      code_hash: row.codeHash,
      created_at: row.now.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })
    .execute();
}

export async function findRegistration(
  db: Executor,
  tokenHash: string,
): Promise<RegistrationRow | undefined> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Counts one try of the code before it is checked, in one statement, so parallel guesses
 * cannot pass the limit. False when the registration is confirmed already, has no tries
 * left, or has expired: the code is then not checked at all.
 */
export async function countCodeTry(
  db: Executor,
  registrationId: number,
  maxTries: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('registrations')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('registration_id', '=', registrationId)
    .where('confirmed', '=', 0)
    .where('attempts', '<', maxTries)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The code was right: the registration is confirmed until `expiresAt`, for the details step. */
export async function confirmRegistration(
  db: Executor,
  registrationId: number,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('registrations')
    .set((eb) => ({
      confirmed: 1,
      attempts: eb('attempts', '-', 1),
      expires_at: expiresAt.toISOString(),
    }))
    .where('registration_id', '=', registrationId)
    .execute();
}

/**
 * Takes the confirmed, unexpired registration out, returning its e-mail: only one
 * createschool can have it, however many arrive at once.
 */
export async function consumeConfirmedRegistration(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('registrations')
    .where('token_hash', '=', tokenHash)
    .where('confirmed', '=', 1)
    .where('expires_at', '>', now.toISOString())
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}

export async function deleteRegistration(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('registrations').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredRegistrations(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('registrations').where('expires_at', '<=', now.toISOString()).execute();
}
