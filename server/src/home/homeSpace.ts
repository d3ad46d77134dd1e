/**
 * A home learner's own space. A home learner is a private user (users.school_id null) who is
 * not a global admin. Their project and their own skills need a row to belong to
 * (school_projects.school_id is NOT NULL; a skill belongs to a school or to everyone), so
 * registration gives each one a schools row of their own: their "home space". It is never a
 * school anyone works in: the learner's session has no current school (so every tenant rule
 * refuses them everything of any school, their own space's admin screens included), it holds
 * no users, and Manage Schools and Change School leave it out.
 *
 * The space is found by its school username, `~home-<user_id>`: admins' school usernames are
 * letters and digits only, so no school can take or fake one, and the link needs no column.
 */
import type { Executor } from '../db/database';
import { HOME_PROJECT_NAME } from '@skillfolio/shared/wire';
import { homeSpaceUsername } from '../queries/homeSpaceName';
import { insertSchool } from '../queries/schools';
import { addStarterSkills, hasGlobalSkills } from '../admin/startSchool';

export { HOME_SPACE_PREFIX, homeSpaceUsername } from '../queries/homeSpaceName';

export interface HomeLearnerRef {
  user_id: number;
  school_id: number | null;
  is_Admin: boolean | number;
}

export function isHomeLearner(user: HomeLearnerRef): boolean {
  return user.school_id === null && !user.is_Admin;
}

/** The user's home space, or undefined (not a home learner, or one from before spaces). */
export async function findHomeSpaceId(db: Executor, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('schools')
    .select('school_id')
    .where('school_username', '=', homeSpaceUsername(userId))
    .executeTakeFirst();
  return row?.school_id;
}

/**
 * The framework whose skills the user rates and plans for, beside the global one: their
 * school's; a home learner's own space; null (global only) for anyone else.
 */
export async function skillFrameworkOf(db: Executor, user: HomeLearnerRef): Promise<number | null> {
  if (user.school_id !== null) return user.school_id;
  if (!isHomeLearner(user)) return null;
  return (await findHomeSpaceId(db, user.user_id)) ?? null;
}

/**
 * Gives a home learner their space with its one project, and puts them in it. Idempotent:
 * a learner who has one keeps it (the demo loader and registration both call it).
 */
export async function ensureHomeSpace(
  db: Executor,
  user: { user_id: number; first_name: string | null; last_name: string | null },
  at: Date,
): Promise<{ schoolId: number; projectId: number }> {
  let schoolId = await findHomeSpaceId(db, user.user_id);
  if (schoolId === undefined) {
    const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
    schoolId = await insertSchool(
      db,
      {
        school_name: `${name || 'Home learner'} (home)`,
        address1: null,
        address2: null,
        town: null,
        county: null,
        postcode: null,
        contact_name: null,
        telephone: null,
        dfe_number: null,
        project_type: null,
        notes: null,
        school_username: homeSpaceUsername(user.user_id),
        allowPeerReviews: 0,
        // Holds no users: the learner is a private user, not a member.
        licenceNumber: 0,
      },
      at,
    );
    // The starter set is the global framework; with none, a copy of a new school's starter.
    if (!(await hasGlobalSkills(db))) await addStarterSkills(db, schoolId);
  }
  const existing = await db
    .selectFrom('school_projects')
    .select('school_project_id')
    .where('school_id', '=', schoolId)
    .orderBy('school_project_id')
    .executeTakeFirst();
  const projectId =
    existing?.school_project_id ??
    (
      await db
        .insertInto('school_projects')
        .values({ school_id: schoolId, project_name: HOME_PROJECT_NAME })
        .returning('school_project_id')
        .executeTakeFirstOrThrow()
    ).school_project_id;
  const member = await db
    .selectFrom('user_projects')
    .select('user_id')
    .where('user_id', '=', user.user_id)
    .where('school_project_id', '=', projectId)
    .executeTakeFirst();
  if (member === undefined) {
    await db
      .insertInto('user_projects')
      .values({ user_id: user.user_id, school_project_id: projectId })
      .execute();
  }
  return { schoolId, projectId };
}
