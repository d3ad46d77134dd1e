/**
 * Verifiable profiles.
 *
 * - school_signing_keys: each school's keys for its Open Badges credentials (RS256, as JWKs).
 *   One is current (retired_at null: a partial unique index keeps it one); a rotated key is
 *   retired, never deleted, and stays published so credentials signed with it still verify.
 * - profile_records: what a profile a pupil made states (JSON), under an unguessable public id
 *   (the link and QR code on its PDF); withdrawn_at once the pupil or the school withdraws it.
 *   Goes with the pupil when they are erased.
 */
import { sql, type Kysely } from 'kysely';
import { identity } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('school_signing_keys')
    .addColumn('key_id', 'integer', identity(db))
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.school_id').onDelete('cascade'),
    )
    .addColumn('kid', 'text', (c) => c.notNull().unique())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .execute();
  await sql`CREATE UNIQUE INDEX school_signing_keys_current_index ON school_signing_keys (school_id) WHERE retired_at IS NULL`.execute(
    db,
  );

  await db.schema
    .createTable('profile_records')
    .addColumn('record_id', 'integer', identity(db))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.school_id').onDelete('cascade'),
    )
    .addColumn('statement', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .addColumn('withdrawn_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('profile_records_user_index')
    .on('profile_records')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('profile_records_school_index')
    .on('profile_records')
    .columns(['school_id', 'issued_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_records').execute();
  await db.schema.dropTable('school_signing_keys').execute();
}
