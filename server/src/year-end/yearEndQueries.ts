/** The year end's reads and writes of a school's pupils (users who are not staff or admins). */
import type { Executor } from '../db/database';

export interface PupilRow {
  user_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  year_group: number | null;
  left_at: string | null;
  erase_after: string | null;
}

/** Ids per UPDATE: well inside SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    out.push(items.slice(start, start + CHUNK));
  }
  return out;
}

/** The school's pupils, leavers among them, by id. */
export async function listPupilsOfSchool(db: Executor, schoolId: number): Promise<PupilRow[]> {
  return db
    .selectFrom('users')
    .select([
      'user_id',
      'username',
      'first_name',
      'last_name',
      'year_group',
      'left_at',
      'erase_after',
    ])
    .where('school_id', '=', schoolId)
    .where('is_Admin', '=', 0)
    .where('is_Staff', '=', 0)
    .where('is_schoolAdmin', '=', 0)
    .orderBy('user_id')
    .execute();
}

export async function findLeaverDays(db: Executor, schoolId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('schools')
    .select('leaver_days')
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return row?.leaver_days;
}

export async function setLeaverDays(db: Executor, schoolId: number, days: number): Promise<void> {
  await db
    .updateTable('schools')
    .set({ leaver_days: days })
    .where('school_id', '=', schoolId)
    .execute();
}

/** Puts the school's users `userIds` in `year`. */
export async function setYearGroup(
  db: Executor,
  schoolId: number,
  userIds: readonly number[],
  year: number,
): Promise<void> {
  for (const part of chunks(userIds)) {
    await db
      .updateTable('users')
      .set({ year_group: year })
      .where('school_id', '=', schoolId)
      .where('user_id', 'in', part)
      .execute();
  }
}

/** Marks the school's users `userIds` as leavers, erased after `eraseAfter`. */
export async function markLeavers(
  db: Executor,
  schoolId: number,
  userIds: readonly number[],
  leftAt: string,
  eraseAfter: string,
): Promise<void> {
  for (const part of chunks(userIds)) {
    await db
      .updateTable('users')
      .set({ left_at: leftAt, erase_after: eraseAfter })
      .where('school_id', '=', schoolId)
      .where('user_id', 'in', part)
      .execute();
  }
}

/** Takes back one leaver; false when the user was not one. */
export async function unmarkLeaver(
  db: Executor,
  schoolId: number,
  userId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ left_at: null, erase_after: null })
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('left_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Leavers whose time is up, soonest first, at most `limit`. */
export async function findDueLeavers(
  db: Executor,
  now: string,
  limit: number,
): Promise<Array<{ user_id: number; school_id: number | null }>> {
  return db
    .selectFrom('users')
    .select(['user_id', 'school_id'])
    .where('erase_after', '<=', now)
    .where('left_at', 'is not', null)
    .orderBy('erase_after')
    .orderBy('user_id')
    .limit(limit)
    .execute();
}

/** Whether the user is still a leaver whose time is up (not taken back meanwhile). */
export async function isStillDue(db: Executor, userId: number, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('erase_after', '<=', now)
    .where('left_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
