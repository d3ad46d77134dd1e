/**
 * Request and reply shapes of the learner calls (SPEC §7 "User data" and "Pages and
 * resources"): self assessment and personal plan. Where the SPEC gives no reply shape,
 * the one here is ours; field names the SPEC gives are kept exactly.
 */

/** The SPEC passes `user_id` on reads; the server checks it is the session's own user. */
export interface UserQuery {
  user_id: number;
}

/** POST /api/user/SaveAssessmentName */
export interface SaveAssessmentNameRequest {
  newName: string;
  project_id: number;
}

/** The text of a refused assessment add (SPEC §8). */
export const ASSESSMENT_ADD_FAILURE = 'You can only add as assessment for yourself';

/** POST /api/user/SaveGrade: sent as query parameters, as the SPEC has it. */
export interface SaveGradeRequest {
  assessment_grade_id: number;
  /** An integer from 0 to 10; null keeps the skill unrated (a statement alone). */
  grade: number | null;
  statement: string;
  user_id: number;
}

/** POST /api/pages/SavePersonalPlan: id 0 adds an area, id above 0 edits it. */
export interface SavePersonalPlanRequest {
  id: number;
  project_id: number;
  skill_id: number;
  reason: string;
}

export interface SavePersonalPlanReply {
  development_area_id: number;
}

/** POST /api/user/AddStep */
export interface AddStepRequest {
  development_area_id: number;
  step_text: string;
  user_id: number;
}

export interface AddStepReply {
  step_id: number;
}

/** POST /api/user/MarkStepComplete: complete false marks it incomplete again. */
export interface MarkStepCompleteRequest {
  development_area_id: number;
  step_id: number;
  user_id: number;
  complete: boolean;
}

/** POST /api/user/DeleteDevelopmentArea: the area and its steps go. */
export interface DeleteDevelopmentAreaRequest {
  development_area_id: number;
  user_id: number;
}

/**
 * POST /api/user/RememberSelection: the project and assessment the user chose (0: none), so a
 * reload, another instance or the next login starts there. Allowed to a parent (navigation).
 */
export interface RememberSelectionRequest {
  project_id: number;
  assessment_id: number;
}

/** POST /api/user/deletestep */
export interface DeleteStepRequest {
  development_area_id: number;
  step_id: number;
  user_id: number;
}

/** A write that succeeded and has nothing else to say. */
export interface OkReply {
  ok: true;
}

/** A write the server refused for a reason the user can act on (status 400). */
export interface ErrorReply {
  error: string;
}
