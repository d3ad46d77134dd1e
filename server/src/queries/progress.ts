/**
 * A user's grades across the assessments of one project (the progress view), and the grade
 * each skill had when last rated before a given one (shown beside the slider).
 */
import type { Executor } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { previousGradesQuery } from './previousGrades';

export interface ProgressAssessmentRow {
  assessment_id: number;
  assessment_name: string;
  created_at: string;
}

export interface ProgressGradeRow {
  assessment_grade_id: number;
  assessment_id: number;
  skill_id: number;
  skill_descriptor: string;
  ordering: number;
  parent_descriptor: string | null;
  grade: number | null;
  /** The pupil's statement (the profile prints it; the progress chart does not use it). */
  statement: string | null;
}

export interface PreviousGradeRow {
  skill_id: number;
  grade: number;
  assessment_name: string;
}

/** The user's assessments in the project, oldest first. */
export async function listProgressAssessments(
  db: Executor,
  userId: number,
  projectId: number,
): Promise<ProgressAssessmentRow[]> {
  return db
    .selectFrom('assessments')
    .select(['assessment_id', 'assessment_name', 'created_at'])
    .where('user_id', '=', userId)
    .where('school_project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('assessment_id')
    .execute();
}

/** Every grade row of the assessments, with its statement, skill and the skill's heading. */
export async function listProgressGrades(
  db: Executor,
  assessmentIds: readonly number[],
): Promise<ProgressGradeRow[]> {
  if (assessmentIds.length === 0) return [];
  return db
    .selectFrom('assessment_grades as g')
    .innerJoin('skills as s', 's.skill_id', 'g.skill_id')
    .leftJoin('skills as p', 'p.skill_id', 's.parent_skill_id')
    .select([
      'g.assessment_grade_id',
      'g.assessment_id',
      's.skill_id',
      's.skill_descriptor',
      's.ordering',
      'p.skill_descriptor as parent_descriptor',
      'g.grade',
      'g.statement',
    ])
    .where('g.assessment_id', 'in', assessmentIds)
    .execute();
}

/**
 * Each skill of this assessment with its newest rating in the same user's earlier assessments
 * of the same project (by created_at, then id); none for a skill never rated before.
 */
export async function listPreviousGrades(
  db: Executor,
  assessmentId: number,
): Promise<PreviousGradeRow[]> {
  const rows = await previousGrades.all(db, { assessmentId });
  return rows.flatMap((row) =>
    row.grade === null
      ? []
      : [{ skill_id: row.skill_id, grade: row.grade, assessment_name: row.assessment_name }],
  );
}

// One query, not three, built and compiled once: this runs on every Self Assessment load.
const previousGrades = preparedQuery<
  { assessmentId: number },
  { skill_id: number; grade: number | null; assessment_name: string }
>((db, arg) => previousGradesQuery(db).where('c.assessment_id', '=', arg('assessmentId')));
