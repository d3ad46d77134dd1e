/** Single-use links that set a password (reset, or a registrant's first), stored hashed. */
import type { PasswordContext } from '../auth/passwordPolicy';
import type { Executor } from '../db/database';

export async function insertPasswordToken(
  db: Executor,
  row: { tokenHash: string; userId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_tokens')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      created_at: row.now.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
}

/** Whose a usable (unused, unexpired) link is, with what the password policy looks at. */
export async function findPasswordTokenHolder(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<PasswordContext | undefined> {
  const row = await db
    .selectFrom('password_tokens')
    .innerJoin('users', 'users.user_id', 'password_tokens.user_id')
    .leftJoin('schools', 'schools.school_id', 'users.school_id')
    .select([
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.email',
      'schools.school_name',
      'schools.school_username',
    ])
    .where('password_tokens.token_hash', '=', tokenHash)
    .where('password_tokens.used_at', 'is', null)
    .where('password_tokens.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    schoolName: row.school_name,
    schoolUsername: row.school_username,
  };
}

/**
 * Marks the link used if it is unused and unexpired, in one statement, and returns its user:
 * of two uses at once only one gets the user. Call it in the transaction that sets the password.
 */
export async function usePasswordToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('password_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * A new password makes every other link of the user worthless. The link just used stays,
 * marked used, until its time is up: opened again, its page can say it was used.
 */
export async function deleteOtherPasswordTokensOfUser(
  db: Executor,
  userId: number,
  usedTokenHash: string,
): Promise<void> {
  await db
    .deleteFrom('password_tokens')
    .where('user_id', '=', userId)
    .where('token_hash', '<>', usedTokenHash)
    .execute();
}

/** What a link is worth now (see CheckResetLinkReply). */
export async function passwordTokenState(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<'usable' | 'used' | 'unusable'> {
  const row = await db
    .selectFrom('password_tokens')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (row === undefined || row.expires_at <= now.toISOString()) return 'unusable';
  return row.used_at === null ? 'usable' : 'used';
}

export async function deleteExpiredPasswordTokens(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('password_tokens').where('expires_at', '<=', now.toISOString()).execute();
}

export async function setPasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('user_id', '=', userId)
    .execute();
}
