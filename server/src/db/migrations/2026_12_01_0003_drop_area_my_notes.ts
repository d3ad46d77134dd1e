/**
 * development_areas.my_notes was written by the demo data but never shown: the wire's
 * my_notes ("What I Have Done") is built from the completed steps. Dropped so nobody stores
 * text there that no screen will ever show. ALTER TABLE … DROP COLUMN is portable (SQLite
 * has it since 3.35).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('development_areas').dropColumn('my_notes').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('development_areas')
    .addColumn('my_notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
