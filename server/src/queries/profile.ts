/** Reads for the future-ready profile (issue 20): whose it is, and their grades with statements. */
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

export interface ProfileGradeRow {
  assessment_id: number;
  skill_id: number;
  skill_descriptor: string;
  ordering: number;
  parent_descriptor: string | null;
  grade: number | null;
  statement: string | null;
}

/** Every grade row of the assessments, with its statement, skill and the skill's heading. */
export async function listProfileGrades(
  db: Executor,
  assessmentIds: readonly number[],
): Promise<ProfileGradeRow[]> {
  if (assessmentIds.length === 0) return [];
  return db
    .selectFrom('assessment_grades as g')
    .innerJoin('skills as s', 's.skill_id', 'g.skill_id')
    .leftJoin('skills as p', 'p.skill_id', 's.parent_skill_id')
    .select([
      'g.assessment_id',
      's.skill_id',
      's.skill_descriptor',
      's.ordering',
      'p.skill_descriptor as parent_descriptor',
      'g.grade',
      'g.statement',
    ])
    .where('g.assessment_id', 'in', assessmentIds)
    .execute();
}
