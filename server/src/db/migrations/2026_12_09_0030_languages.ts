/**
 * The language each person reads Skillfolio in (null: their school's default) and each
 * school's default, 'en' or 'cy'. E-mails and the screens use the same choice.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema
    .alterTable('schools')
    .addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('default_language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
