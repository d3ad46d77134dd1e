/**
 * One development area per skill, per user and project. The route checks this first for a
 * clear message; the index closes the race of two adds arriving at once.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('development_areas_user_project_skill')
    .on('development_areas')
    .columns(['user_id', 'school_project_id', 'skill_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('development_areas_user_project_skill').execute();
}
