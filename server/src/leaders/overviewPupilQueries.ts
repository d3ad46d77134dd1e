/**
 * The pupils behind the School Overview's figures, by name, for the staff who act on them:
 * those whose own rating and their teacher's differ by OVERVIEW_GAP or more, and those who
 * have not assessed in a round. Each list stops at OVERVIEW_PUPILS_MAX and says so.
 */
import { sql } from 'kysely';
import { OVERVIEW_GAP, OVERVIEW_PUPILS_MAX } from '@skillfolio/shared/wire';
import type { OverviewPupils } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import { cohortIds, type Group } from './cohort';

function capped(rows: OverviewPupils['pupils']): OverviewPupils {
  return { pupils: rows.slice(0, OVERVIEW_PUPILS_MAX), more: rows.length > OVERVIEW_PUPILS_MAX };
}

/** Gaps in a round of the group's project (one skill, or 0 for every skill). */
export async function listGapPupils(
  db: Executor,
  group: Group,
  roundId: number,
  skillId: number,
): Promise<OverviewPupils> {
  let query = db
    .selectFrom('assessments as a')
    .innerJoin('users as u', 'u.user_id', 'a.user_id')
    .innerJoin('assessment_grades as g', 'g.assessment_id', 'a.assessment_id')
    .innerJoin('teacher_ratings as tr', 'tr.assessment_grade_id', 'g.assessment_grade_id')
    .innerJoin('skills as s', 's.skill_id', 'g.skill_id')
    .select([
      'u.user_id',
      'u.first_name',
      'u.last_name',
      'u.username',
      'u.year_group',
      's.skill_descriptor',
      'g.grade as own',
      'tr.grade as teacher',
    ])
    .where('a.school_project_id', '=', group.projectId)
    .where('a.round_id', '=', roundId)
    .where('a.user_id', 'in', cohortIds(db, group))
    .where('g.grade', 'is not', null)
    .where(sql<boolean>`abs(g.grade - tr.grade) >= ${OVERVIEW_GAP}`);
  if (skillId > 0) query = query.where('g.skill_id', '=', skillId);
  const rows = await query
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.user_id')
    .orderBy('s.ordering')
    .orderBy('s.skill_id')
    .limit(OVERVIEW_PUPILS_MAX + 1)
    .execute();
  return capped(
    rows.flatMap((row) =>
      row.own === null
        ? []
        : [
            {
              user_id: row.user_id,
              first_name: row.first_name,
              last_name: row.last_name,
              username: row.username,
              year_group: row.year_group,
              skill_descriptor: row.skill_descriptor,
              own: row.own,
              teacher: row.teacher,
            },
          ],
    ),
  );
}

/** Pupils of the group with no own rating in the round. */
export async function listNotAssessedPupils(
  db: Executor,
  group: Group,
  roundId: number,
): Promise<OverviewPupils> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.user_id', 'u.first_name', 'u.last_name', 'u.username', 'u.year_group'])
    .where('u.user_id', 'in', cohortIds(db, group))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('assessments as a')
            .innerJoin('assessment_grades as g', 'g.assessment_id', 'a.assessment_id')
            .select('a.assessment_id')
            .whereRef('a.user_id', '=', 'u.user_id')
            .where('a.round_id', '=', roundId)
            .where('a.school_project_id', '=', group.projectId)
            .where('g.grade', 'is not', null),
        ),
      ),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.user_id')
    .limit(OVERVIEW_PUPILS_MAX + 1)
    .execute();
  return capped(rows);
}
