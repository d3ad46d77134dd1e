/**
 * Reads for the future-ready profile: whose it is. Its rounds and grades are the
 * progress view's (./progress).
 */
import type { Executor } from '../db/database';

export interface ProfileSubjectRow {
  user_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  school_id: number | null;
  school_name: string | null;
}

/** The pupil a profile is about, with their school's name (null for a private user). */
export async function findProfileSubject(
  db: Executor,
  userId: number,
): Promise<ProfileSubjectRow | undefined> {
  return db
    .selectFrom('users as u')
    .leftJoin('schools as s', 's.school_id', 'u.school_id')
    .select([
      'u.user_id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.school_id',
      's.school_name',
    ])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
}
