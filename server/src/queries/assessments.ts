/** A user's self assessments (one per occasion, within a project) and their grade rows. */
import type { Executor } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import type { SkillRow } from './skills';

export interface AssessmentRow {
  assessment_id: number;
  assessment_name: string;
}

export interface NewAssessment {
  userId: number;
  projectId: number;
  name: string;
  createdAt: Date;
}

/** A grade row with the skill it grades. */
export interface GradedSkillRow extends SkillRow {
  assessment_grade_id: number;
  grade: number | null;
  statement: string | null;
}

/** The user's assessments in a project, oldest first. */
export async function listAssessmentsOfProject(
  db: Executor,
  userId: number,
  projectId: number,
): Promise<AssessmentRow[]> {
  return db
    .selectFrom('assessments')
    .select(['assessment_id', 'assessment_name'])
    .where('user_id', '=', userId)
    .where('school_project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('assessment_id')
    .execute();
}

export async function insertAssessment(
  db: Executor,
  assessment: NewAssessment,
): Promise<AssessmentRow> {
  return db
    .insertInto('assessments')
    .values({
      user_id: assessment.userId,
      school_project_id: assessment.projectId,
      assessment_name: assessment.name,
      created_at: assessment.createdAt.toISOString(),
    })
    .returning(['assessment_id', 'assessment_name'])
    .executeTakeFirstOrThrow();
}

/**
 * One ungraded row per skill: the client saves a grade by assessment_grade_id, so the row
 * has to exist before the first grade.
 */
export async function insertEmptyGrades(
  db: Executor,
  assessmentId: number,
  skillIds: readonly number[],
): Promise<void> {
  if (skillIds.length === 0) return;
  await db
    .insertInto('assessment_grades')
    .values(
      skillIds.map((skillId) => ({
        assessment_id: assessmentId,
        skill_id: skillId,
        grade: null,
        statement: null,
      })),
    )
    .execute();
}

/** Every grade row of the assessment with its skill (unordered: the wire mapper orders). */
export async function listGradedSkills(
  db: Executor,
  assessmentId: number,
): Promise<GradedSkillRow[]> {
  return gradedSkills.all(db, { assessmentId });
}

// Self Assessment's main read: built and compiled once.
const gradedSkills = preparedQuery<{ assessmentId: number }, GradedSkillRow>((db, arg) =>
  db
    .selectFrom('assessment_grades')
    .innerJoin('skills', 'skills.skill_id', 'assessment_grades.skill_id')
    .select([
      'skills.skill_id',
      'skills.skill_descriptor',
      'skills.parent_skill_id',
      'skills.ordering',
      'assessment_grades.assessment_grade_id',
      'assessment_grades.grade',
      'assessment_grades.statement',
    ])
    .where('assessment_grades.assessment_id', '=', arg('assessmentId')),
);

/** Saves the statement, and the grade unless it is null (the skill keeps its grade, if any). */
export async function updateGrade(
  db: Executor,
  assessmentGradeId: number,
  grade: number | null,
  statement: string,
): Promise<void> {
  if (grade === null) await saveStatement.run(db, { assessmentGradeId, statement });
  else await saveGradeAndStatement.run(db, { assessmentGradeId, grade, statement });
}

// A year group pressing "save" at once: both shapes built and compiled once.
const saveStatement = preparedQuery<{ assessmentGradeId: number; statement: string }, never>(
  (db, arg) =>
    db
      .updateTable('assessment_grades')
      .set({ statement: arg('statement') })
      .where('assessment_grade_id', '=', arg('assessmentGradeId')),
);

const saveGradeAndStatement = preparedQuery<
  { assessmentGradeId: number; grade: number; statement: string },
  never
>((db, arg) =>
  db
    .updateTable('assessment_grades')
    .set({ grade: arg('grade'), statement: arg('statement') })
    .where('assessment_grade_id', '=', arg('assessmentGradeId')),
);
