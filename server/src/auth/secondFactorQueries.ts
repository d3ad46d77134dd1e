/** The second factor's rows: a user's TOTP secret and its state, and recovery codes. */
import type { Executor } from '../db/database';

export interface TotpState {
  totp_secret: string | null;
  totp_confirmed_at: string | null;
  totp_last_step: number | null;
  second_factor_exempt: number;
  is_Admin: number;
  is_schoolAdmin: number;
  username: string;
  email: string | null;
}

export async function findTotpState(db: Executor, userId: number): Promise<TotpState | undefined> {
  return db
    .selectFrom('users')
    .select([
      'totp_secret',
      'totp_confirmed_at',
      'totp_last_step',
      'second_factor_exempt',
      'is_Admin',
      'is_schoolAdmin',
      'username',
      'email',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A new secret waiting for its first code; replaces any earlier unconfirmed one. */
export async function setPendingTotpSecret(
  db: Executor,
  userId: number,
  secret: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: secret, totp_confirmed_at: null, totp_last_step: null })
    .where('user_id', '=', userId)
    .where('totp_confirmed_at', 'is', null)
    .execute();
}

export async function confirmTotp(
  db: Executor,
  userId: number,
  step: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_confirmed_at: now.toISOString(), totp_last_step: step })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Records the step just accepted, only if it is newer than the last: of two requests with
 * the same code at once, only one moves it on (and only that one may count as a success).
 */
export async function advanceTotpStep(
  db: Executor,
  userId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Turns the second factor off: secret and recovery codes gone. */
export async function clearSecondFactor(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: null, totp_confirmed_at: null, totp_last_step: null })
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  codeHashes: readonly string[],
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

/** Uses an unused recovery code of the user, in one statement; false if there is none. */
export async function spendRecoveryCode(
  db: Executor,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
