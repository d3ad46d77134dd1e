/** The projects a user belongs to (user_projects), for the learner screens. */
import type { Executor } from '../db/database';

export interface UserProjectRow {
  project_id: number;
  project_name: string;
}

/** The user's projects by name, for the project picker. */
export async function listProjectsOfUserByName(
  db: Executor,
  userId: number,
): Promise<UserProjectRow[]> {
  return db
    .selectFrom('user_projects')
    .innerJoin(
      'school_projects',
      'school_projects.school_project_id',
      'user_projects.school_project_id',
    )
    .select(['school_projects.school_project_id as project_id', 'school_projects.project_name'])
    .where('user_projects.user_id', '=', userId)
    .orderBy('school_projects.project_name')
    .orderBy('school_projects.school_project_id')
    .execute();
}

/** The projects of the school that the user belongs to, by name. */
export async function listSchoolProjectsOfUser(
  db: Executor,
  userId: number,
  schoolId: number,
): Promise<Array<{ school_project_id: number; project_name: string }>> {
  return db
    .selectFrom('user_projects')
    .innerJoin(
      'school_projects',
      'school_projects.school_project_id',
      'user_projects.school_project_id',
    )
    .select(['school_projects.school_project_id', 'school_projects.project_name'])
    .where('user_projects.user_id', '=', userId)
    .where('school_projects.school_id', '=', schoolId)
    .orderBy('school_projects.project_name')
    .orderBy('school_projects.school_project_id')
    .execute();
}
