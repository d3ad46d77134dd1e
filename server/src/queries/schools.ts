/** Reads of schools. */
import type { Selectable } from 'kysely';
import type { Executor, SchoolsTable } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { notHomeSpace } from './homeSpaceName';

export type SchoolRow = Selectable<SchoolsTable>;

export async function findSchoolById(
  db: Executor,
  schoolId: number,
): Promise<SchoolRow | undefined> {
  return schoolById.first(db, { schoolId });
}

// GetCurrentUser reads it on every call: built and compiled once.
const schoolById = preparedQuery<{ schoolId: number }, SchoolRow>((db, arg) =>
  db.selectFrom('schools').selectAll().where('school_id', '=', arg('schoolId')),
);

/** A school with how many users it holds now (its licence caps that number). */
export type SchoolWithCount = SchoolRow & { user_count: number };

/**
 * Every school, by name (then id), each with its number of users. The users are counted in
 * one grouped pass: a count per school row would read the whole users table once per school
 * (6.5 s for 500 schools of 400 users on SQLite, against 0.07 s grouped).
 */
export async function listSchoolsWithUserCounts(db: Executor): Promise<SchoolWithCount[]> {
  const rows = await db
    .selectFrom('schools as s')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('users')
          .select(['school_id', (inner) => inner.fn.countAll<number | string>().as('n')])
          .where('school_id', 'is not', null)
          .groupBy('school_id')
          .as('counts'),
      (join) => join.onRef('counts.school_id', '=', 's.school_id'),
    )
    .selectAll('s')
    .select('counts.n as user_count')
    // A home learner's own space is no school anyone manages (home/homeSpace.ts).
    .where(notHomeSpace('s.school_username'))
    .orderBy((eb) => eb.fn('lower', ['s.school_name']))
    .orderBy('s.school_id')
    .execute();
  return rows.map((row) => ({ ...row, user_count: Number(row.user_count ?? 0) }));
}

/**
 * The School fields an admin edits (SPEC §3), already checked and tidied; leaver_days is the
 * school admin's, saved from the year end (server/src/year-end/).
 */
export type SchoolFields = Omit<
  SchoolRow,
  'school_id' | 'created_at' | 'leaver_days' | 'default_language'
>;

/**
 * Adds a school. The one place a school row is made from Manage Schools, so whatever a new
 * school needs to start with (a first project) is added beside this call.
 */
export async function insertSchool(db: Executor, fields: SchoolFields, now: Date): Promise<number> {
  const row = await db
    .insertInto('schools')
    .values({ ...fields, created_at: now.toISOString() })
    .returning('school_id')
    .executeTakeFirstOrThrow();
  return row.school_id;
}

/** False when there is no such school. */
export async function updateSchool(
  db: Executor,
  schoolId: number,
  fields: SchoolFields,
): Promise<boolean> {
  const result = await db
    .updateTable('schools')
    .set(fields)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The school with this school username, ignoring case, as the login form names it. */
export async function findSchoolIdByUsername(
  db: Executor,
  schoolUsername: string,
): Promise<{ school_id: number } | undefined> {
  return db
    .selectFrom('schools')
    .select('school_id')
    .where((eb) => eb(eb.fn('lower', ['school_username']), '=', schoolUsername.toLowerCase()))
    .executeTakeFirst();
}

/** Whether another school (not `exceptId`) has this school username, ignoring case. */
export async function isSchoolUsernameTaken(
  db: Executor,
  schoolUsername: string,
  exceptId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('schools')
    .select('school_id')
    .where((eb) => eb(eb.fn('lower', ['school_username']), '=', schoolUsername.toLowerCase()))
    .where('school_id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the school a global admin's session works in, and the one their next login starts in. */
export async function setCurrentSchool(
  db: Executor,
  session: { idHash: string; userId: number },
  schoolId: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ current_school_id: schoolId })
    .where('id_hash', '=', session.idHash)
    .execute();
  await db
    .updateTable('users')
    .set({ current_school_id: schoolId })
    .where('user_id', '=', session.userId)
    .execute();
}
