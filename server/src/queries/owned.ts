/**
 * The rows the ownership check loads (plugins/ownership.ts): each looked up scoped to its
 * owner, so someone else's id and a missing id look the same. Each returns the ids of the
 * rows it belongs to, which the check compares with the other ids the request sent.
 */
import { leafSkillsVisibleTo } from './skills';
import { ownSchoolOrGlobal } from './visibility';
import type { Executor } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { notHomeSpace } from './homeSpaceName';

export async function findProjectOfUser(
  db: Executor,
  userId: number,
  projectId: number,
): Promise<{ school_project_id: number } | undefined> {
  return projectOfUser.first(db, { userId, projectId });
}

// Ownership checks run on most learner requests: built and compiled once.
const projectOfUser = preparedQuery<
  { userId: number; projectId: number },
  { school_project_id: number }
>((db, arg) =>
  db
    .selectFrom('user_projects')
    .select('school_project_id')
    .where('user_id', '=', arg('userId'))
    .where('school_project_id', '=', arg('projectId')),
);

export async function findAssessmentRefsOfUser(
  db: Executor,
  userId: number,
  assessmentId: number,
): Promise<{ school_project_id: number } | undefined> {
  return assessmentRefsOfUser.first(db, { userId, assessmentId });
}

const assessmentRefsOfUser = preparedQuery<
  { userId: number; assessmentId: number },
  { school_project_id: number }
>((db, arg) =>
  db
    .selectFrom('assessments')
    .select('school_project_id')
    .where('assessment_id', '=', arg('assessmentId'))
    .where('user_id', '=', arg('userId')),
);

export async function findGradeRefsOfUser(
  db: Executor,
  userId: number,
  assessmentGradeId: number,
): Promise<{ assessment_id: number } | undefined> {
  return gradeRefsOfUser.first(db, { userId, assessmentGradeId });
}

// SaveGrade checks it on every save: built and compiled once.
const gradeRefsOfUser = preparedQuery<
  { userId: number; assessmentGradeId: number },
  { assessment_id: number }
>((db, arg) =>
  db
    .selectFrom('assessment_grades')
    .innerJoin('assessments', 'assessments.assessment_id', 'assessment_grades.assessment_id')
    .select('assessment_grades.assessment_id')
    .where('assessment_grades.assessment_grade_id', '=', arg('assessmentGradeId'))
    .where('assessments.user_id', '=', arg('userId')),
);

