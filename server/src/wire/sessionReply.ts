/**
 * The `{ currentUser, currentSchool, selectedProjectId, selectedAssessmentId }` reply of
 * GetCurrentUser and of a successful login.
 */
import type { CurrentUser, SessionReply } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import { findSchoolById } from '../queries/schools';
import { listProjectsOfUser } from '../queries/users';
import type { ProjectRow } from '../queries/users';
import type { SessionUser } from '../plugins/sessions';
import { schoolSchema, toSchool } from './school';

/** The user fields CurrentUser needs, as booleans; both a user row and a session user fit. */
export type CurrentUserSource = Omit<SessionUser, 'school_id'>;

export function toCurrentUser(
  user: CurrentUserSource,
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

/** What the session last chose on the learner screens; null: nothing yet. */
export interface SessionSelection {
  selectedProjectId: number | null;
  selectedAssessmentId: number | null;
}

const NOTHING_SELECTED: SessionSelection = { selectedProjectId: null, selectedAssessmentId: null };

export async function loadSessionReply(
  db: Executor,
  user: CurrentUserSource,
  currentSchoolId: number | null,
  readOnly: boolean,
  selection: SessionSelection = NOTHING_SELECTED,
): Promise<SessionReply> {
  const projects = await listProjectsOfUser(db, user.user_id);
  const school = currentSchoolId === null ? undefined : await findSchoolById(db, currentSchoolId);
  return {
    currentUser: toCurrentUser(user, projects, readOnly),
    currentSchool: school === undefined ? null : toSchool(school),
    // 0 is the client's "none" (SPEC §4: logout sets both back to 0).
    selectedProjectId: selection.selectedProjectId ?? 0,
    selectedAssessmentId: selection.selectedAssessmentId ?? 0,
  };
}

const currentUserSchema = {
  type: 'object',
  required: [
    'user_id',
    'username',
    'is_Admin',
    'is_schoolAdmin',
    'is_Staff',
    'is_User',
    'read_only',
    'project_ids',
    'projects',
  ],
  properties: {
    user_id: { type: 'integer' },
    username: { type: 'string' },
    first_name: { type: ['string', 'null'] },
    last_name: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    is_Admin: { type: 'boolean' },
    is_schoolAdmin: { type: 'boolean' },
    is_Staff: { type: 'boolean' },
    is_User: { type: 'boolean' },
    read_only: { type: 'boolean' },
    project_ids: { type: 'string' },
    projects: { type: 'string' },
  },
} as const;

/** JSON schema of SessionReply, for response serialisation. */
export const sessionReplySchema = {
  type: 'object',
  required: ['currentUser', 'currentSchool', 'selectedProjectId', 'selectedAssessmentId'],
  properties: {
    currentUser: currentUserSchema,
    currentSchool: { anyOf: [schoolSchema, { type: 'null' }] },
    selectedProjectId: { type: 'integer' },
    selectedAssessmentId: { type: 'integer' },
  },
} as const;
