/**
 * Where the learner screens start: the user's remembered project and assessment while they
 * are still the user's (and fit together), else the project with the most recent
 * assessment and that assessment. Checked on every read, since a project can be left and an
 * assessment deleted after it was remembered.
 */
import type { Executor } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { findAssessmentRefsOfUser, findProjectOfUser } from './owned';
import { listProjectsOfUserByName } from './projects';
import type { Selection } from './sessions';

/** 0 is the client's "none" (SPEC §4: logout sets both back to 0). */
export interface ValidSelection {
  selectedProjectId: number;
  selectedAssessmentId: number;
}

/**
 * `memberOf`: the ids of the user's projects when the caller has just read them (GetCurrentUser
 * has), which spares a query.
 */
export async function validSelection(
  db: Executor,
  userId: number,
  remembered: Selection,
  memberOf?: ReadonlySet<number>,
): Promise<ValidSelection> {
  const { projectId, assessmentId } = remembered;
  const isMember = async (id: number) =>
    memberOf !== undefined
      ? memberOf.has(id)
      : (await findProjectOfUser(db, userId, id)) !== undefined;
  if (projectId !== null && (await isMember(projectId))) {
    const assessment =
      assessmentId === null ? undefined : await findAssessmentRefsOfUser(db, userId, assessmentId);
    return {
      selectedProjectId: projectId,
      selectedAssessmentId:
        assessment?.school_project_id === projectId && assessmentId !== null
          ? assessmentId
          : ((await newestAssessment(db, userId, projectId))?.assessment_id ?? 0),
    };
  }
  const newest = await newestAssessment(db, userId);
  if (newest !== undefined) {
    return {
      selectedProjectId: newest.school_project_id,
      selectedAssessmentId: newest.assessment_id,
    };
  }
  // No assessment anywhere yet: the first project as the picker lists them.
  const [first] = await listProjectsOfUserByName(db, userId);
  return { selectedProjectId: first?.project_id ?? 0, selectedAssessmentId: 0 };
}

/**
 * What decides the selection in the usual cases, read beforehand (GetCurrentUser reads them
 * with its session): a remembered assessment still the user's, or none remembered.
 */
export interface SelectionFacts {
  /** The user's projects. */
  memberOf: ReadonlySet<number>;
  /** The project of the remembered assessment, if it is the user's. */
  rememberedAssessmentProject: number | undefined;
  /** The newest assessment in any project the user belongs to. */
  newest: NewestAssessment | undefined;
}

/**
 * validSelection, decided from facts already read: the same rules. Only the rare cases
 * query (a remembered assessment deleted or moved; a user without any assessment).
 */
export async function selectionFrom(
  db: Executor,
  userId: number,
  remembered: Selection,
  facts: SelectionFacts,
): Promise<ValidSelection> {
  const { projectId, assessmentId } = remembered;
  if (projectId !== null && facts.memberOf.has(projectId)) {
    return {
      selectedProjectId: projectId,
      selectedAssessmentId:
        facts.rememberedAssessmentProject === projectId && assessmentId !== null
          ? assessmentId
          : ((await newestAssessment(db, userId, projectId))?.assessment_id ?? 0),
    };
  }
  if (facts.newest !== undefined) {
    return {
      selectedProjectId: facts.newest.school_project_id,
      selectedAssessmentId: facts.newest.assessment_id,
    };
  }
  const [first] = await listProjectsOfUserByName(db, userId);
  return { selectedProjectId: first?.project_id ?? 0, selectedAssessmentId: 0 };
}

/** The user's most recent assessment, in one project or in any project they still belong to. */
async function newestAssessment(
  db: Executor,
  userId: number,
  projectId?: number,
): Promise<NewestAssessment | undefined> {
  return projectId === undefined
    ? newestOfUser.first(db, { userId })
    : newestInProject.first(db, { userId, projectId });
}

export interface NewestAssessment {
  assessment_id: number;
  school_project_id: number;
}

// GetCurrentUser asks on every call: both shapes built and compiled once.
const newestOfUser = preparedQuery<{ userId: number }, NewestAssessment>((db, arg) =>
  newestFirst(db, arg('userId')),
);

const newestInProject = preparedQuery<{ userId: number; projectId: number }, NewestAssessment>(
  (db, arg) =>
    newestFirst(db, arg('userId')).where('assessments.school_project_id', '=', arg('projectId')),
);

function newestFirst(db: Executor, userId: number) {
  return db
    .selectFrom('assessments')
    .innerJoin('user_projects', (join) =>
      join
        .onRef('user_projects.user_id', '=', 'assessments.user_id')
        .onRef('user_projects.school_project_id', '=', 'assessments.school_project_id'),
    )
    .select(['assessments.assessment_id', 'assessments.school_project_id'])
    .where('assessments.user_id', '=', userId)
    .orderBy('assessments.created_at', 'desc')
    .orderBy('assessments.assessment_id', 'desc')
    .limit(1);
}
