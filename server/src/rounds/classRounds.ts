/**
 * The class view's rounds: a project's assessment rounds, and beside them the assessments
 * pupils named themselves (before the school set rounds, or in a project without any),
 * grouped by name as before. A typed name equal to a round's (ignoring case) joins that round,
 * so "Autumn 2026" typed in September and the round "autumn 2026" are one column of the grid.
 * Oldest first: a round by the day it opens, a typed name by its first assessment (a day
 * sorts before the times of that day), so a round compares with the round, or the typed name,
 * before it.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import type { RoundAssessmentRow } from '../queries/classView';

export interface ClassRoundRow {
  assessment_name: string;
  /** null: a name pupils typed, not a round the school opened. */
  round_id: number | null;
  started_at: string;
}

export async function listClassRounds(
  db: Executor,
  projectId: number,
  pupilIds: readonly number[],
): Promise<ClassRoundRow[]> {
  const rounds = await db
    .selectFrom('assessment_rounds')
    .select(['round_id', 'round_name', 'opens_on'])
    .where('school_project_id', '=', projectId)
    .execute();
  const roundNames = new Set(rounds.map((round) => round.round_name.toLowerCase()));
  const typed =
    pupilIds.length === 0
      ? []
      : await db
          .selectFrom('assessments')
          .select(({ fn }) => ['assessment_name', fn.min<string>('created_at').as('started_at')])
          .where('school_project_id', '=', projectId)
          .where('user_id', 'in', pupilIds)
          .where('round_id', 'is', null)
          .groupBy('assessment_name')
          .execute();
  const rows: ClassRoundRow[] = [
    ...rounds.map((round) => ({
      assessment_name: round.round_name,
      round_id: round.round_id,
      started_at: round.opens_on,
    })),
    ...typed
      .filter((group) => !roundNames.has(group.assessment_name.toLowerCase()))
      .map((group) => ({ ...group, round_id: null })),
  ];
  return rows.sort(
    (a, b) =>
      a.started_at.localeCompare(b.started_at) ||
      (a.round_id ?? 0) - (b.round_id ?? 0) ||
      a.assessment_name.localeCompare(b.assessment_name),
  );
}

/**
 * Each pupil's assessment of a round: the one made in it, else (typed before the round) the
 * newest of its name; of a typed name, the newest of that name outside any round.
 */
export async function listClassRoundAssessments(
  db: Executor,
  projectId: number,
  round: ClassRoundRow,
  pupilIds: readonly number[],
): Promise<Map<number, RoundAssessmentRow>> {
  const byPupil = new Map<number, RoundAssessmentRow>();
  if (pupilIds.length === 0) return byPupil;
  let typedQuery = db
    .selectFrom('assessments')
    .select(['assessment_id', 'user_id', 'created_at'])
    .where('school_project_id', '=', projectId)
    .where('round_id', 'is', null)
    .where('user_id', 'in', pupilIds);
  // A typed name of its own is matched exactly, as the grid always did; a round takes its
  // name typed in any case.
  typedQuery =
    round.round_id === null
      ? typedQuery.where('assessment_name', '=', round.assessment_name)
      : typedQuery.where(
          sql<string>`lower(assessment_name)`,
          '=',
          round.assessment_name.toLowerCase(),
        );
  const typed = await typedQuery.orderBy('created_at').orderBy('assessment_id').execute();
  for (const row of typed) byPupil.set(row.user_id, row);
  if (round.round_id !== null) {
    const inRound = await db
      .selectFrom('assessments')
      .select(['assessment_id', 'user_id', 'created_at'])
      .where('round_id', '=', round.round_id)
      .where('user_id', 'in', pupilIds)
      .execute();
    for (const row of inRound) byPupil.set(row.user_id, row);
  }
  return byPupil;
}
