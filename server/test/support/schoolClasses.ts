/**
 * Classes and people for tests of what classes do (the class view's filter, project
 * audiences): written straight into the tables, as a roster apply would leave them
 * (roster/rosterQueries.ts), without a OneRoster file.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';

export interface ClassMember {
  userId: number;
  role: 'pupil' | 'staff';
}

export interface ClassOptions {
  yearGroup?: number | null;
  /** A class a later roster left out. */
  closed?: boolean;
}

/** A class of the school holding these members; its id. */
export async function insertClass(
  db: Kysely<Database>,
  schoolId: number,
  title: string,
  members: readonly ClassMember[],
  options: ClassOptions = {},
): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('school_classes')
    .values({
      school_id: schoolId,
      sourced_id: `test-${title}`,
      title,
      class_code: title,
      class_type: 'homeroom',
      year_group: options.yearGroup ?? null,
      school_year: '2027',
      closed_at: options.closed === true ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning('class_id')
    .executeTakeFirstOrThrow();
  await addClassMembers(db, row.class_id, members);
  return row.class_id;
}

export async function addClassMembers(
  db: Kysely<Database>,
  classId: number,
  members: readonly ClassMember[],
): Promise<void> {
  if (members.length === 0) return;
  await db
    .insertInto('class_members')
    .values(members.map((m) => ({ class_id: classId, user_id: m.userId, role: m.role })))
    .execute();
}

export interface PersonOptions {
  yearGroup?: number | null;
  staff?: boolean;
  schoolAdmin?: boolean;
  /** A leaver: marked by the school, not yet erased. */
  left?: boolean;
  /** The school projects they are in. */
  projects?: readonly number[];
}

/** A user of the school (a pupil unless said otherwise) who cannot log in; their id. */
export async function insertPerson(
  db: Kysely<Database>,
  schoolId: number,
  name: string,
  options: PersonOptions = {},
): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      school_id: schoolId,
      username: name.toLowerCase().replace(/[^a-z0-9]+/g, '.'),
      email: null,
      first_name: name,
      last_name: 'Test',
      password_hash: 'not-a-hash',
      parent_password_hash: null,
      is_Staff: options.staff === true ? 1 : 0,
      is_schoolAdmin: options.schoolAdmin === true ? 1 : 0,
      is_User: 0,
      current_school_id: null,
      selected_project_id: null,
      selected_assessment_id: null,
      created_at: at,
      year_group: options.yearGroup ?? null,
      left_at: options.left === true ? at : null,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  for (const project of options.projects ?? []) {
    await db
      .insertInto('user_projects')
      .values({ user_id: row.user_id, school_project_id: project })
      .execute();
  }
  return row.user_id;
}

export async function schoolIdOf(db: Kysely<Database>, schoolUsername: string): Promise<number> {
  const row = await db
    .selectFrom('schools')
    .select('school_id')
    .where('school_username', '=', schoolUsername)
    .executeTakeFirstOrThrow();
  return row.school_id;
}
