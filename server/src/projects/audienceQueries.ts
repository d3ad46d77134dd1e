/**
 * Reads and writes of who takes a project (project_audiences), and the school's current
 * pupils they bring: users of the school who are not leavers and hold no staff or admin role.
 */
import type { Executor, Timestamp } from '../db/database';

/** The school's current pupils (user_id, year_group): the one definition every query uses. */
function currentPupils(db: Executor, schoolId: number) {
  return db
    .selectFrom('users')
    .select(['users.user_id', 'users.year_group'])
    .where('users.school_id', '=', schoolId)
    .where('users.left_at', 'is', null)
    .where('users.is_Staff', '=', 0)
    .where('users.is_schoolAdmin', '=', 0)
    .where('users.is_Admin', '=', 0);
}

export interface AudienceRow {
  audience_id: number;
  school_project_id: number;
  class_id: number | null;
  year_group: number | null;
  class_title: string | null;
  class_closed_at: Timestamp | null;
}

/** Every audience of the school's projects. */
export async function listAudiencesOfSchool(
  db: Executor,
  schoolId: number,
): Promise<AudienceRow[]> {
  return db
    .selectFrom('project_audiences as pa')
    .innerJoin('school_projects as sp', 'sp.school_project_id', 'pa.school_project_id')
    .leftJoin('school_classes as sc', 'sc.class_id', 'pa.class_id')
    .select([
      'pa.audience_id',
      'pa.school_project_id',
      'pa.class_id',
      'pa.year_group',
      'sc.title as class_title',
      'sc.closed_at as class_closed_at',
    ])
    .where('sp.school_id', '=', schoolId)
    .orderBy('pa.school_project_id')
    .orderBy('pa.audience_id')
    .execute();
}

/** The audiences of one project. */
export async function listAudiencesOfProject(
  db: Executor,
  projectId: number,
): Promise<Array<{ audience_id: number; class_id: number | null; year_group: number | null }>> {
  return db
    .selectFrom('project_audiences')
    .select(['audience_id', 'class_id', 'year_group'])
    .where('school_project_id', '=', projectId)
    .orderBy('audience_id')
    .execute();
}

export async function deleteAudiences(db: Executor, audienceIds: readonly number[]): Promise<void> {
  if (audienceIds.length === 0) return;
  await db.deleteFrom('project_audiences').where('audience_id', 'in', audienceIds).execute();
}

export async function insertAudiences(
  db: Executor,
  projectId: number,
  audiences: ReadonlyArray<{ class_id: number | null; year_group: number | null }>,
  at: Timestamp,
): Promise<void> {
  if (audiences.length === 0) return;
  await db
    .insertInto('project_audiences')
    .values(audiences.map((a) => ({ ...a, school_project_id: projectId, created_at: at })))
    .execute();
}

/** The school's open classes, by year group then title, each with its current pupils. */
export async function listOpenClassesWithPupils(
  db: Executor,
  schoolId: number,
): Promise<Array<{ class_id: number; title: string; year_group: number | null; pupils: number }>> {
  const rows = await db
    .selectFrom('school_classes as sc')
    .leftJoin('class_members as cm', (join) =>
      join.onRef('cm.class_id', '=', 'sc.class_id').on('cm.role', '=', 'pupil'),
    )
    .leftJoin(currentPupils(db, schoolId).as('pupil'), 'pupil.user_id', 'cm.user_id')
    .select((eb) => [
      'sc.class_id',
      'sc.title',
      'sc.year_group',
      eb.fn.count<number | string>('pupil.user_id').as('pupils'),
    ])
    .where('sc.school_id', '=', schoolId)
    .where('sc.closed_at', 'is', null)
    .groupBy(['sc.class_id', 'sc.title', 'sc.year_group'])
    .orderBy('sc.year_group')
    .orderBy('sc.title')
    .orderBy('sc.class_id')
    .execute();
  return rows.map((row) => ({ ...row, pupils: Number(row.pupils) }));
}

/** How many current pupils each year group holds (years with none are left out). */
export async function countPupilsByYear(
  db: Executor,
  schoolId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(currentPupils(db, schoolId).as('pupil'))
    .select((eb) => ['pupil.year_group', eb.fn.countAll<number | string>().as('pupils')])
    .where('pupil.year_group', 'is not', null)
    .groupBy('pupil.year_group')
    .execute();
  const counts = new Map<number, number>();
  for (const row of rows) {
    if (row.year_group !== null) counts.set(row.year_group, Number(row.pupils));
  }
  return counts;
}

/**
 * Adds to its project every current pupil of each audience of the school's projects (of one
 * project, when `projectId` is given) who is not in it yet: a class's pupils while the class
 * is open, a year group's. Never removes anyone. Resolves to how many rows it added.
 */
export async function insertAudiencePupils(
  db: Executor,
  schoolId: number,
  projectId: number | undefined,
): Promise<number> {
  const audiences = db
    .selectFrom('project_audiences as pa')
    .innerJoin('school_projects as sp', 'sp.school_project_id', 'pa.school_project_id')
    .where('sp.school_id', '=', schoolId)
    .$if(projectId !== undefined, (query) =>
      query.where('pa.school_project_id', '=', projectId ?? 0),
    );
  const byClass = audiences
    .innerJoin('school_classes as sc', 'sc.class_id', 'pa.class_id')
    .innerJoin('class_members as cm', 'cm.class_id', 'sc.class_id')
    .innerJoin(currentPupils(db, schoolId).as('pupil'), 'pupil.user_id', 'cm.user_id')
    .select(['pupil.user_id', 'pa.school_project_id'])
    .where('sc.school_id', '=', schoolId)
    .where('sc.closed_at', 'is', null)
    .where('cm.role', '=', 'pupil');
  const byYear = audiences
    .innerJoin(currentPupils(db, schoolId).as('pupil'), 'pupil.year_group', 'pa.year_group')
    .select(['pupil.user_id', 'pa.school_project_id']);
  let added = 0;
  for (const pupils of [byClass, byYear]) {
    const result = await db
      .insertInto('user_projects')
      .columns(['user_id', 'school_project_id'])
      .expression(
        pupils
          .distinct()
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('user_projects as up')
                  .select('up.user_id')
                  .whereRef('up.user_id', '=', 'pupil.user_id')
                  .whereRef('up.school_project_id', '=', 'pa.school_project_id'),
              ),
            ),
          ),
      )
      // Another save or a roster sync may add the same row meanwhile: one is enough.
      .onConflict((oc) => oc.columns(['user_id', 'school_project_id']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
