/**
 * Who staff may see: a staff member sees the pupils of the school projects they are
 * assigned to; a school admin (or a global admin working in a school) every pupil of the
 * current school; nobody another school's. A pupil is a user of the school with no staff or
 * admin role (is_Staff, is_schoolAdmin and is_Admin all 0). The ownership kinds classProject, classPupil, classAssessment and classGrade
 * (plugins/ownership.ts) load through these.
 */
import type { Executor } from '../db/database';

/** The staff member looking, in the school they are working in. */
export interface ClassViewer {
  userId: number;
  schoolId: number;
  /** A school or global admin: every project and pupil of the school. */
  schoolWide: boolean;
}

/** The school's projects the viewer may see, by name. */
export async function listClassProjects(
  db: Executor,
  viewer: ClassViewer,
): Promise<Array<{ school_project_id: number; project_name: string }>> {
  let query = db
    .selectFrom('school_projects as sp')
    .select(['sp.school_project_id', 'sp.project_name'])
    .where('sp.school_id', '=', viewer.schoolId);
  if (!viewer.schoolWide) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_projects as up')
          .select('up.user_id')
          .whereRef('up.school_project_id', '=', 'sp.school_project_id')
          .where('up.user_id', '=', viewer.userId),
      ),
    );
  }
  return query.orderBy('sp.project_name').orderBy('sp.school_project_id').execute();
}

export async function findClassProject(
  db: Executor,
  viewer: ClassViewer,
  projectId: number,
): Promise<{ school_project_id: number } | undefined> {
  const projects = await listClassProjects(db, viewer);
  return projects.find((p) => p.school_project_id === projectId);
}

/** A pupil the viewer may see: of the school, and (for a teacher) of one of their projects. */
export async function findClassPupil(
  db: Executor,
  viewer: ClassViewer,
  userId: number,
): Promise<{ user_id: number } | undefined> {
  let query = db
    .selectFrom('users as u')
    .select('u.user_id')
    .where('u.user_id', '=', userId)
    .where('u.school_id', '=', viewer.schoolId)
    .where('u.is_Staff', '=', 0)
    .where('u.is_schoolAdmin', '=', 0)
    .where('u.is_Admin', '=', 0);
  if (!viewer.schoolWide) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_projects as pupil')
          .innerJoin('user_projects as staff', 'staff.school_project_id', 'pupil.school_project_id')
          .innerJoin('school_projects as sp', 'sp.school_project_id', 'pupil.school_project_id')
          .select('pupil.user_id')
          .whereRef('pupil.user_id', '=', 'u.user_id')
          .where('staff.user_id', '=', viewer.userId)
          .where('sp.school_id', '=', viewer.schoolId),
      ),
    );
  }
  return query.executeTakeFirst();
}

/**
 * An assessment the viewer may open: a visible pupil's, in a project the viewer may see (a
 * teacher of Year 10 does not see the same pupil's Work Experience assessments).
 */
export async function findClassAssessment(
  db: Executor,
  viewer: ClassViewer,
  assessmentId: number,
): Promise<{ user_id: number; school_project_id: number } | undefined> {
  const row = await db
    .selectFrom('assessments')
    .select(['user_id', 'school_project_id'])
    .where('assessment_id', '=', assessmentId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  if ((await findClassProject(db, viewer, row.school_project_id)) === undefined) return undefined;
  if ((await findClassPupil(db, viewer, row.user_id)) === undefined) return undefined;
  return row;
}

/** A grade row of an assessment the viewer may open. */
export async function findClassGrade(
  db: Executor,
  viewer: ClassViewer,
  assessmentGradeId: number,
): Promise<{ assessment_id: number } | undefined> {
  const row = await db
    .selectFrom('assessment_grades')
    .select('assessment_id')
    .where('assessment_grade_id', '=', assessmentGradeId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return (await findClassAssessment(db, viewer, row.assessment_id)) && row;
}

/** The pupils of a project (the viewer may see the project, so all of them), by name. */
export async function listPupilsOfProject(
  db: Executor,
  schoolId: number,
  projectId: number,
): Promise<Array<{ user_id: number; first_name: string | null; last_name: string | null }>> {
  return db
    .selectFrom('users as u')
    .innerJoin('user_projects as up', 'up.user_id', 'u.user_id')
    .select(['u.user_id', 'u.first_name', 'u.last_name'])
    .where('up.school_project_id', '=', projectId)
    .where('u.school_id', '=', schoolId)
    .where('u.is_Staff', '=', 0)
    .where('u.is_schoolAdmin', '=', 0)
    .where('u.is_Admin', '=', 0)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.user_id')
    .execute();
}
