/**
 * A school's pull of its roster from its MIS's OneRoster REST API: where and how to reach it,
 * whether and when it runs each day, and how the last pull went.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roster_pulls')
    .addColumn('school_id', 'integer', (c) =>
      c.primaryKey().references('schools.school_id').onDelete('cascade'),
    )
    .addColumn('base_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('token_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_id', 'text', (c) => c.notNull().defaultTo(''))
    // Sent only to token_url; never sent back to a browser, exported, or logged.
    .addColumn('client_secret', 'text', (c) => c.notNull().defaultTo(''))
    // Which school of a tenant with several; '' when the MIS holds this school alone.
    .addColumn('org_sourced_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // 0..23, the server's local time.
    .addColumn('pull_hour', 'integer', (c) => c.notNull().defaultTo(6))
    // The admin a scheduled pull applies as: whoever saved the settings last.
    .addColumn('saved_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('saved_at', 'text', (c) => c.notNull())
    // Set when a pull starts: the scheduler claims a day's pull by moving it on.
    .addColumn('last_pull_at', 'text')
    .addColumn('last_outcome', 'text')
    // The preview the last pull made (null when it kept none, or once replaced).
    .addColumn('last_sync_id', 'integer', (c) =>
      c.references('roster_syncs.sync_id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('roster_pulls').execute();
}
