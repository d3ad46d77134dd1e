/** A school's projects and their success criteria, as the school admin manages them. */
import type { Executor } from '../db/database';

export interface CriterionRow {
  success_criteria_id: number;
  success_criteria_text: string;
  ordering_index: number;
  school_project_id: number;
}

export async function insertProject(
  db: Executor,
  schoolId: number,
  projectName: string,
): Promise<number> {
  const row = await db
    .insertInto('school_projects')
    .values({ school_id: schoolId, project_name: projectName })
    .returning('school_project_id')
    .executeTakeFirstOrThrow();
  return row.school_project_id;
}

/** Renames a project; the caller has checked that it is the school's. */
export async function renameProject(
  db: Executor,
  projectId: number,
  projectName: string,
): Promise<void> {
  await db
    .updateTable('school_projects')
    .set({ project_name: projectName })
    .where('school_project_id', '=', projectId)
    .execute();
}

/** Every criterion of the school's projects, in each project's order. */
export async function listCriteriaOfSchool(
  db: Executor,
  schoolId: number,
): Promise<CriterionRow[]> {
  return db
    .selectFrom('success_criteria')
    .innerJoin(
      'school_projects',
      'school_projects.school_project_id',
      'success_criteria.school_project_id',
    )
    .select([
      'success_criteria.success_criteria_id',
      'success_criteria.success_criteria_text',
      'success_criteria.ordering_index',
      'success_criteria.school_project_id',
    ])
    .where('school_projects.school_id', '=', schoolId)
    .orderBy('success_criteria.school_project_id')
    .orderBy('success_criteria.ordering_index')
    .orderBy('success_criteria.success_criteria_id')
    .execute();
}

/** The highest order in a project, or 0 when it has no criteria. */
export async function highestCriterionOrder(db: Executor, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('success_criteria')
    .select((eb) => eb.fn.max('ordering_index').as('highest'))
    .where('school_project_id', '=', projectId)
    .executeTakeFirst();
  return row?.highest === null || row?.highest === undefined ? 0 : Number(row.highest);
}

export async function insertCriterion(
  db: Executor,
  values: { school_project_id: number; success_criteria_text: string; ordering_index: number },
): Promise<number> {
  const row = await db
    .insertInto('success_criteria')
    .values(values)
    .returning('success_criteria_id')
    .executeTakeFirstOrThrow();
  return row.success_criteria_id;
}

/** Edits a criterion's text and, when given, its order; the caller has checked ownership. */
export async function updateCriterion(
  db: Executor,
  criterionId: number,
  text: string,
  orderingIndex: number | undefined,
): Promise<void> {
  await db
    .updateTable('success_criteria')
    .set(
      orderingIndex === undefined
        ? { success_criteria_text: text }
        : { success_criteria_text: text, ordering_index: orderingIndex },
    )
    .where('success_criteria_id', '=', criterionId)
    .execute();
}

/** Deletes a criterion (its evidence ticks go with it, by the foreign key's cascade). */
export async function deleteCriterion(db: Executor, criterionId: number): Promise<void> {
  await db.deleteFrom('success_criteria').where('success_criteria_id', '=', criterionId).execute();
}
