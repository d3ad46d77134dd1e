/** Calls under /api/User and /api/user (SPEC §7 "User data"). */
import { HTTPError } from 'ky';
import { apiClient, type RequestContext } from './client';
import type { SessionReply } from '../types/api';
import type {
  Assessment,
  AssessmentSkill,
  Note,
  Progress,
  ProjectEvidence,
  UserProject,
} from '../types/entities';
import type {
  DeleteNoteRequest,
  OkReply,
  SaveAssessmentNameRequest,
  RememberSelectionRequest,
  SaveGradeRequest,
  SaveNoteReply,
  SaveNoteRequest,
} from '../types/learner';

/**
 * The first check of the app: who is logged in, or null when nobody is. The server says
 * "nobody" with 204 No Content (not an error, so the browser logs nothing); a 401 from a
 * server of before that means the same.
 */
export async function getCurrentUser(): Promise<SessionReply | null> {
  const context: RequestContext = { handleRepliesMyself: true };
  try {
    const response = await apiClient().get('User/GetCurrentUser', { context: { ...context } });
    if (response.status === NO_CONTENT) return null;
    return await response.json<SessionReply>();
  } catch (err) {
    if (err instanceof HTTPError && err.response.status === 401) return null;
    throw err;
  }
}

const NO_CONTENT = 204;

export function getProjectsForUser(userId: number): Promise<UserProject[]> {
  return apiClient()
    .get('user/GetProjectsForUser', { searchParams: { user_id: userId } })
    .json<UserProject[]>();
}

export function getAssessmentsForProject(userId: number, projectId: number): Promise<Assessment[]> {
  return apiClient()
    .get('user/GetAssessmentsForProject', {
      searchParams: { user_id: userId, project_id: projectId },
    })
    .json<Assessment[]>();
}

/** Refused with the SPEC's text when the project is not the user's (see refusalOf). */
export function saveAssessmentName(request: SaveAssessmentNameRequest): Promise<Assessment> {
  return apiClient().post('user/SaveAssessmentName', { json: request }).json<Assessment>();
}

export function getSkillsForAssessment(
  userId: number,
  assessmentId: number,
): Promise<AssessmentSkill[]> {
  return apiClient()
    .get('user/GetSkillsForAssessment', {
      searchParams: { user_id: userId, assessment_id: assessmentId },
    })
    .json<AssessmentSkill[]>();
}

/** The SPEC sends the grade as query parameters of a POST. */
export async function saveGrade(request: SaveGradeRequest): Promise<void> {
  await apiClient()
    .post('user/SaveGrade', {
      searchParams: {
        assessment_grade_id: request.assessment_grade_id,
        // Left out while the skill is unrated: the statement is saved on its own.
        ...(request.grade === null ? {} : { grade: request.grade }),
        statement: request.statement,
        user_id: request.user_id,
      },
    })
    .json<OkReply>();
}

/** The explicit "remember where I am" step (never a side effect of a read). */
export async function rememberSelection(request: RememberSelectionRequest): Promise<void> {
  await apiClient().post('user/RememberSelection', { json: request }).json<OkReply>();
}

/** The user's notes, newest first, each with its Markdown rendered by the server. */
export function getMyNotes(userId: number): Promise<Note[]> {
  return apiClient()
    .get('user/GetMyNotes', { searchParams: { user_id: userId } })
    .json<Note[]>();
}

/** note_id 0 adds a note, above 0 edits it; a blank or too long title or text is a 400. */
export function saveNote(request: SaveNoteRequest): Promise<SaveNoteReply> {
  return apiClient().post('user/SaveNote', { json: request }).json<SaveNoteReply>();
}

export async function deleteNote(request: DeleteNoteRequest): Promise<void> {
  await apiClient().post('user/DeleteNote', { json: request }).json<OkReply>();
}

/** The evidence of each of the user's school projects. */
export function getMyEvidence(userId: number): Promise<ProjectEvidence[]> {
  return apiClient()
    .get('user/GetMyEvidence', { searchParams: { user_id: userId } })
    .json<ProjectEvidence[]>();
}

/** The user's grades per skill across the project's assessments, oldest assessment first. */
export function getProgress(userId: number, projectId: number): Promise<Progress> {
  return apiClient()
    .get('user/GetProgress', { searchParams: { user_id: userId, project_id: projectId } })
    .json<Progress>();
}
