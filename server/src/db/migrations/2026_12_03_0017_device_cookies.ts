/**
 * Device cookies (OWASP's "slow down online guessing with device cookies"): a browser that
 * has logged in to an account holds a random token for it; this table keeps the token's
 * sha256 and the account. A login presenting one is judged by its own failures, not by the
 * lockout strangers cause on the account or on the school's shared address.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_cookies')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  // The newest of a user's devices are kept, the oldest trimmed: found by user, by use.
  await db.schema
    .createIndex('device_cookies_user_index')
    .on('device_cookies')
    .columns(['user_id', 'last_used'])
    .execute();
  await db.schema
    .createIndex('device_cookies_expires_index')
    .on('device_cookies')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_cookies').execute();
}
