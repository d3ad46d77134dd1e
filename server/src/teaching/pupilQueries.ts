/** A pupil's name and the name of their assessment, for the staff view of one assessment. */
import type { Executor } from '../db/database';

export async function findUserNames(
  db: Executor,
  userId: number,
  assessmentId: number,
): Promise<
  { first_name: string | null; last_name: string | null; assessment_name: string } | undefined
> {
  return db
    .selectFrom('assessments as a')
    .innerJoin('users as u', 'u.user_id', 'a.user_id')
    .select(['u.first_name', 'u.last_name', 'a.assessment_name'])
    .where('a.assessment_id', '=', assessmentId)
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
}
