/**
 * Reads what an inspection pack states, for every project of the school with a round that
 * opens in the range: its current pupils (year group and the school's two flags), their own
 * and their teachers' ratings in those rounds, their evidence made in the range and the plan
 * steps they have done. Refused before reading when the range holds more ratings than one
 * pack should carry.
 */
import { setImmediate } from 'node:timers/promises';
import type { Executor } from '../../db/database';
import { listRoundsOfProject } from '../../rounds/roundQueries';
import { cohortIds } from '../cohort';
import { listProjectsOfSchool, listSkillsInOrder, type OverviewSkillRow } from '../overviewQueries';

/** The most rating rows one pack reads (a 3,000-pupil school, 20 skills, 10 rounds). */
export const PACK_RATINGS_MAX = 600_000;

export interface PackPupilRow {
  user_id: number;
  year_group: number | null;
  send: boolean;
  disadvantaged: boolean;
}

export interface PackRatingRow {
  user_id: number;
  round_id: number;
  skill_id: number;
  own: number | null;
  teacher: number | null;
}

export interface PackProjectData {
  name: string;
  rounds: { round_id: number; round_name: string; opens_on: string }[];
  pupils: PackPupilRow[];
  ratings: PackRatingRow[];
  skills: OverviewSkillRow[];
  /** Pieces of evidence made in the range, by pupil. */
  evidence: Map<number, number>;
  /** Plan steps done, by pupil. */
  stepsDone: Map<number, number>;
}

export interface PackRange {
  from: string;
  to: string;
}

const anyGroup = (schoolId: number, projectId: number) =>
  ({ schoolId, projectId, yearGroup: -1, classId: 0, send: 'any', disadvantaged: 'any' }) as const;

/** The projects with a round in range, or 'tooMuch' when their ratings exceed the cap. */
export async function gatherPack(
  db: Executor,
  schoolId: number,
  range: PackRange,
): Promise<PackProjectData[] | 'tooMuch'> {
  const projects = await listProjectsOfSchool(db, schoolId);
  const inRange = [];
  for (const project of projects) {
    const rounds = (await listRoundsOfProject(db, project.id)).filter(
      (round) => round.opens_on >= range.from && round.opens_on <= range.to,
    );
    inRange.push({ project, rounds });
  }
  const roundIds = inRange.flatMap(({ rounds }) => rounds.map((round) => round.round_id));
  if (roundIds.length > 0) {
    const count = await db
      .selectFrom('assessments as a')
      .innerJoin('assessment_grades as g', 'g.assessment_id', 'a.assessment_id')
      .select(({ fn }) => fn.countAll<number | string>().as('n'))
      .where('a.round_id', 'in', roundIds)
      .executeTakeFirstOrThrow();
    if (Number(count.n) > PACK_RATINGS_MAX) return 'tooMuch';
  }

  const gathered: PackProjectData[] = [];
  for (const { project, rounds } of inRange) {
    const group = anyGroup(schoolId, project.id);
    const pupils = (
      await db
        .selectFrom('users')
        .select(['user_id', 'year_group', 'send', 'disadvantaged'])
        .where('user_id', 'in', cohortIds(db, group))
        .orderBy('user_id')
        .execute()
    ).map((row) => ({ ...row, send: row.send === 1, disadvantaged: row.disadvantaged === 1 }));
    const ratings: PackRatingRow[] = [];
    // A round at a time, with a pause between: a big school's rounds are long reads.
    for (const round of rounds) {
      const rows = await db
        .selectFrom('assessments as a')
        .innerJoin('assessment_grades as g', 'g.assessment_id', 'a.assessment_id')
        .leftJoin('teacher_ratings as tr', 'tr.assessment_grade_id', 'g.assessment_grade_id')
        .select(['a.user_id', 'a.round_id', 'g.skill_id', 'g.grade as own', 'tr.grade as teacher'])
        .where('a.school_project_id', '=', project.id)
        .where('a.round_id', '=', round.round_id)
        .where('a.user_id', 'in', cohortIds(db, group))
        .where((eb) => eb.or([eb('g.grade', 'is not', null), eb('tr.grade', 'is not', null)]))
        .execute();
      for (const row of rows) ratings.push({ ...row, round_id: round.round_id });
      await setImmediate();
    }
    const evidence = await db
      .selectFrom('evidence as e')
      .select(({ fn }) => ['e.user_id', fn.countAll<number | string>().as('n')])
      .where('e.school_project_id', '=', project.id)
      .where('e.user_id', 'in', cohortIds(db, group))
      .where('e.created_at', '>=', range.from)
      // created_at is an ISO instant: everything on the last day sorts before the next day.
      .where('e.created_at', '<', nextDay(range.to))
      .groupBy('e.user_id')
      .execute();
    const steps = await db
      .selectFrom('development_areas as d')
      .innerJoin('steps as s', 's.development_area_id', 'd.development_area_id')
      .select(({ fn }) => ['d.user_id', fn.countAll<number | string>().as('n')])
      .where('d.school_project_id', '=', project.id)
      .where('d.user_id', 'in', cohortIds(db, group))
      .where('s.is_completed', '=', 1)
      .groupBy('d.user_id')
      .execute();
    gathered.push({
      name: project.name,
      rounds: rounds.map(({ round_id, round_name, opens_on }) => ({
        round_id,
        round_name,
        opens_on,
      })),
      pupils,
      ratings,
      skills: await listSkillsInOrder(db, [...new Set(ratings.map((row) => row.skill_id))]),
      evidence: new Map(evidence.map((row) => [row.user_id, Number(row.n)])),
      stepsDone: new Map(steps.map((row) => [row.user_id, Number(row.n)])),
    });
  }
  return gathered;
}

/** The day after a YYYY-MM-DD, as YYYY-MM-DD. */
export function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
