/**
 * The `{ currentUser, currentSchool, selectedProjectId, selectedAssessmentId }` reply of
 * GetCurrentUser and of a successful login.
 */
import type { CurrentSchool, CurrentUser, SessionReply } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import { findSchoolById, type SchoolRow } from '../queries/schools';
import { selectionFrom, validSelection } from '../queries/selection';
import type { SessionReplyFacts } from '../queries/sessionWithReply';
import type { Selection } from '../queries/sessions';
import { listProjectsOfUser } from '../queries/users';
import type { SessionUser } from '../plugins/sessions';
import { toSchool, toSchoolSummary } from './school';

/** The user as the reply gives it, with their projects as ids and names joined. */
function toCurrentUser(
  user: SessionUser,
  readOnly: boolean,
  projects: { ids: string; names: string },
  leaverEraseAfter: string | null,
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
    project_ids: projects.ids,
    projects: projects.names,
    ...(leaverEraseAfter === null ? {} : { erase_after: leaverEraseAfter }),
    ...(user.language === null ? {} : { language: user.language }),
    ...(user.sees_overview && !readOnly ? { sees_overview: true } : {}),
  };
}

/** The whole school (notes, licence, contacts) for admins, never a parent; else its summary. */
function toCurrentSchool(
  user: SessionUser,
  readOnly: boolean,
  school: SchoolRow | undefined,
): CurrentSchool | null {
  if (school === undefined) return null;
  const seesWholeSchool = !readOnly && (user.is_schoolAdmin || user.is_Admin);
  return seesWholeSchool ? toSchool(school) : toSchoolSummary(school);
}

export async function loadSessionReply(
  db: Executor,
  user: SessionUser,
  currentSchoolId: number | null,
  readOnly: boolean,
  remembered: Selection,
  leaverEraseAfter: string | null = null,
): Promise<SessionReply> {
  const projects = await listProjectsOfUser(db, user.user_id);
  const school = currentSchoolId === null ? undefined : await findSchoolById(db, currentSchoolId);
  return {
    currentUser: toCurrentUser(
      user,
      readOnly,
      {
        ids: projects.map((p) => p.school_project_id).join(','),
        names: projects.map((p) => p.project_name).join(', '),
      },
      leaverEraseAfter,
    ),
    currentSchool: toCurrentSchool(user, readOnly, school),
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
  leaverEraseAfter: string | null = null,
): Promise<SessionReply> {
  return {
    currentUser: toCurrentUser(
      user,
      readOnly,
      {
        ids: facts.projectIds,
        names: facts.projectNames,
      },
      leaverEraseAfter,
    ),
    currentSchool: toCurrentSchool(user, readOnly, facts.school),
    ...(await selectionFrom(db, user.user_id, remembered, facts)),
  };
}
