/**
 * The School Overview's reads. Each counts in the database and returns rows bounded by
 * rounds × skills × ratings, never one row per pupil, so a school of any size answers with
 * the same few hundred rows.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { cohortIds, type Group } from './cohort';

/** How many pupils of the group gave `own` and got `teacher` for a skill in a round. */
export interface PairCountRow {
  round_id: number;
  skill_id: number;
  own: number | null;
  teacher: number | null;
  pupils: number;
}

export async function countRatingPairs(
  db: Executor,
  group: Group,
  roundIds: readonly number[],
): Promise<PairCountRow[]> {
  if (roundIds.length === 0) return [];
  const rows = await db
    .selectFrom('assessments as a')
    .innerJoin('assessment_grades as g', 'g.assessment_id', 'a.assessment_id')
    .leftJoin('teacher_ratings as tr', 'tr.assessment_grade_id', 'g.assessment_grade_id')
    .select(({ fn }) => [
      'a.round_id',
      'g.skill_id',
      'g.grade as own',
      'tr.grade as teacher',
      fn.countAll<number | string>().as('pupils'),
    ])
    .where('a.school_project_id', '=', group.projectId)
    .where('a.round_id', 'in', roundIds)
    .where('a.user_id', 'in', cohortIds(db, group))
    .where((eb) => eb.or([eb('g.grade', 'is not', null), eb('tr.grade', 'is not', null)]))
    .groupBy(['a.round_id', 'g.skill_id', 'g.grade', 'tr.grade'])
    .execute();
  return rows.map((row) => ({
    round_id: Number(row.round_id),
    skill_id: row.skill_id,
    own: row.own,
    teacher: row.teacher,
    pupils: Number(row.pupils),
  }));
}

/** Pupils of the group with at least one own rating in each round. */
export async function countAssessedPupils(
  db: Executor,
  group: Group,
  roundIds: readonly number[],
): Promise<Map<number, number>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('assessments as a')
    .select(({ fn }) => ['a.round_id', fn.countAll<number | string>().as('pupils')])
    .where('a.school_project_id', '=', group.projectId)
    .where('a.round_id', 'in', roundIds)
    .where('a.user_id', 'in', cohortIds(db, group))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('assessment_grades as ag')
          .select('ag.assessment_grade_id')
          .whereRef('ag.assessment_id', '=', 'a.assessment_id')
          .where('ag.grade', 'is not', null),
      ),
    )
    .groupBy('a.round_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.round_id), Number(row.pupils)]));
}

/** One skill's moves from one round to the next, each voice counted over the pupils it rated twice. */
export interface MovesRow {
  skill_id: number;
  own_pupils: number;
  own_higher: number;
  own_lower: number;
  teacher_pupils: number;
  teacher_higher: number;
  teacher_lower: number;
}

export async function countMoves(
  db: Executor,
  group: Group,
  fromRoundId: number,
  toRoundId: number,
): Promise<MovesRow[]> {
  const rows = await db
    .selectFrom('assessments as a1')
    .innerJoin('assessment_grades as g1', 'g1.assessment_id', 'a1.assessment_id')
    .innerJoin('assessments as a2', (join) =>
      join.onRef('a2.user_id', '=', 'a1.user_id').on('a2.round_id', '=', toRoundId),
    )
    .innerJoin('assessment_grades as g2', (join) =>
      join
        .onRef('g2.assessment_id', '=', 'a2.assessment_id')
        .onRef('g2.skill_id', '=', 'g1.skill_id'),
    )
    .leftJoin('teacher_ratings as t1', 't1.assessment_grade_id', 'g1.assessment_grade_id')
    .leftJoin('teacher_ratings as t2', 't2.assessment_grade_id', 'g2.assessment_grade_id')
    .select([
      'g1.skill_id',
      sql<
        number | string
      >`sum(case when g1.grade is not null and g2.grade is not null then 1 else 0 end)`.as(
        'own_pupils',
      ),
      sql<number | string>`sum(case when g2.grade > g1.grade then 1 else 0 end)`.as('own_higher'),
      sql<number | string>`sum(case when g2.grade < g1.grade then 1 else 0 end)`.as('own_lower'),
      sql<
        number | string
      >`sum(case when t1.grade is not null and t2.grade is not null then 1 else 0 end)`.as(
        'teacher_pupils',
      ),
      sql<number | string>`sum(case when t2.grade > t1.grade then 1 else 0 end)`.as(
        'teacher_higher',
      ),
      sql<number | string>`sum(case when t2.grade < t1.grade then 1 else 0 end)`.as(
        'teacher_lower',
      ),
    ])
    .where('a1.school_project_id', '=', group.projectId)
    .where('a1.round_id', '=', fromRoundId)
    .where('a1.user_id', 'in', cohortIds(db, group))
    .groupBy('g1.skill_id')
    .execute();
  return rows.map((row) => ({
    skill_id: row.skill_id,
    own_pupils: Number(row.own_pupils),
    own_higher: Number(row.own_higher),
    own_lower: Number(row.own_lower),
    teacher_pupils: Number(row.teacher_pupils),
    teacher_higher: Number(row.teacher_higher),
    teacher_lower: Number(row.teacher_lower),
  }));
}

export interface OverviewSkillRow {
  skill_id: number;
  skill_descriptor: string;
  area_descriptor: string | null;
}

/** The skills named, in the framework's order: by heading, then within it. */
export async function listSkillsInOrder(
  db: Executor,
  skillIds: readonly number[],
): Promise<OverviewSkillRow[]> {
  if (skillIds.length === 0) return [];
  return db
    .selectFrom('skills as s')
    .leftJoin('skills as p', 'p.skill_id', 's.parent_skill_id')
    .select(['s.skill_id', 's.skill_descriptor', 'p.skill_descriptor as area_descriptor'])
    .where('s.skill_id', 'in', skillIds)
    .orderBy(sql`coalesce(p.ordering, s.ordering)`)
    .orderBy(sql`coalesce(p.skill_id, s.skill_id)`)
    .orderBy('s.ordering')
    .orderBy('s.skill_id')
    .execute();
}

/** The school's projects, by name. */
export async function listProjectsOfSchool(
  db: Executor,
  schoolId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('school_projects')
    .select(['school_project_id as id', 'project_name as name'])
    .where('school_id', '=', schoolId)
    .orderBy('project_name')
    .orderBy('school_project_id')
    .execute();
}

/** The school's open classes, by title. */
export async function listOpenClasses(
  db: Executor,
  schoolId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('school_classes')
    .select(['class_id as id', 'title as name'])
    .where('school_id', '=', schoolId)
    .where('closed_at', 'is', null)
    .orderBy('title')
    .orderBy('class_id')
    .execute();
}

/** The year groups the school's current pupils are in, lowest first. */
export async function listYearGroups(db: Executor, schoolId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('year_group')
    .distinct()
    .where('school_id', '=', schoolId)
    .where('year_group', 'is not', null)
    .where('left_at', 'is', null)
    .where('is_Staff', '=', 0)
    .where('is_schoolAdmin', '=', 0)
    .orderBy('year_group')
    .execute();
  return rows.flatMap((row) => (row.year_group === null ? [] : [row.year_group]));
}