export async function findAreaRefsOfUser(
  db: Executor,
  userId: number,
  developmentAreaId: number,
): Promise<{ school_project_id: number } | undefined> {
  return db
    .selectFrom('development_areas')
    .select('school_project_id')
    .where('development_area_id', '=', developmentAreaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findStepRefsOfUser(
  db: Executor,
  userId: number,
  stepId: number,
): Promise<{ development_area_id: number } | undefined> {
  return db
    .selectFrom('steps')
    .innerJoin(
      'development_areas',
      'development_areas.development_area_id',
      'steps.development_area_id',
    )
    .select('steps.development_area_id')
    .where('steps.step_id', '=', stepId)
    .where('development_areas.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * A leaf skill the user may choose: their school's or a global one, with no child the user
 * sees (a heading is never a choice). `schoolId` null: a private user, global skills only.
 */
export async function findLeafSkillVisibleTo(
  db: Executor,
  schoolId: number | null,
  skillId: number,
): Promise<{ skill_id: number } | undefined> {
  return leafSkillsVisibleTo(db, schoolId)
    .select('s.skill_id')
    .where('s.skill_id', '=', skillId)
    .executeTakeFirst();
}

/** A project of the school (tenant check for admin routes). */
export async function findProjectOfSchool(
  db: Executor,
  schoolId: number,
  projectId: number,
): Promise<{ school_project_id: number } | undefined> {
  return db
    .selectFrom('school_projects')
    .select('school_project_id')
    .where('school_project_id', '=', projectId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
}

export async function findNoteOfUser(
  db: Executor,
  userId: number,
  noteId: number,
): Promise<{ note_id: number } | undefined> {
  return db
    .selectFrom('notes')
    .select('note_id')
    .where('note_id', '=', noteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * A file of a resource the school's users may see: active, of the school or global. `schoolId`
 * is the session's current school; null (a private user) reaches global resources only.
 */
export async function findFileVisibleTo(
  db: Executor,
  schoolId: number | null,
  fileId: number,
): Promise<{ resource_id: number } | undefined> {
  return db
    .selectFrom('resources')
    .select('resource_id')
    .where('file_id', '=', fileId)
    .where('active', '=', 1)
    .where((eb) => ownSchoolOrGlobal(eb.ref('school_id'), schoolId))
    .executeTakeFirst();
}

/** A success criterion of a project of the school (tenant check for admin routes). */
export async function findCriterionOfSchool(
  db: Executor,
  schoolId: number,
  criterionId: number,
): Promise<{ school_project_id: number } | undefined> {
  return db
    .selectFrom('success_criteria')
    .innerJoin(
      'school_projects',
      'school_projects.school_project_id',
      'success_criteria.school_project_id',
    )
    .select('success_criteria.school_project_id')
    .where('success_criteria.success_criteria_id', '=', criterionId)
    .where('school_projects.school_id', '=', schoolId)
    .executeTakeFirst();
}

/** A user of the school, never a global admin (tenant check for Manage Users). */
export async function findUserOfSchoolRef(
  db: Executor,
  schoolId: number,
  userId: number,
): Promise<{ user_id: number } | undefined> {
  return db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('school_id', '=', schoolId)
    .where('is_Admin', '=', 0)
    .executeTakeFirst();
}

/** A skill of the school, retired or not (tenant check for Manage Skills). */
export async function findSkillOfSchool(
  db: Executor,
  schoolId: number,
  skillId: number,
): Promise<{ skill_id: number } | undefined> {
  return db
    .selectFrom('skills')
    .select('skill_id')
    .where('skill_id', '=', skillId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
}

/** A skill or heading of the global framework (no school). */
export async function findGlobalSkill(
  db: Executor,
  skillId: number,
): Promise<{ skill_id: number } | undefined> {
  return db
    .selectFrom('skills')
    .select('skill_id')
    .where('skill_id', '=', skillId)
    .where('school_id', 'is', null)
    .executeTakeFirst();
}

/** A resource of the school, active or not (tenant check for the school's manager). */
export async function findResourceOfSchool(
  db: Executor,
  schoolId: number,
  resourceId: number,
): Promise<{ resource_id: number } | undefined> {
  return db
    .selectFrom('resources')
    .select('resource_id')
    .where('resource_id', '=', resourceId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
}

/** A global resource (no school), active or not (the global manager's). */
export async function findGlobalResource(
  db: Executor,
  resourceId: number,
): Promise<{ resource_id: number } | undefined> {
  return db
    .selectFrom('resources')
    .select('resource_id')
    .where('resource_id', '=', resourceId)
    .where('school_id', 'is', null)
    .executeTakeFirst();
}

/** Any school that exists (for a global admin, who may work in every school). */
export async function findAnySchool(
  db: Executor,
  schoolId: number,
): Promise<{ school_id: number } | undefined> {
  return (
    db
      .selectFrom('schools')
      .select('school_id')
      .where('school_id', '=', schoolId)
      // A home learner's own space is no school to work in (home/homeSpace.ts).
      .where(notHomeSpace('school_username'))
      .executeTakeFirst()
  );
}

/**
 * A file a manager may attach: one the user uploaded that no resource holds yet (resource_id
 * null), or one a resource of the school (a number) or a global one (null) holds now (with
 * that resource's id, which must be the resource being saved).
 */
export async function findAttachableFile(
  db: Executor,
  userId: number,
  schoolId: number | null,
  fileId: number,
): Promise<{ resource_id: number | null } | undefined> {
  const holder = await db
    .selectFrom('resources')
    .select(['resource_id', 'school_id'])
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  if (holder !== undefined) {
    return holder.school_id === schoolId ? { resource_id: holder.resource_id } : undefined;
  }
  const pending = await findPendingFileOfUser(db, userId, fileId);
  return pending && { resource_id: null };
}

/** A file the user uploaded that no resource holds (yet). */
export async function findPendingFileOfUser(
  db: Executor,
  userId: number,
  fileId: number,
): Promise<{ file_id: number } | undefined> {
  return (
    db
      .selectFrom('files as f')
      .select('f.file_id')
      .where('f.file_id', '=', fileId)
      .where('f.uploaded_by', '=', userId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('resources as r')
              .select('r.resource_id')
              .whereRef('r.file_id', '=', 'f.file_id'),
          ),
        ),
      )
      // A pupil's evidence file is never a resource manager's to attach or remove.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('evidence as e')
              .select('e.evidence_id')
              .whereRef('e.file_id', '=', 'f.file_id'),
          ),
        ),
      )
      .executeTakeFirst()
  );
}

/** A tag of the school or a global one (null: global ones only). */
export async function findTagVisibleTo(
  db: Executor,
  schoolId: number | null,
  tagId: number,
): Promise<{ tag_id: number } | undefined> {
  return db
    .selectFrom('tags')
    .select('tag_id')
    .where('tag_id', '=', tagId)
    .where((eb) => ownSchoolOrGlobal(eb.ref('school_id'), schoolId))
    .executeTakeFirst();
}
