/**
 * The pupils a leaders' figure counts: the current pupils (not staff, admins or leavers) of a
 * project of the school, narrowed by year group, class and the school's two flags. Written
 * once as a subquery of user ids, so every figure of one screen counts the same pupils.
 */
import type { Executor } from '../db/database';
import type { FlagFilter } from '@skillfolio/shared/types';

export interface Group {
  schoolId: number;
  projectId: number;
  /** -1: every year group. */
  yearGroup: number;
  /** 0: every class. */
  classId: number;
  send: FlagFilter;
  disadvantaged: FlagFilter;
}

/** The pupils of the group, as a subquery of `user_id`. */
export function cohortIds(db: Executor, group: Group) {
  let query = db
    .selectFrom('users as cu')
    .innerJoin('user_projects as cup', 'cup.user_id', 'cu.user_id')
    .select('cu.user_id')
    .where('cup.school_project_id', '=', group.projectId)
    .where('cu.school_id', '=', group.schoolId)
    .where('cu.is_Staff', '=', 0)
    .where('cu.is_schoolAdmin', '=', 0)
    .where('cu.is_Admin', '=', 0)
    .where('cu.left_at', 'is', null);
  if (group.yearGroup >= 0) query = query.where('cu.year_group', '=', group.yearGroup);
  if (group.classId > 0) {
    const classId = group.classId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('class_members as ccm')
          .select('ccm.user_id')
          .whereRef('ccm.user_id', '=', 'cu.user_id')
          .where('ccm.class_id', '=', classId)
          .where('ccm.role', '=', 'pupil'),
      ),
    );
  }
  if (group.send !== 'any') query = query.where('cu.send', '=', group.send === 'yes' ? 1 : 0);
  if (group.disadvantaged !== 'any') {
    query = query.where('cu.disadvantaged', '=', group.disadvantaged === 'yes' ? 1 : 0);
  }
  return query;
}

/** How many pupils are in the group. */
export async function countCohort(db: Executor, group: Group): Promise<number> {
  const row = await db
    .selectFrom(cohortIds(db, group).as('c'))
    .select(({ fn }) => fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
