/**
 * Reads of users for login and for the current-user reply. Case is folded by the
 * database's lower() on both sides, so lookups agree with the lower() unique indexes.
 */
import type { Selectable } from 'kysely';
import type { Executor, UsersTable } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';

export type UserRow = Selectable<UsersTable>;

export interface ProjectRow {
  school_project_id: number;
  project_name: string;
}

/** A private user (no school) or global admin by username, ignoring case. */
export async function findPrivateUser(
  db: Executor,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('school_id', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username.trim())])))
    .executeTakeFirst();
}

/** A user of the school whose school_username is given, both ignoring case. */
export async function findSchoolUser(
  db: Executor,
  schoolUsername: string,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('schools', 'schools.school_id', 'users.school_id')
    .selectAll('users')
    .where((eb) =>
      eb(
        eb.fn('lower', ['schools.school_username']),
        '=',
        eb.fn('lower', [eb.val(schoolUsername.trim())]),
      ),
    )
    .where((eb) =>
      eb(eb.fn('lower', ['users.username']), '=', eb.fn('lower', [eb.val(username.trim())])),
    )
    .executeTakeFirst();
}

export async function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function listProjectsOfUser(db: Executor, userId: number): Promise<ProjectRow[]> {
  return projectsOfUser.all(db, { userId });
}

// GetCurrentUser and every login read it: built and compiled once.
const projectsOfUser = preparedQuery<{ userId: number }, ProjectRow>((db, arg) =>
  db
    .selectFrom('user_projects')
    .innerJoin(
      'school_projects',
      'school_projects.school_project_id',
      'user_projects.school_project_id',
    )
    .select(['school_projects.school_project_id', 'school_projects.project_name'])
    .where('user_projects.user_id', '=', arg('userId'))
    .orderBy('school_projects.school_project_id'),
);
