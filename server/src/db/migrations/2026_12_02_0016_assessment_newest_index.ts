/**
 * A user's newest assessment in any project (where the learner screens start, read with the
 * session on every GetCurrentUser): with created_at and the id after user_id it is the first
 * row of an index walk, not a sort of all their assessments. The sort's temporary b-tree
 * also made glibc shrink and regrow the heap on every call (see scripts/run.mjs).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('assessments_user_created_index')
    .on('assessments')
    .columns(['user_id', 'created_at', 'assessment_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assessments_user_created_index').execute();
}
