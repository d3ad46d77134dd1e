/** Reads and writes of the users bulk import and export, all scoped to one school. */
import type { Executor } from '../db/database';

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
