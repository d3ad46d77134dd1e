/**
 * Request and reply shapes of the learner calls (SPEC §7 "User data" and "Pages and
 * resources"), derived from ../wire.
 */
export type {
  AddStepReply,
  AddStepRequest,
  AssessmentQuery,
  DeleteDevelopmentAreaRequest,
  DeleteStepRequest,
  DevelopmentAreaQuery,
  MarkStepCompleteRequest,
  ProjectQuery,
  RememberSelectionRequest,
  SaveAssessmentNameRequest,
  SaveGradeQuery,
  SaveGradeRequest,
  SavePersonalPlanReply,
  SavePersonalPlanRequest,
  UserQuery,
} from '../wire/learner';
export type { DenialText, ErrorReply, OkReply } from '../wire/replies';
// A value: from texts.ts, which imports nothing, so no bundle gains TypeBox by it.
export { ASSESSMENT_ADD_FAILURE } from '../wire/texts';
