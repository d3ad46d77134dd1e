/**
 * A teacher's rating of a pupil's grade, kept apart from the pupil's own (never
 * overwriting it), and the evidence a pupil links to a step-up. Each hangs off one
 * assessment_grades row and goes with it; a linked note, step or evidence row takes its link
 * with it when deleted, and a rating outlives the teacher who gave it (rated_by set null).
 */
import type { Kysely } from 'kysely';
import { identity } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('teacher_ratings')
    .addColumn('teacher_rating_id', 'integer', identity(db))
    .addColumn('assessment_grade_id', 'integer', (c) =>
      c.notNull().unique().references('assessment_grades.assessment_grade_id').onDelete('cascade'),
    )
    .addColumn('grade', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('rated_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('rated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('step_up_evidence')
    .addColumn('step_up_evidence_id', 'integer', identity(db))
    .addColumn('assessment_grade_id', 'integer', (c) =>
      c.notNull().unique().references('assessment_grades.assessment_grade_id').onDelete('cascade'),
    )
    // Exactly one of the three is set: what shows the step-up.
    .addColumn('note_id', 'integer', (c) => c.references('notes.note_id').onDelete('cascade'))
    .addColumn('step_id', 'integer', (c) => c.references('steps.step_id').onDelete('cascade'))
    .addColumn('evidence_id', 'integer', (c) =>
      c.references('evidence.evidence_id').onDelete('cascade'),
    )
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('step_up_evidence').execute();
  await db.schema.dropTable('teacher_ratings').execute();
}
