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
// A value: from texts.ts, which imports nothing, so no bundle gains TypeBox by it.
export {
  ASSESSMENT_ADD_FAILURE,
  NOTE_REFUSAL,
  NOTE_TEXT_MAX,
  NOTE_TITLE_MAX,
  NOTES_PER_USER_MAX,
  NOTES_TEXT_TOTAL_MAX,
} from '../wire/texts';
