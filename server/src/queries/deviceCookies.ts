/** The device_cookies table: which browsers have logged in to which accounts. */
import type { Executor } from '../db/database';

export interface DeviceCookieRow {
  token_hash: string;
  user_id: number;
}

/** Of these token hashes, the live ones, with their accounts. */
export async function findLiveDeviceCookies(
  db: Executor,
  tokenHashes: readonly string[],
  now: Date,
): Promise<DeviceCookieRow[]> {
  if (tokenHashes.length === 0) return [];
  return db
    .selectFrom('device_cookies')
    .select(['token_hash', 'user_id'])
    .where('token_hash', 'in', tokenHashes)
    .where('expires_at', '>', now.toISOString())
    .execute();
}

export async function insertDeviceCookie(
  db: Executor,
  row: { tokenHash: string; userId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('device_cookies')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      created_at: row.now.toISOString(),
      last_used: row.now.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })
    .execute();
}

export async function touchDeviceCookie(
  db: Executor,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('device_cookies')
    .set({ last_used: now.toISOString(), expires_at: expiresAt.toISOString() })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Forgets all but the `keep` most recently used devices of the user. */
export async function trimDeviceCookies(db: Executor, userId: number, keep: number): Promise<void> {
  await db
    .deleteFrom('device_cookies')
    .where('user_id', '=', userId)
    .where('token_hash', 'not in', (eb) =>
      eb
        .selectFrom('device_cookies')
        .select('token_hash')
        .where('user_id', '=', userId)
        .orderBy('last_used', 'desc')
        .orderBy('token_hash')
        .limit(keep),
    )
    .execute();
}

export async function deleteExpiredDeviceCookies(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('device_cookies').where('expires_at', '<=', now.toISOString()).execute();
}
