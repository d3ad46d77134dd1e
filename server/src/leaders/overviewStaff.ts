/**
 * Which staff of the school see the School Overview beside its school admins (who always
 * do). Only a member of staff can be chosen; each change is audited.
 */
import type { OkReply, OverviewStaff, SaveOverviewStaffRequest } from '@skillfolio/shared/types';
import { recordAudit } from '../audit/recordAudit';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database';
import { OVERVIEW_REFUSAL } from '@skillfolio/shared/wire';
import { refusal, type Refusal } from '../http/refusal';
import { OK } from '../wire/replies';

export interface Actor {
  userId: number;
  schoolId: number | null;
  ip: string;
}

/** The school's staff who are not its admins, by name. */
export async function overviewStaff(db: Executor, schoolId: number): Promise<OverviewStaff> {
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'username', 'sees_overview'])
    .where('school_id', '=', schoolId)
    .where('is_Staff', '=', 1)
    .where('is_schoolAdmin', '=', 0)
    .where('is_Admin', '=', 0)
    .where('left_at', 'is', null)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('username')
    .execute();
  return { staff: rows.map((row) => ({ ...row, sees_overview: row.sees_overview === 1 })) };
}

export async function saveOverviewStaff(
  db: Kysely<Database>,
  schoolId: number,
  actor: Actor,
  request: SaveOverviewStaffRequest,
  at: Date,
): Promise<OkReply | Refusal> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('users')
      .set({ sees_overview: request.sees_overview ? 1 : 0 })
      .where('user_id', '=', request.user_id)
      .where('school_id', '=', schoolId)
      .where('is_Staff', '=', 1)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return refusal(OVERVIEW_REFUSAL.notStaff);
    await recordAudit(
      trx,
      {
        action: 'overview.staff',
        actorUserId: actor.userId,
        actorSchoolId: actor.schoolId,
        schoolId,
        targetKind: 'user',
        targetId: request.user_id,
        ip: actor.ip,
        detail: request.sees_overview ? 'sees' : 'does not see',
      },
      at,
    );
    return OK;
  });
}
