/** Proving e-mail addresses: the links mailed, and the one account that holds each address. */
import type { Executor } from '../db/database';
import type { UserRow } from './users';

export async function insertEmailVerification(
  db: Executor,
  link: { tokenHash: string; userId: number; email: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('email_verifications')
    .values({
      token_hash: link.tokenHash,
      user_id: link.userId,
      email: link.email,
      created_at: link.now.toISOString(),
      expires_at: link.expiresAt.toISOString(),
    })
    .execute();
}

/**
 * Uses the link: marks it used and answers whose it was and the address it proves, if it is
 * live and its address is still the account's. undefined for a link unknown, used, expired
 * or outdated by a change of address.
 */
export async function useEmailVerification(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; email: string } | undefined> {
  const used = await db
    .updateTable('email_verifications')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  if (used === undefined) return undefined;
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('user_id', '=', used.user_id)
    .executeTakeFirst();
  // Compared as typed: an address changed since the link was mailed is not what it proves.
  if (user?.email !== used.email) return undefined;
  return { userId: used.user_id, email: used.email };
}

/**
 * The account proves its address: it holds it from now on, and any other account that held
 * the same address as proved no longer does (only the mailbox's owner could click the link).
 */
export async function markEmailVerified(
  db: Executor,
  userId: number,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: null })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .where('user_id', '<>', userId)
    .where('email_verified_at', 'is not', null)
    .execute();
  await db
    .updateTable('users')
    .set({ email_verified_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

/** The one account that has proved this address, if any. */
export async function findUserByVerifiedEmail(
  db: Executor,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email.trim())])))
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst();
}

export async function deleteExpiredEmailVerifications(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('email_verifications').where('expires_at', '<=', now.toISOString()).execute();
}
