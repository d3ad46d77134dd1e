/**
 * Assessment rounds a school sets: a staff member opens a round of a project ("Autumn 2026",
 * with dates) and closes it. While it is open, every pupil's assessment of the project is made
 * in it and takes its name, so everything that reads assessment_name keeps working; once
 * closed, its assessments are read-only. Names are unique per project ignoring case, at most
 * one round of a project is open at a time, and a pupil has at most one assessment per round:
 * each rule is an index, so two requests at once cannot break it.
 */
import { sql, type Kysely } from 'kysely';
import { identity } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessment_rounds')
    .addColumn('round_id', 'integer', identity(db))
    .addColumn('school_project_id', 'integer', (c) =>
      c.notNull().references('school_projects.school_project_id').onDelete('cascade'),
    )
    .addColumn('round_name', 'text', (c) => c.notNull())
    // Dates as YYYY-MM-DD; closes_on null: no end date planned.
    .addColumn('opens_on', 'text', (c) => c.notNull())
    .addColumn('closes_on', 'text')
    // null while the round is open.
    .addColumn('closed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();
  await sql`CREATE UNIQUE INDEX assessment_rounds_name_index ON assessment_rounds (school_project_id, lower(round_name))`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX assessment_rounds_open_index ON assessment_rounds (school_project_id) WHERE closed_at IS NULL`.execute(
    db,
  );

  await db.schema
    .alterTable('assessments')
    .addColumn('round_id', 'integer', (c) =>
      c.references('assessment_rounds.round_id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('assessments_round_user_index')
    .on('assessments')
    .columns(['round_id', 'user_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assessments_round_user_index').execute();
  await db.schema.alterTable('assessments').dropColumn('round_id').execute();
  await db.schema.dropTable('assessment_rounds').execute();
}
