/**
 * The learner screens ask for a pupil's assessments in a project newest first (where the
 * screens start, the previous assessment's grades on every Self Assessment load): with
 * created_at and the id in the index those read in index order instead of sorting. It
 * starts with the old index's columns, so it replaces it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('assessments_user_project_created_index')
    .on('assessments')
    .columns(['user_id', 'school_project_id', 'created_at', 'assessment_id'])
    .execute();
  await db.schema.dropIndex('assessments_user_project_index').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('assessments_user_project_index')
    .on('assessments')
    .columns(['user_id', 'school_project_id'])
    .execute();
  await db.schema.dropIndex('assessments_user_project_created_index').execute();
}
