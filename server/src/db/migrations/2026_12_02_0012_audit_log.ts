/**
 * The audit log: who did what, when and from where — logins, refusals, changes to
 * users, schools, resources and skills, exports, profiles made. Rows are only ever added.
 * No foreign keys: an entry outlives the user, school or row it names.
 */
import type { Kysely } from 'kysely';
import { identity } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('audit_id', 'integer', identity(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_school_id', 'integer')
    .addColumn('school_id', 'integer')
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'integer')
    .addColumn('ip', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_index').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_school_at_index')
    .on('audit_log')
    .columns(['school_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
