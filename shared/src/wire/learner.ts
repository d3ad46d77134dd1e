/**
 * Requests and replies of the learner calls (SPEC §7 "User data" and "Pages and resources"):
 * self assessment and personal plan. Where the SPEC gives no reply shape, the one here is
 * ours; field names the SPEC gives are kept exactly. `user_id`, which the SPEC sends on most
 * calls, is optional and only ever compared with the session's user.
 */
import { Type, type Static } from 'typebox';
import { Id, IdOrZero, Int, Nullable, Text } from './primitives';
import { NOTE_TEXT_MAX, NOTE_TITLE_MAX } from './texts';

const userId = Type.Optional(Id);

/** GET /api/user/GetProjectsForUser */
export const UserQuery = Type.Object({ user_id: userId });
export type UserQuery = Static<typeof UserQuery>;

/** GET /api/user/GetAssessmentsForProject and /api/user/GetDevelopmentAreas */
export const ProjectQuery = Type.Object({ user_id: userId, project_id: Id });
export type ProjectQuery = Static<typeof ProjectQuery>;

/** GET /api/user/GetSkillsForAssessment */
export const AssessmentQuery = Type.Object({ user_id: userId, assessment_id: Id });
export type AssessmentQuery = Static<typeof AssessmentQuery>;

/** GET /api/user/GetNextStepsWhatDone */
export const DevelopmentAreaQuery = Type.Object({ user_id: userId, development_area_id: Id });
export type DevelopmentAreaQuery = Static<typeof DevelopmentAreaQuery>;

/** POST /api/user/SaveAssessmentName */
export const SaveAssessmentNameRequest = Type.Object({
  newName: Text(100),
  project_id: Id,
  user_id: userId,
});
export type SaveAssessmentNameRequest = Static<typeof SaveAssessmentNameRequest>;

/** POST /api/user/SaveGrade, as the client holds it (it travels as SaveGradeQuery). */
export const SaveGradeRequest = Type.Object({
  assessment_grade_id: Id,
  /** An integer from 0 to 10; null keeps the skill unrated (a statement alone). */
  grade: Nullable(Int(0, 10)),
  statement: Text(4000),
  user_id: Id,
});
export type SaveGradeRequest = Static<typeof SaveGradeRequest>;

/**
 * POST /api/user/SaveGrade's query parameters (the SPEC sends no body). `grade` stays text
 * here so that every bad grade gets the one clear message; absent or '' means unrated.
 */
export const SaveGradeQuery = Type.Object({
  assessment_grade_id: Id,
  grade: Type.Optional(Text(20)),
  /** Plain text: stored as typed, shown by the client as text. */
  statement: Text(4000, { default: '' }),
  user_id: userId,
});
export type SaveGradeQuery = Static<typeof SaveGradeQuery>;

/** POST /api/pages/SavePersonalPlan: id 0 adds an area, id above 0 edits it. */
export const SavePersonalPlanRequest = Type.Object({
  id: IdOrZero,
  project_id: Id,
  /** 0: "Please Select...", answered with a message. */
  skill_id: IdOrZero,
  /** Plain text, shown by the client as text. */
  reason: Text(2000, { default: '' }),
});
export type SavePersonalPlanRequest = Static<typeof SavePersonalPlanRequest>;

export const SavePersonalPlanReply = Type.Object({ development_area_id: Type.Integer() });
export type SavePersonalPlanReply = Static<typeof SavePersonalPlanReply>;

/** POST /api/user/AddStep */
export const AddStepRequest = Type.Object({
  development_area_id: Id,
  /** Plain text; escaped wherever the server puts it into HTML (server/src/wire/html.ts). */
  step_text: Text(1000),
  user_id: userId,
});
export type AddStepRequest = Static<typeof AddStepRequest>;

export const AddStepReply = Type.Object({ step_id: Type.Integer() });
export type AddStepReply = Static<typeof AddStepReply>;

/** POST /api/user/MarkStepComplete: complete false marks it incomplete again. */
export const MarkStepCompleteRequest = Type.Object({
  development_area_id: Id,
  step_id: Id,
  user_id: userId,
  complete: Type.Boolean(),
});
export type MarkStepCompleteRequest = Static<typeof MarkStepCompleteRequest>;

/** POST /api/user/deletestep */
export const DeleteStepRequest = Type.Object({
  development_area_id: Id,
  step_id: Id,
  user_id: userId,
});
export type DeleteStepRequest = Static<typeof DeleteStepRequest>;

/** POST /api/user/DeleteDevelopmentArea: the area and its steps go. */
export const DeleteDevelopmentAreaRequest = Type.Object({
  development_area_id: Id,
  user_id: userId,
});
export type DeleteDevelopmentAreaRequest = Static<typeof DeleteDevelopmentAreaRequest>;

/**
 * POST /api/user/RememberSelection: the project and assessment the user chose (0: none), so a
 * reload, another instance or the next login starts there. Allowed to a parent (navigation).
 */
export const RememberSelectionRequest = Type.Object({
  project_id: IdOrZero,
  assessment_id: IdOrZero,
});
export type RememberSelectionRequest = Static<typeof RememberSelectionRequest>;

/**
 * POST /api/user/SaveNote: note_id 0 adds a note, above 0 edits the caller's own. The text is
 * Markdown, stored as written. The bounds leave room for surrounding spaces; the server
 * checks the trimmed lengths and answers a clear 400.
 */
export const SaveNoteRequest = Type.Object({
  note_id: IdOrZero,
  note_title: Text(NOTE_TITLE_MAX + 1000),
  note_text: Text(NOTE_TEXT_MAX + 1000),
});
export type SaveNoteRequest = Static<typeof SaveNoteRequest>;

export const SaveNoteReply = Type.Object({ note_id: Type.Integer() });
export type SaveNoteReply = Static<typeof SaveNoteReply>;

/** POST /api/user/DeleteNote */
export const DeleteNoteRequest = Type.Object({ note_id: Id });
export type DeleteNoteRequest = Static<typeof DeleteNoteRequest>;

/** GET /api/File/ResourceFile?id={file_id} */
export const ResourceFileQuery = Type.Object({ id: Id });
export type ResourceFileQuery = Static<typeof ResourceFileQuery>;

/** GET /api/pages/GetProjectEvidence?school_project_id */
export const SchoolProjectQuery = Type.Object({ school_project_id: Id });
export type SchoolProjectQuery = Static<typeof SchoolProjectQuery>;
