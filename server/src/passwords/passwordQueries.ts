/** The rows the password services read and write. */
import type { Executor } from '../db/database';

/** What is needed of an account to change or reset its password. */
export interface PasswordAccount {
  user_id: number;
  school_id: number | null;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  password_hash: string;
  is_Admin: number;
  is_schoolAdmin: number;
  is_Staff: number;
}

const ACCOUNT_COLUMNS = [
  'user_id',
  'school_id',
  'username',
  'first_name',
  'last_name',
  'email',
  'password_hash',
  'is_Admin',
  'is_schoolAdmin',
  'is_Staff',
] as const;

export async function findPasswordAccount(
  db: Executor,
  userId: number,
): Promise<PasswordAccount | undefined> {
  return db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The school's users among these ids (others are left out), by name. */
export async function findSchoolAccounts(
  db: Executor,
  schoolId: number,
  userIds: readonly number[],
): Promise<PasswordAccount[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('school_id', '=', schoolId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/**
 * The pupils (no staff, no admins) of one of the school's projects, at most `limit` of
 * them: the caller asks for one more than it allows, to know the project is too big.
 */
export async function findProjectPupils(
  db: Executor,
  schoolId: number,
  schoolProjectId: number,
  limit: number,
): Promise<PasswordAccount[]> {
  return db
    .selectFrom('users')
    .innerJoin('user_projects', 'user_projects.user_id', 'users.user_id')
    .select(ACCOUNT_COLUMNS.map((column) => `users.${column}` as const))
    .where('users.school_id', '=', schoolId)
    .where('user_projects.school_project_id', '=', schoolProjectId)
    .where('users.is_Staff', '=', 0)
    .where('users.is_schoolAdmin', '=', 0)
    .where('users.is_Admin', '=', 0)
    .orderBy('users.user_id')
    .limit(limit)
    .execute();
}

/** Sets the password; with `schoolId`, only if the user is still that school's. */
export async function setUserPasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
  schoolId?: number,
): Promise<boolean> {
  let query = db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('user_id', '=', userId);
  if (schoolId !== undefined) query = query.where('school_id', '=', schoolId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setParentPasswordHash(
  db: Executor,
  schoolId: number,
  userId: number,
  parentHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ parent_password_hash: parentHash })
    .where('user_id', '=', userId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the parent's (read-only) sessions of a pupil; the pupil's own stay. */
export async function endParentSessions(db: Executor, userId: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('read_only', '=', 1)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
