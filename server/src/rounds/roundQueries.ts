/** Reads and writes of assessment_rounds, and of the assessments made in a round. */
import type { Executor } from '../db/database';

export interface RoundRow {
  round_id: number;
  school_project_id: number;
  round_name: string;
  opens_on: string;
  closes_on: string | null;
  closed_at: string | null;
}

const ROUND_COLUMNS = [
  'r.round_id',
  'r.school_project_id',
  'r.round_name',
  'r.opens_on',
  'r.closes_on',
  'r.closed_at',
] as const;

/**
 * The project's rounds, oldest first: by the day each opens, then the order they were opened
 * in. "The previous round" in the class view is the one before in this order.
 */
export async function listRoundsOfProject(db: Executor, projectId: number): Promise<RoundRow[]> {
  return db
    .selectFrom('assessment_rounds as r')
    .select(ROUND_COLUMNS)
    .where('r.school_project_id', '=', projectId)
    .orderBy('r.opens_on')
    .orderBy('r.round_id')
    .execute();
}

/** How many pupils have an assessment in each round of the project. */
export async function countAssessedByRound(
  db: Executor,
  projectId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('assessments as a')
    .innerJoin('assessment_rounds as r', 'r.round_id', 'a.round_id')
    .select(({ fn }) => ['r.round_id', fn.countAll<number | string>().as('assessed')])
    .where('r.school_project_id', '=', projectId)
    .groupBy('r.round_id')
    .execute();
  return new Map(rows.map((row) => [row.round_id, Number(row.assessed)]));
}

export async function findRound(db: Executor, roundId: number): Promise<RoundRow | undefined> {
  return db
    .selectFrom('assessment_rounds as r')
    .select(ROUND_COLUMNS)
    .where('r.round_id', '=', roundId)
    .executeTakeFirst();
}

export async function findOpenRound(
  db: Executor,
  projectId: number,
): Promise<RoundRow | undefined> {
  return db
    .selectFrom('assessment_rounds as r')
    .select(ROUND_COLUMNS)
    .where('r.school_project_id', '=', projectId)
    .where('r.closed_at', 'is', null)
    .executeTakeFirst();
}

/** A round of the project with this name, ignoring case (another than `exceptRoundId`). */
export async function findRoundNamed(
  db: Executor,
  projectId: number,
  name: string,
  exceptRoundId = 0,
): Promise<{ round_id: number } | undefined> {
  return db
    .selectFrom('assessment_rounds')
    .select('round_id')
    .where('school_project_id', '=', projectId)
    .where((eb) => eb(eb.fn('lower', ['round_name']), '=', name.toLowerCase()))
    .where('round_id', '!=', exceptRoundId)
    .executeTakeFirst();
}

export async function projectHasRounds(db: Executor, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('assessment_rounds')
    .select('round_id')
    .where('school_project_id', '=', projectId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRound(
  db: Executor,
  round: {
    projectId: number;
    name: string;
    opensOn: string;
    closesOn: string | null;
    createdAt: string;
    createdBy: number;
  },
): Promise<RoundRow> {
  return db
    .insertInto('assessment_rounds')
    .values({
      school_project_id: round.projectId,
      round_name: round.name,
      opens_on: round.opensOn,
      closes_on: round.closesOn,
      closed_at: null,
      created_at: round.createdAt,
      created_by: round.createdBy,
    })
    .returning([
      'round_id',
      'school_project_id',
      'round_name',
      'opens_on',
      'closes_on',
      'closed_at',
    ])
    .executeTakeFirstOrThrow();
}

/** Renames and re-dates a round; every assessment made in it takes the new name. */
export async function updateRound(
  db: Executor,
  roundId: number,
  round: { name: string; opensOn: string; closesOn: string | null },
): Promise<void> {
  await db
    .updateTable('assessment_rounds')
    .set({ round_name: round.name, opens_on: round.opensOn, closes_on: round.closesOn })
    .where('round_id', '=', roundId)
    .execute();
  await db
    .updateTable('assessments')
    .set({ assessment_name: round.name })
    .where('round_id', '=', roundId)
    .execute();
}

export async function closeRound(db: Executor, roundId: number, at: string): Promise<void> {
  await db
    .updateTable('assessment_rounds')
    .set({ closed_at: at })
    .where('round_id', '=', roundId)
    .where('closed_at', 'is', null)
    .execute();
}

/** The user's assessment in each round of the project, by round. */
export async function listRoundAssessmentsOfUser(
  db: Executor,
  userId: number,
  projectId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('assessments')
    .select(['round_id', 'assessment_id'])
    .where('user_id', '=', userId)
    .where('school_project_id', '=', projectId)
    .where('round_id', 'is not', null)
    .execute();
  const byRound = new Map<number, number>();
  for (const row of rows) if (row.round_id !== null) byRound.set(row.round_id, row.assessment_id);
  return byRound;
}

export async function findUserRoundAssessment(
  db: Executor,
  userId: number,
  roundId: number,
): Promise<{ assessment_id: number; assessment_name: string } | undefined> {
  return db
    .selectFrom('assessments')
    .select(['assessment_id', 'assessment_name'])
    .where('user_id', '=', userId)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

/** The round a grade row's assessment was made in, if any. */
export async function findRoundOfGrade(
  db: Executor,
  assessmentGradeId: number,
): Promise<{ closed_at: string | null } | undefined> {
  return db
    .selectFrom('assessment_grades as g')
    .innerJoin('assessments as a', 'a.assessment_id', 'g.assessment_id')
    .innerJoin('assessment_rounds as r', 'r.round_id', 'a.round_id')
    .select('r.closed_at')
    .where('g.assessment_grade_id', '=', assessmentGradeId)
    .executeTakeFirst();
}
