/**
 * The project and assessment a user last chose (RememberSelection), kept on the user so the
 * next login starts where they left off. Plain integers, no foreign keys: the server checks
 * on every read that they are still the user's, and a deleted row simply stops counting.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('selected_project_id', 'integer').execute();
  await db.schema.alterTable('users').addColumn('selected_assessment_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('selected_assessment_id').execute();
  await db.schema.alterTable('users').dropColumn('selected_project_id').execute();
}
