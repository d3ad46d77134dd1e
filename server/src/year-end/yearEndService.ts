/**
 * The school admin's year end (contract `YearEnd`), in the session's current school: the
 * preview's state, the one-step apply (one transaction, under the school's lock, refused
 * when the preview is out of date), the leaver days, and taking a leaver back.
 */
import type {
  ApplyYearEndReply,
  ApplyYearEndRequest,
  OkReply,
  YearEndState,
} from '@skillfolio/shared/types';
import { YEAR_END_TEXT } from '@skillfolio/shared/wire';
import type { Kysely } from 'kysely';
import { lockSchoolForUserChanges } from '../admin/userRules';
import { recordAudit } from '../audit/recordAudit';
import type { Database } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import { OK } from '../wire/replies';
import { eraseDate, planYearEnd, yearEndVersion } from './planYearEnd';
import {
  findLeaverDays,
  listPupilsOfSchool,
  markLeavers,
  setLeaverDays,
  setYearGroup,
  unmarkLeaver,
  type PupilRow,
} from './yearEndQueries';

type Db = Kysely<Database>;

/** An id that is not a pupil of the school: the route answers Not authorised. */
export const NOT_THE_SCHOOLS = 'notTheSchools';

/** Who acts, for the audit row. */
export interface Actor {
  userId: number;
  schoolId: number | null;
  ip: string;
}

function byYearThenName(a: PupilRow, b: PupilRow): number {
  const year = (a.year_group ?? 99) - (b.year_group ?? 99);
  if (year !== 0) return year;
  const name = (p: PupilRow) => `${p.last_name ?? ''} ${p.first_name ?? ''} ${p.username}`;
  return name(a).localeCompare(name(b));
}

export async function yearEndState(db: Db, schoolId: number, now: Date): Promise<YearEndState> {
  const [pupils, days] = await Promise.all([
    listPupilsOfSchool(db, schoolId),
    findLeaverDays(db, schoolId),
  ]);
  const leaverDays = days ?? 0;
  const person = (p: PupilRow) => ({
    user_id: p.user_id,
    username: p.username,
    first_name: p.first_name,
    last_name: p.last_name,
    year_group: p.year_group,
  });
  return {
    version: yearEndVersion(pupils, leaverDays),
    leaver_days: leaverDays,
    erase_after_if_left_now: eraseDate(now, leaverDays).toISOString(),
    pupils: pupils
      .filter((p) => p.left_at === null)
      .sort(byYearThenName)
      .map(person),
    leavers: pupils
      .flatMap((p) =>
        p.left_at === null || p.erase_after === null
          ? []
          : [{ ...person(p), left_at: p.left_at, erase_after: p.erase_after }],
      )
      .sort((a, b) => a.erase_after.localeCompare(b.erase_after) || a.user_id - b.user_id),
  };
}

/**
 * Moves up every pupil not kept back, and marks the leavers, all in one transaction; refused
 * with nothing changed when the version is not the school's current one.
 */
export async function applyYearEnd(
  db: Db,
  schoolId: number,
  actor: Actor,
  body: ApplyYearEndRequest,
  now: Date,
): Promise<ApplyYearEndReply | Refusal | typeof NOT_THE_SCHOOLS> {
  return db.transaction().execute(async (trx) => {
    // Two applies (two admins, two tabs) run one after the other: the second sees the
    // first's changes and a version that no longer matches.
    await lockSchoolForUserChanges(trx, schoolId);
    const pupils = await listPupilsOfSchool(trx, schoolId);
    const leaverDays = (await findLeaverDays(trx, schoolId)) ?? 0;
    if (yearEndVersion(pupils, leaverDays) !== body.version) {
      return refusal(YEAR_END_TEXT.changedSinceFetch);
    }
    const plan = planYearEnd(pupils, {
      lastYear: body.last_year,
      keepBack: new Set(body.keep_back),
      leavers: new Set(body.leavers),
    });
    if (plan.strangers.length > 0) return NOT_THE_SCHOOLS;

    let moved = 0;
    // Highest year first is not needed (each pupil is named once), but it keeps the log tidy.
    for (const [year, userIds] of [...plan.moves].sort(([a], [b]) => b - a)) {
      await setYearGroup(trx, schoolId, userIds, year);
      moved += userIds.length;
    }
    const eraseAfter = eraseDate(now, leaverDays).toISOString();
    await markLeavers(trx, schoolId, plan.leavers, now.toISOString(), eraseAfter);
    await recordAudit(
      trx,
      {
        action: 'yearEnd.apply',
        actorUserId: actor.userId,
        actorSchoolId: actor.schoolId,
        schoolId,
        ip: actor.ip,
        detail: `moved=${moved} kept_back=${plan.keptBack} leavers=${plan.leavers.length} last_year=${body.last_year}`,
      },
      now,
    );
    return {
      moved,
      kept_back: plan.keptBack,
      leavers: plan.leavers.length,
      erase_after: eraseAfter,
    };
  });
}

export async function saveLeaverDays(db: Db, schoolId: number, days: number): Promise<OkReply> {
  await setLeaverDays(db, schoolId, days);
  return OK;
}

/** Takes back a leaver marked by mistake; refused when the user is not a leaver. */
export async function cancelLeaving(
  db: Db,
  schoolId: number,
  userId: number,
): Promise<OkReply | Refusal> {
  return (await unmarkLeaver(db, schoolId, userId)) ? OK : refusal(YEAR_END_TEXT.notALeaver);
}
