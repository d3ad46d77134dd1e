/**
 * The rules of assessment rounds. A name is required and unique in its project ignoring case;
 * dates are real days and a round does not close before it opens; a project has at most one
 * open round; closing is for good. A pupil has one assessment per round, made the first time
 * they start it, named as the round. The ids reaching here are ones the caller may use
 * (plugins/ownership.ts, from the contract); the indexes of migration 0023 hold the same rules
 * when two requests race.
 */
import type {
  AssessmentRound,
  Assessment,
  LearnerRoundsReply,
  OkReply,
  OpenRoundRequest,
  SaveRoundRequest,
} from '@skillfolio/shared/types';
import { ROUND_REFUSAL } from '@skillfolio/shared/wire';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { refusal, type Refusal } from '../http/refusal';
import { insertEmptyGrades } from '../queries/assessments';
import { listLeafSkills } from '../queries/skills';
import { OK } from '../wire/replies';
import {
  closeRound,
  countAssessedByRound,
  findOpenRound,
  findRound,
  findRoundNamed,
  findUserRoundAssessment,
  insertRound,
  listRoundAssessmentsOfUser,
  listRoundsOfProject,
  updateRound,
  type RoundRow,
} from './roundQueries';

type Db = Kysely<Database>;

function toRound(row: RoundRow, assessed: number): AssessmentRound {
  return {
    round_id: row.round_id,
    school_project_id: row.school_project_id,
    round_name: row.round_name,
    opens_on: row.opens_on,
    closes_on: row.closes_on,
    is_open: row.closed_at === null,
    assessed,
  };
}

/** A YYYY-MM-DD that names a real day. */
export function isRealDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

interface RoundFields {
  name: string;
  opensOn: string;
  closesOn: string | null;
}

/** The name and dates as stored, or why they cannot be. */
function roundFields(request: {
  round_name: string;
  opens_on: string;
  closes_on: string;
}): RoundFields | Refusal {
  const name = request.round_name.trim().replace(/\s+/g, ' ');
  if (name === '') return refusal(ROUND_REFUSAL.nameRequired);
  const closesOn = request.closes_on === '' ? null : request.closes_on;
  if (!isRealDay(request.opens_on) || (closesOn !== null && !isRealDay(closesOn))) {
    return refusal(ROUND_REFUSAL.badDate);
  }
  if (closesOn !== null && closesOn < request.opens_on) {
    return refusal(ROUND_REFUSAL.closesBeforeOpens);
  }
  return { name, opensOn: request.opens_on, closesOn };
}

export async function roundsOfProject(db: Db, projectId: number): Promise<AssessmentRound[]> {
  const rounds = await listRoundsOfProject(db, projectId);
  const assessed = await countAssessedByRound(db, projectId);
  return rounds.map((row) => toRound(row, assessed.get(row.round_id) ?? 0));
}

export async function openRound(
  db: Db,
  request: OpenRoundRequest,
  openedBy: number,
  at: Date,
): Promise<AssessmentRound | Refusal> {
  const fields = roundFields(request);
  if ('refusal' in fields) return fields;
  const projectId = request.school_project_id;
  try {
    return await db.transaction().execute(async (trx) => {
      if ((await findOpenRound(trx, projectId)) !== undefined) {
        return refusal(ROUND_REFUSAL.alreadyOpen);
      }
      if ((await findRoundNamed(trx, projectId, fields.name)) !== undefined) {
        return refusal(ROUND_REFUSAL.nameTaken);
      }
      const row = await insertRound(trx, {
        projectId,
        name: fields.name,
        opensOn: fields.opensOn,
        closesOn: fields.closesOn,
        createdAt: at.toISOString(),
        createdBy: openedBy,
      });
      return toRound(row, 0);
    });
  } catch (error) {
    // Two opened at once: the indexes let one through; the other hears why.
    if (isUniqueViolation(error)) return refusal(ROUND_REFUSAL.alreadyOpen);
    throw error;
  }
}

export async function saveRound(db: Db, request: SaveRoundRequest): Promise<OkReply | Refusal> {
  const fields = roundFields(request);
  if ('refusal' in fields) return fields;
  try {
    return await db.transaction().execute(async (trx) => {
      const round = await findRound(trx, request.round_id);
      if (round === undefined) return refusal(ROUND_REFUSAL.closed);
      const taken = await findRoundNamed(trx, round.school_project_id, fields.name, round.round_id);
      if (taken !== undefined) return refusal(ROUND_REFUSAL.nameTaken);
      await updateRound(trx, round.round_id, fields);
      return OK;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refusal(ROUND_REFUSAL.nameTaken);
    throw error;
  }
}

export async function closeRoundNow(db: Db, roundId: number, at: Date): Promise<OkReply | Refusal> {
  const round = await findRound(db, roundId);
  if (round === undefined || round.closed_at !== null) return refusal(ROUND_REFUSAL.closed);
  await closeRound(db, roundId, at.toISOString());
  return OK;
}

export async function learnerRounds(
  db: Db,
  userId: number,
  projectId: number,
): Promise<LearnerRoundsReply> {
  const rounds = await listRoundsOfProject(db, projectId);
  const mine = await listRoundAssessmentsOfUser(db, userId, projectId);
  return {
    rounds: rounds.map((round) => ({
      round_id: round.round_id,
      round_name: round.round_name,
      is_open: round.closed_at === null,
      assessment_id: mine.get(round.round_id) ?? 0,
    })),
  };
}

/**
 * The learner's assessment in the open round. Made on opening the project rather than on the
 * first grade: a grade is saved by its grade row's id, so the rows must exist before the
 * screen can show a slider, and a pupil who opens the round sees it at once.
 */
export async function startRoundAssessment(
  db: Db,
  user: { user_id: number; school_id: number | null },
  projectId: number,
  at: Date,
): Promise<Assessment | Refusal> {
  const round = await findOpenRound(db, projectId);
  if (round === undefined) return refusal(ROUND_REFUSAL.noOpenRound);
  const existing = await findUserRoundAssessment(db, user.user_id, round.round_id);
  if (existing !== undefined) return existing;
  try {
    return await db.transaction().execute(async (trx) => {
      const skills = await listLeafSkills(trx, user.school_id);
      const made = await insertRoundAssessment(trx, user.user_id, round, at);
      await insertEmptyGrades(
        trx,
        made.assessment_id,
        skills.map((skill) => skill.skill_id),
      );
      return made;
    });
  } catch (error) {
    // The same pupil started it twice at once: one row won; both get it.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserRoundAssessment(db, user.user_id, round.round_id);
    if (winner === undefined) throw error;
    return winner;
  }
}

async function insertRoundAssessment(
  db: Executor,
  userId: number,
  round: RoundRow,
  at: Date,
): Promise<Assessment> {
  return db
    .insertInto('assessments')
    .values({
      user_id: userId,
      school_project_id: round.school_project_id,
      assessment_name: round.round_name,
      created_at: at.toISOString(),
      round_id: round.round_id,
    })
    .returning(['assessment_id', 'assessment_name'])
    .executeTakeFirstOrThrow();
}
