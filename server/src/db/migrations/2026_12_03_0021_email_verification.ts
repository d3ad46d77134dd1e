/**
 * An e-mail address counts for logging in and for password resets only once its account has
 * proved it (users.email_verified_at): by a single-use link mailed to it (email_verifications,
 * only the sha256 of each link's token kept), or, for a school's registrant, by the code.
 * At most one account holds an address as proved: the latest proof takes it from any other.
 *
 * Backfill, for the admins who log in by e-mail today: a global or school admin whose address
 * no other account has keeps it as proved. Anyone else, and any address two accounts share,
 * starts unproved; a school admin sends the mail from Manage Users. An address taken by a
 * stranger first is thus never proved for them, and a later proof by its owner takes it back.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    // The address the link proves: a link mailed before the address changed proves nothing.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_verifications_user_index')
    .on('email_verifications')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('email_verifications_expires_index')
    .on('email_verifications')
    .column('expires_at')
    .execute();

  await sql`
    UPDATE users SET email_verified_at = created_at
    WHERE email IS NOT NULL AND (${sql.ref('is_Admin')} = 1 OR ${sql.ref('is_schoolAdmin')} = 1)
      AND lower(email) IN (
        SELECT lower(email) FROM users WHERE email IS NOT NULL
        GROUP BY lower(email) HAVING count(*) = 1
      )
  `.execute(db);

  // One proved holder per address, whatever the case it was typed in.
  await db.schema
    .createIndex('users_verified_email_index')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .where(sql.ref('email_verified_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_verified_email_index').execute();
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
