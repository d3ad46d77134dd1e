/**
 * The grade a pupil gave a skill before a given assessment: the newest rating of that skill
 * in the same user's earlier assessments of the same project (earlier by created_at, then
 * id). An assessment in between that left the skill unrated does not hide it. One base
 * query: the Self Assessment screen asks it of one assessment, the class view of a whole
 * class at once.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database, Executor } from '../db/database';

type AssessmentAndGrade = Database & {
  c: Database['assessments'];
  g: Database['assessment_grades'];
};

/**
 * The id of the grade row that was `g`'s skill's newest rating before assessment `c` (`g` is
 * a grade row of `c`), as a correlated subquery: the one definition of "previous". It walks
 * the user's earlier assessments newest first by the (user, project, created_at, id) index
 * and stops at the first that rated the skill.
 */
export function previousGradeId(eb: ExpressionBuilder<AssessmentAndGrade, 'c' | 'g'>) {
  return eb
    .selectFrom('assessments as q')
    .innerJoin('assessment_grades as qg', 'qg.assessment_id', 'q.assessment_id')
    .select('qg.assessment_grade_id')
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
    .whereRef('qg.skill_id', '=', 'g.skill_id')
    .where('qg.grade', 'is not', null)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.assessment_id', 'desc')
    .limit(1);
}

/** Rows of (assessment asked about, skill, grade, where it was given) for the assessments the caller picks. */
export function previousGradesQuery(db: Executor) {
  return db
    .selectFrom('assessments as c')
    .innerJoin('assessment_grades as g', 'g.assessment_id', 'c.assessment_id')
    .innerJoin('assessment_grades as pg', (join) =>
      join.on('pg.assessment_grade_id', '=', previousGradeId),
    )
    .innerJoin('assessments as p', 'p.assessment_id', 'pg.assessment_id')
    .select(['c.assessment_id as of_assessment_id', 'g.skill_id', 'pg.grade', 'p.assessment_name']);
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
