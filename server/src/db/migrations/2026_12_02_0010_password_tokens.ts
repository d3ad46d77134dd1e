/**
 * Single-use links that set a password: a reset asked for on the login page, or the first
 * password of a school's registrant. Only the sha256 of each link's token is kept.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Set when the link is used: a used link is worth nothing, and the row says when.
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_tokens_user_index')
    .on('password_tokens')
    .column('user_id')
    .execute();
  // The sweep deletes rows whose link has expired.
  await db.schema
    .createIndex('password_tokens_expires_index')
    .on('password_tokens')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_tokens').execute();
}
