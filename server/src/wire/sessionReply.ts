/**
 * The `{ currentUser, currentSchool, selectedProjectId, selectedAssessmentId }` reply of
 * GetCurrentUser and of a successful login.
 */
import type { CurrentSchool, CurrentUser, SessionReply } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import { findSchoolById } from '../queries/schools';
import { selectionFrom, validSelection } from '../queries/selection';
import type { SessionReplyFacts } from '../queries/sessionWithReply';
import type { Selection } from '../queries/sessions';
import { listProjectsOfUser } from '../queries/users';
import type { ProjectRow } from '../queries/users';
import type { SessionUser } from '../plugins/sessions';
import { toSchool, toSchoolSummary } from './school';

export function toCurrentUser(
  user: SessionUser,
  projects: readonly ProjectRow[],
  readOnly: boolean,
): CurrentUser {
  return {
    user_id: user.user_id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_Admin: user.is_Admin,
    is_schoolAdmin: user.is_schoolAdmin,
    is_Staff: user.is_Staff,
    is_User: user.is_User,
    read_only: readOnly,
    project_ids: projects.map((p) => p.school_project_id).join(','),
    projects: projects.map((p) => p.project_name).join(', '),
  };
}

/** Who is told the whole school (notes, licence, contacts): admins, never a parent. */
function seesWholeSchool(user: SessionUser, readOnly: boolean): boolean {
  return !readOnly && (user.is_schoolAdmin || user.is_Admin);
}

export async function loadSessionReply(
  db: Executor,
  user: SessionUser,
  currentSchoolId: number | null,
  readOnly: boolean,
  remembered: Selection,
): Promise<SessionReply> {
  const projects = await listProjectsOfUser(db, user.user_id);
  const school = currentSchoolId === null ? undefined : await findSchoolById(db, currentSchoolId);
  let currentSchool: CurrentSchool | null = null;
  if (school !== undefined) {
    currentSchool = seesWholeSchool(user, readOnly) ? toSchool(school) : toSchoolSummary(school);
  }
  return {
    currentUser: toCurrentUser(user, projects, readOnly),
    currentSchool,
    ...(await validSelection(
      db,
      user.user_id,
      remembered,
      new Set(projects.map((p) => p.school_project_id)),
    )),
  };
}

/**
 * loadSessionReply from the facts the session lookup read with it (GetCurrentUser): no
 * further query in the usual cases (see selectionFrom).
 */
export async function sessionReplyFrom(
  db: Executor,
  user: SessionUser,
  readOnly: boolean,
  remembered: Selection,
  facts: SessionReplyFacts,
): Promise<SessionReply> {
  const { school } = facts;
  let currentSchool: CurrentSchool | null = null;
  if (school !== undefined) {
    currentSchool = seesWholeSchool(user, readOnly) ? toSchool(school) : toSchoolSummary(school);
  }
  return {
    currentUser: {
      user_id: user.user_id,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      is_Admin: user.is_Admin,
      is_schoolAdmin: user.is_schoolAdmin,
      is_Staff: user.is_Staff,
      is_User: user.is_User,
      read_only: readOnly,
      project_ids: facts.projectIds,
      projects: facts.projectNames,
    },
    currentSchool,
    ...(await selectionFrom(db, user.user_id, remembered, facts)),
  };
}
