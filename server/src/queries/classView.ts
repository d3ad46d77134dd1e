/**
 * The class view's reads: a round's grades, teacher ratings and step-up evidence. Which
 * rounds a project has, and each pupil's assessment of one, are rounds/classRounds.ts's.
 */
import type { Executor } from '../db/database';

export interface RoundAssessmentRow {
  assessment_id: number;
  user_id: number;
  created_at: string;
}

export interface GridGradeRow {
  assessment_grade_id: number;
  assessment_id: number;
  skill_id: number;
  grade: number | null;
}

export async function listGradesOf(
  db: Executor,
  assessmentIds: readonly number[],
): Promise<GridGradeRow[]> {
  if (assessmentIds.length === 0) return [];
  return db
    .selectFrom('assessment_grades')
    .select(['assessment_grade_id', 'assessment_id', 'skill_id', 'grade'])
    .where('assessment_id', 'in', assessmentIds)
    .execute();
}

export interface GridSkillRow {
  skill_id: number;
  skill_descriptor: string;
  ordering: number;
}

/** The skills graded (or to be graded) in these assessments, in the framework's order. */
export async function listSkillsOf(
  db: Executor,
  assessmentIds: readonly number[],
): Promise<GridSkillRow[]> {
  if (assessmentIds.length === 0) return [];
  return db
    .selectFrom('skills as s')
    .select(['s.skill_id', 's.skill_descriptor', 's.ordering'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('assessment_grades as g')
          .select('g.skill_id')
          .whereRef('g.skill_id', '=', 's.skill_id')
          .where('g.assessment_id', 'in', assessmentIds),
      ),
    )
    .orderBy('s.ordering')
    .orderBy('s.skill_id')
    .execute();
}

export interface TeacherRatingRow {
  assessment_grade_id: number;
  grade: number;
  comment: string;
  rated_at: string;
  first_name: string | null;
  last_name: string | null;
}

export async function listTeacherRatings(
  db: Executor,
  gradeIds: readonly number[],
): Promise<TeacherRatingRow[]> {
  if (gradeIds.length === 0) return [];
  return db
    .selectFrom('teacher_ratings as r')
    .leftJoin('users as u', 'u.user_id', 'r.rated_by')
    .select([
      'r.assessment_grade_id',
      'r.grade',
      'r.comment',
      'r.rated_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('r.assessment_grade_id', 'in', gradeIds)
    .execute();
}

/** Rates a grade row for the teacher: one rating per row, the latest teacher's, kept apart. */
export async function upsertTeacherRating(
  db: Executor,
  rating: {
    assessmentGradeId: number;
    grade: number;
    comment: string;
    ratedBy: number;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('teacher_ratings')
    .values({
      assessment_grade_id: rating.assessmentGradeId,
      grade: rating.grade,
      comment: rating.comment,
      rated_by: rating.ratedBy,
      rated_at: rating.at,
    })
    .onConflict((oc) =>
      oc.column('assessment_grade_id').doUpdateSet({
        grade: rating.grade,
        comment: rating.comment,
        rated_by: rating.ratedBy,
        rated_at: rating.at,
      }),
    )
    .execute();
}

export interface StepUpEvidenceRow {
  assessment_grade_id: number;
  note_id: number | null;
  note_title: string | null;
  note_text: string | null;
  note_html: string | null;
  step_id: number | null;
  step_text: string | null;
  evidence_id: number | null;
  evidence_text: string | null;
}

export async function listStepUpEvidence(
  db: Executor,
  gradeIds: readonly number[],
): Promise<StepUpEvidenceRow[]> {
  if (gradeIds.length === 0) return [];
  return db
    .selectFrom('step_up_evidence as l')
    .leftJoin('notes as n', 'n.note_id', 'l.note_id')
    .leftJoin('steps as st', 'st.step_id', 'l.step_id')
    .leftJoin('evidence as e', 'e.evidence_id', 'l.evidence_id')
    .select([
      'l.assessment_grade_id',
      'l.note_id',
      'n.note_title',
      'n.note_text',
      'n.note_html',
      'l.step_id',
      'st.step_text',
      'l.evidence_id',
      'e.evidence_text',
    ])
    .where('l.assessment_grade_id', 'in', gradeIds)
    .execute();
}

/** Links what shows a step-up (replacing any link before); all null removes the link. */
export async function setStepUpEvidence(
  db: Executor,
  assessmentGradeId: number,
  link: { note_id: number | null; step_id: number | null; evidence_id: number | null },
  at: string,
): Promise<void> {
  await db
    .deleteFrom('step_up_evidence')
    .where('assessment_grade_id', '=', assessmentGradeId)
    .execute();
  if (link.note_id === null && link.step_id === null && link.evidence_id === null) return;
  await db
    .insertInto('step_up_evidence')
    .values({ assessment_grade_id: assessmentGradeId, ...link, linked_at: at })
    .execute();
}

/** What a pupil may link to a step-up: their notes, completed steps and project evidence. */
export async function listEvidenceChoices(
  db: Executor,
  userId: number,
  projectId: number,
): Promise<{
  notes: Array<{ id: number; title: string }>;
  steps: Array<{ id: number; title: string }>;
  evidence: Array<{ id: number; title: string }>;
}> {
  const notes = await db
    .selectFrom('notes')
    .select(['note_id as id', 'note_title as title'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('note_id', 'desc')
    .execute();
  const steps = await db
    .selectFrom('steps as st')
    .innerJoin('development_areas as a', 'a.development_area_id', 'st.development_area_id')
    .select(['st.step_id as id', 'st.step_text as title'])
    .where('a.user_id', '=', userId)
    .where('a.school_project_id', '=', projectId)
    .where('st.is_completed', '=', 1)
    .orderBy('st.step_id')
    .execute();
  const evidence = await db
    .selectFrom('evidence')
    .select(['evidence_id as id', 'evidence_text as title'])
    .where('user_id', '=', userId)
    .where('school_project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('evidence_id', 'desc')
    .execute();
  return { notes, steps, evidence };
}

/** Is the step completed and the evidence row in the assessment's project? */
export async function findCompletedStep(
  db: Executor,
  stepId: number,
): Promise<{ step_id: number } | undefined> {
  return db
    .selectFrom('steps')
    .select('step_id')
    .where('step_id', '=', stepId)
    .where('is_completed', '=', 1)
    .executeTakeFirst();
}

export async function findEvidenceOfUser(
  db: Executor,
  userId: number,
  evidenceId: number,
): Promise<{ school_project_id: number } | undefined> {
  return db
    .selectFrom('evidence')
    .select('school_project_id')
    .where('evidence_id', '=', evidenceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The pupil's own grade of a grade row; null when not rated (or no such row). */
export async function findPupilGrade(
  db: Executor,
  assessmentGradeId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('assessment_grades')
    .select('grade')
    .where('assessment_grade_id', '=', assessmentGradeId)
    .executeTakeFirst();
  return row?.grade ?? null;
}

/** The assessment and project of a grade row. */
export async function findGradeContext(
  db: Executor,
  assessmentGradeId: number,
): Promise<{ assessment_id: number; school_project_id: number } | undefined> {
  return db
    .selectFrom('assessment_grades as g')
    .innerJoin('assessments as a', 'a.assessment_id', 'g.assessment_id')
    .select(['g.assessment_id', 'a.school_project_id'])
    .where('g.assessment_grade_id', '=', assessmentGradeId)
    .executeTakeFirst();
}
