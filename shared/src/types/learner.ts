/**
 * Request and reply shapes of the learner calls (SPEC §7 "User data" and "Pages and
 * resources"), derived from ../wire.
 */
export type {
  AddStepReply,
  AddStepRequest,
  AssessmentQuery,
  DeleteDevelopmentAreaRequest,
  DeleteNoteRequest,
  DeleteStepRequest,
  DevelopmentAreaQuery,
  MarkStepCompleteRequest,
  ProjectQuery,
  ResourceFileQuery,
  RememberSelectionRequest,
  SaveAssessmentNameRequest,
  SaveGradeQuery,
  SaveGradeRequest,
  SaveNoteReply,
  SaveNoteRequest,
  SavePersonalPlanReply,
  SavePersonalPlanRequest,
  SchoolProjectQuery,
  UserQuery,
} from '../wire/learner';
export type { DenialText, ErrorReply, OkReply } from '../wire/replies';
