/**
 * A skill a school no longer uses is retired, not deleted: it leaves new assessments and the
 * development-area choices while every grade and area that names it stays.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('skills')
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('skills').dropColumn('retired').execute();
}
