/**
 * The school's classes (from its roster) as staff see them: a teacher the open classes they
 * teach (class_members role 'staff'); a school admin (or a global admin working in the school)
 * every open class of the current school; nobody another school's. The ownership kinds
 * classOfCaller and schoolClass (plugins/ownership.ts) load through these.
 */
import type { ClassChoice } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import type { ClassViewer } from '../queries/classAccess';

function classesOfViewer(db: Executor, viewer: ClassViewer) {
  let query = db
    .selectFrom('school_classes as sc')
    .where('sc.school_id', '=', viewer.schoolId)
    .where('sc.closed_at', 'is', null);
  if (!viewer.schoolWide) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('class_members as cm')
          .select('cm.user_id')
          .whereRef('cm.class_id', '=', 'sc.class_id')
          .where('cm.user_id', '=', viewer.userId)
          .where('cm.role', '=', 'staff'),
      ),
    );
  }
  return query;
}

/** The classes the viewer may narrow the class view to, by year group then title. */
export async function listClassesOfViewer(
  db: Executor,
  viewer: ClassViewer,
): Promise<ClassChoice[]> {
  const rows = await classesOfViewer(db, viewer)
    .select((eb) => [
      'sc.class_id',
      'sc.title',
      'sc.year_group',
      eb
        .exists(
          eb
            .selectFrom('class_members as mine')
            .select('mine.user_id')
            .whereRef('mine.class_id', '=', 'sc.class_id')
            .where('mine.user_id', '=', viewer.userId)
            .where('mine.role', '=', 'staff'),
        )
        .as('teaches'),
    ])
    .orderBy('sc.year_group')
    .orderBy('sc.title')
    .orderBy('sc.class_id')
    .execute();
  // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
  return rows.map((row) => ({ ...row, teaches: Boolean(row.teaches) }));
}

/** A class the viewer may narrow the class view to (see listClassesOfViewer). */
export async function findClassOfViewer(
  db: Executor,
  viewer: ClassViewer,
  classId: number,
): Promise<{ class_id: number } | undefined> {
  return classesOfViewer(db, viewer)
    .select('sc.class_id')
    .where('sc.class_id', '=', classId)
    .executeTakeFirst();
}

/** A class of the school, open or closed (tenant check for an admin's project audiences). */
export async function findClassOfSchool(
  db: Executor,
  schoolId: number,
  classId: number,
): Promise<{ class_id: number } | undefined> {
  return db
    .selectFrom('school_classes')
    .select('class_id')
    .where('class_id', '=', classId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
}

/** The users the class holds as pupils. */
export async function listPupilIdsOfClass(db: Executor, classId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('class_members')
    .select('user_id')
    .where('class_id', '=', classId)
    .where('role', '=', 'pupil')
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
