/**
 * Year groups and leavers, for a school's year end without an MIS.
 *
 * - users.year_group: null (not set), 0 for Reception, 1..13 for Year 1..Year 13.
 * - users.left_at: when the school marked the user a leaver (null: not a leaver). A leaver
 *   logs in read-only.
 * - users.erase_after: when the leaver's account is erased (left_at + the school's
 *   leaver_days), by the sweep in year-end/leaverSweep.ts.
 * - schools.leaver_days: how long a leaver keeps read-only access (1..365, default 60).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('year_group', 'integer').execute();
  await db.schema.alterTable('users').addColumn('left_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('erase_after', 'text').execute();
  await db.schema
    .alterTable('schools')
    .addColumn('leaver_days', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();
  // The sweep's question: whose time is up.
  await db.schema
    .createIndex('users_erase_after_index')
    .on('users')
    .column('erase_after')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_erase_after_index').execute();
  await db.schema.alterTable('schools').dropColumn('leaver_days').execute();
  await db.schema.alterTable('users').dropColumn('erase_after').execute();
  await db.schema.alterTable('users').dropColumn('left_at').execute();
  await db.schema.alterTable('users').dropColumn('year_group').execute();
}
