/**
 * The grades a pupil gave in the assessment before a given one: the same user's assessment of
 * the same project created just before it (by created_at, then id). One base query: the Self
 * Assessment screen asks it of one assessment, the class view of a whole class at once.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database, Executor } from '../db/database';

/**
 * The id of the assessment before `c` (the same user's, in the same project, created just
 * before it, by created_at then id), as a subquery: the one definition of "previous".
 */
export function previousAssessmentId(
  eb: ExpressionBuilder<Database & { c: Database['assessments'] }, 'c'>,
) {
  return eb
    .selectFrom('assessments as q')
    .select('q.assessment_id')
    .whereRef('q.user_id', '=', 'c.user_id')
    .whereRef('q.school_project_id', '=', 'c.school_project_id')
    .where((inner) =>
      inner.or([
        inner('q.created_at', '<', inner.ref('c.created_at')),
        inner.and([
          inner('q.created_at', '=', inner.ref('c.created_at')),
          inner('q.assessment_id', '<', inner.ref('c.assessment_id')),
        ]),
      ]),
    )
    .orderBy('q.created_at', 'desc')
    .orderBy('q.assessment_id', 'desc')
    .limit(1);
}

/** Rows of (assessment asked about, skill, grade) for the assessments the caller picks. */
export function previousGradesQuery(db: Executor) {
  return db
    .selectFrom('assessments as c')
    .innerJoin('assessments as p', (join) =>
      join
        .onRef('p.user_id', '=', 'c.user_id')
        .onRef('p.school_project_id', '=', 'c.school_project_id'),
    )
    .innerJoin('assessment_grades as g', 'g.assessment_id', 'p.assessment_id')
    .select(['c.assessment_id as of_assessment_id', 'g.skill_id', 'g.grade', 'p.assessment_name'])
    .where('g.grade', 'is not', null)
    .where('p.assessment_id', '=', previousAssessmentId);
}

/** Each given assessment's previous grades by skill, for a whole class in one query. */
export async function listPreviousGradesOf(
  db: Executor,
  assessmentIds: readonly number[],
): Promise<Map<number, Map<number, number>>> {
  const byAssessment = new Map<number, Map<number, number>>(
    assessmentIds.map((id) => [id, new Map()]),
  );
  if (assessmentIds.length === 0) return byAssessment;
  const rows = await previousGradesQuery(db)
    .where('c.assessment_id', 'in', assessmentIds)
    .execute();
  for (const row of rows) {
    if (row.grade !== null) byAssessment.get(row.of_assessment_id)?.set(row.skill_id, row.grade);
  }
  return byAssessment;
}
