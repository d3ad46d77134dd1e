/**
 * The writes of a school's self-registration beside the school row itself (made by
 * `insertSchool` in ./schools, as Manage Schools makes it): a free school username and the
 * school's first school admin.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/database';

/** School usernames starting with `base` (lower case), to pick a free one beside them. */
export async function schoolUsernamesLike(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('schools')
    .select(sql<string>`lower(school_username)`.as('name'))
    .where(sql<boolean>`lower(school_username) like ${`${base}%`}`)
    .execute();
  return rows.map((row) => row.name);
}

export interface NewSchoolAdmin {
  schoolId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  now: Date;
}

export async function insertSchoolAdmin(db: Executor, admin: NewSchoolAdmin): Promise<number> {
  // The registrant proved the address just now: no other account holds it as proved any more.
  await db
    .updateTable('users')
    .set({ email_verified_at: null })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(admin.email)])))
    .where('email_verified_at', 'is not', null)
    .execute();
  const row = await db
    .insertInto('users')
    .values({
      school_id: admin.schoolId,
      username: admin.username,
      email: admin.email,
      first_name: admin.firstName,
      last_name: admin.lastName,
      password_hash: admin.passwordHash,
      is_schoolAdmin: 1,
      is_Staff: 1,
      is_User: 1,
      created_at: admin.now.toISOString(),
      // The registrant proved the address with the code it was mailed.
      email_verified_at: admin.now.toISOString(),
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}
