/** Reads and writes of the users bulk import and export, all scoped to one school. */
import type { Executor } from '../db/database';

export interface NamedProject {
  school_project_id: number;
  project_name: string;
}

/** The school's projects, the names an import's projects column may use. */
export async function listProjectsOfSchool(
  db: Executor,
  schoolId: number,
): Promise<NamedProject[]> {
  return db
    .selectFrom('school_projects')
    .select(['school_project_id', 'project_name'])
    .where('school_id', '=', schoolId)
    .orderBy('school_project_id')
    .execute();
}

/** The usernames the school holds, lower-cased (the unique index ignores case). */
export async function listUsernamesOfSchool(db: Executor, schoolId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => eb.fn<string>('lower', ['username']).as('name'))
    .where('school_id', '=', schoolId)
    .execute();
  return new Set(rows.map((row) => row.name));
}

/** Puts each new user in their projects (ids already known to be the school's). */
export async function addUserProjects(
  db: Executor,
  links: ReadonlyArray<{ user_id: number; school_project_id: number }>,
): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('user_projects')
    .values([...links])
    .execute();
}

export interface ExportedUserRow {
  user_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_Staff: number;
  is_schoolAdmin: number;
  is_User: number;
}

/** Every user of the school, without any hash, by username. */
export async function listUsersForExport(
  db: Executor,
  schoolId: number,
): Promise<ExportedUserRow[]> {
  return db
    .selectFrom('users')
    .select([
      'user_id',
      'username',
      'first_name',
      'last_name',
      'email',
      'is_Staff',
      'is_schoolAdmin',
      'is_User',
    ])
    .where('school_id', '=', schoolId)
    .orderBy('username')
    .orderBy('user_id')
    .execute();
}

/** The project names of each of the school's users, by user id, in project order. */
export async function listProjectNamesOfSchoolUsers(
  db: Executor,
  schoolId: number,
): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('user_projects')
    .innerJoin('users', 'users.user_id', 'user_projects.user_id')
    .innerJoin(
      'school_projects',
      'school_projects.school_project_id',
      'user_projects.school_project_id',
    )
    .select(['user_projects.user_id', 'school_projects.project_name'])
    .where('users.school_id', '=', schoolId)
    .where('school_projects.school_id', '=', schoolId)
    .orderBy('school_projects.school_project_id')
    .execute();
  const byUser = new Map<number, string[]>();
  for (const row of rows) {
    const names = byUser.get(row.user_id) ?? [];
    names.push(row.project_name);
    byUser.set(row.user_id, names);
  }
  return byUser;
}
