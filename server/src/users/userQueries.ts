/** The school admin's reads and writes of a school's users (Manage Users). */
import type { Executor } from '../db/database';

export interface SchoolUserRow {
  user_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  email_verified_at: string | null;
  is_Staff: number;
  is_schoolAdmin: number;
  is_User: number;
  year_group: number | null;
  erase_after: string | null;
  /** The flags the school keeps of a pupil, 0 or 1 (admin-only). */
  send: number;
  disadvantaged: number;
}

/** What Manage Users reads of a user: never a hash. */
const SCHOOL_USER_COLUMNS = [
  'user_id',
  'username',
  'first_name',
  'last_name',
  'email',
  'email_verified_at',
  'is_Staff',
  'is_schoolAdmin',
  'is_User',
  'year_group',
  'erase_after',
  'send',
  'disadvantaged',
] as const;

/** The school's users by username; never a hash. Global admins (no school) are not among them. */
export async function listUsersOfSchool(db: Executor, schoolId: number): Promise<SchoolUserRow[]> {
  return db
    .selectFrom('users')
    .select(SCHOOL_USER_COLUMNS)
    .where('school_id', '=', schoolId)
    .where('is_Admin', '=', 0)
    .orderBy('username')
    .orderBy('user_id')
    .execute();
}

export interface MembershipRow {
  user_id: number;
  school_project_id: number;
  project_name: string;
}

/** Which of the school's projects each of its users belongs to, by project name. */
export async function listMembershipsOfSchool(
  db: Executor,
  schoolId: number,
): Promise<MembershipRow[]> {
  return db
    .selectFrom('user_projects')
    .innerJoin(
      'school_projects',
      'school_projects.school_project_id',
      'user_projects.school_project_id',
    )
    .select([
      'user_projects.user_id',
      'school_projects.school_project_id',
      'school_projects.project_name',
    ])
    .where('school_projects.school_id', '=', schoolId)
    .orderBy('school_projects.project_name')
    .orderBy('school_projects.school_project_id')
    .execute();
}

/** The school's projects by name. */
export async function listProjectsForSchool(
  db: Executor,
  schoolId: number,
): Promise<Array<{ school_project_id: number; project_name: string }>> {
  return db
    .selectFrom('school_projects')
    .select(['school_project_id', 'project_name'])
    .where('school_id', '=', schoolId)
    .orderBy('project_name')
    .orderBy('school_project_id')
    .execute();
}

/** The ids among `projectIds` that are projects of the school. */
export async function findProjectIdsOfSchool(
  db: Executor,
  schoolId: number,
  projectIds: readonly number[],
): Promise<number[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .selectFrom('school_projects')
    .select('school_project_id')
    .where('school_id', '=', schoolId)
    .where('school_project_id', 'in', projectIds)
    .execute();
  return rows.map((row) => row.school_project_id);
}

/** A user of the school who is not a global admin (tenant check for Manage Users). */
export async function findUserOfSchool(
  db: Executor,
  schoolId: number,
  userId: number,
): Promise<SchoolUserRow | undefined> {
  return db
    .selectFrom('users')
    .select(SCHOOL_USER_COLUMNS)
    .where('user_id', '=', userId)
    .where('school_id', '=', schoolId)
    .where('is_Admin', '=', 0)
    .executeTakeFirst();
}

export interface UserChanges {
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_Staff: number;
  is_schoolAdmin: number;
  is_User: number;
  /** Undefined: keep the stored hash. */
  password_hash?: string;
  parent_password_hash?: string;
  /** null when the address changes: a new address is not proved. */
  email_verified_at?: null;
  /** Undefined: keep the stored year group. */
  year_group?: number | null;
  /** Undefined: keep the stored flag (0 or 1). */
  send?: number;
  disadvantaged?: number;
}

/** Updates one user of the school; the caller checked the id is the school's. */
export async function updateSchoolUser(
  db: Executor,
  schoolId: number,
  userId: number,
  changes: UserChanges,
): Promise<void> {
  await db
    .updateTable('users')
    .set(changes)
    .where('user_id', '=', userId)
    .where('school_id', '=', schoolId)
    .execute();
}

/** Makes the user's projects exactly `projectIds` (all of them the user's school's). */
export async function setProjectsOfUser(
  db: Executor,
  userId: number,
  projectIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('user_projects').where('user_id', '=', userId).execute();
  if (projectIds.length === 0) return;
  await db
    .insertInto('user_projects')
    .values(projectIds.map((id) => ({ user_id: userId, school_project_id: id })))
    .execute();
}
