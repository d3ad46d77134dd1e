/**
 * Counters of failed attempts (logins now; later every endpoint that sends mail or checks a
 * code), shared by every app instance through the database. One row per limiter key; the key
 * holds a sha256 of what was attempted, never the name or address itself.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    // Milliseconds since the epoch: the limiter does arithmetic on them, in SQL as well.
    .addColumn('window_ends_ms', 'bigint', (c) => c.notNull())
    .addColumn('next_allowed_ms', 'bigint', (c) => c.notNull())
    .execute();
  // The sweep deletes rows whose window has passed.
  await db.schema
    .createIndex('throttle_counters_window_index')
    .on('throttle_counters')
    .column('window_ends_ms')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_counters').execute();
}
