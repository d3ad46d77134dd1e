/**
 * GetSkillsForAssessment in one query: the assessment's graded skills, each with its parent
 * (the headings of a two-level framework, as every school's is) and its grade in the
 * newest earlier rating. A deeper framework's further headings take one more query
 * (listMissingAncestorsOfAssessment).
 */
import type { Executor } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { previousGradeId } from '../queries/previousGrades';
import type { GradedSkillRow } from '../queries/assessments';
import type { PreviousGradeRow } from '../queries/progress';
import { listMissingAncestorsOfAssessment, type SkillRow } from '../queries/skills';

export interface SelfAssessmentSkills {
  graded: GradedSkillRow[];
  /** The ancestors of graded skills that have no grade row themselves. */
  headings: SkillRow[];
  /** By skill: its rated grade in the previous assessment (as listPreviousGrades). */
  previous: Map<number, PreviousGradeRow>;
}

interface Row extends GradedSkillRow {
  parent_descriptor: string | null;
  parent_parent_id: number | null;
  parent_ordering: number | null;
  previous_grade: number | null;
  previous_assessment_name: string | null;
}

export async function readSelfAssessmentSkills(
  db: Executor,
  assessmentId: number,
): Promise<SelfAssessmentSkills> {
  const rows = await skillsOfAssessment.all(db, { assessmentId });
  const graded: GradedSkillRow[] = [];
  const previous = new Map<number, PreviousGradeRow>();
  for (const row of rows) {
    graded.push({
      skill_id: row.skill_id,
      skill_descriptor: row.skill_descriptor,
      parent_skill_id: row.parent_skill_id,
      ordering: row.ordering,
      assessment_grade_id: row.assessment_grade_id,
      grade: row.grade,
      statement: row.statement,
    });
    if (row.previous_grade !== null && row.previous_assessment_name !== null) {
      previous.set(row.skill_id, {
        skill_id: row.skill_id,
        grade: row.previous_grade,
        assessment_name: row.previous_assessment_name,
      });
    }
  }
  const known = new Set(graded.map((skill) => skill.skill_id));
  const headings = new Map<number, SkillRow>();
  for (const row of rows) {
    const parentId = row.parent_skill_id;
    if (parentId === null || known.has(parentId) || row.parent_descriptor === null) continue;
    headings.set(parentId, {
      skill_id: parentId,
      skill_descriptor: row.parent_descriptor,
      parent_skill_id: row.parent_parent_id,
      ordering: row.parent_ordering ?? 0,
    });
  }
  const deeper = [...headings.values()].some(
    (heading) =>
      heading.parent_skill_id !== null &&
      !known.has(heading.parent_skill_id) &&
      !headings.has(heading.parent_skill_id),
  );
  return {
    graded,
    headings: deeper
      ? await listMissingAncestorsOfAssessment(db, assessmentId, graded)
      : [...headings.values()],
    previous,
  };
}

const skillsOfAssessment = preparedQuery<{ assessmentId: number }, Row>((db, arg) =>
  db
    .selectFrom('assessment_grades as g')
    .innerJoin('assessments as c', 'c.assessment_id', 'g.assessment_id')
    .innerJoin('skills as s', 's.skill_id', 'g.skill_id')
    .leftJoin('skills as ps', 'ps.skill_id', 's.parent_skill_id')
    // The skill's newest rating in an earlier assessment (listPreviousGrades's definition).
    // A correlated subquery here costs SQLite a tenth of a materialised CTE.
    .leftJoin('assessment_grades as pg', (join) =>
      join.on('pg.assessment_grade_id', '=', previousGradeId),
    )
    .leftJoin('assessments as pa', 'pa.assessment_id', 'pg.assessment_id')
    .select([
      's.skill_id',
      's.skill_descriptor',
      's.parent_skill_id',
      's.ordering',
      'g.assessment_grade_id',
      'g.grade',
      'g.statement',
      'ps.skill_descriptor as parent_descriptor',
      'ps.parent_skill_id as parent_parent_id',
      'ps.ordering as parent_ordering',
      'pg.grade as previous_grade',
      'pa.assessment_name as previous_assessment_name',
    ])
    .where('g.assessment_id', '=', arg('assessmentId')),
);
