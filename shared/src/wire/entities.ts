/**
 * The SPEC §3 entities exactly as they travel on the wire, each defined once: the schema
 * serialises the server's replies, and the TypeScript type is derived from it. Field names
 * are the contract (odd casing included).
 */
import { Type, type Static } from 'typebox';
import { Language } from './languages';
import { Html, Nullable } from './primitives';

export const CurrentUser = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** Global admin. */
  is_Admin: Type.Boolean(),
  is_schoolAdmin: Type.Boolean(),
  is_Staff: Type.Boolean(),
  /** Allowed to log in. */
  is_User: Type.Boolean(),
  /** A parent account. */
  read_only: Type.Boolean(),
  /** Comma-separated project ids. */
  project_ids: Type.String(),
  /** Display text of the user's projects. */
  projects: Type.String(),
  /** Only for a leaver (read-only): when their account will be erased. */
  erase_after: Type.Optional(Type.String()),
  /** The language the user chose; absent: their school's default (the browser's without a school). */
  language: Type.Optional(Language),
  /** Staff the school admin lets see the School Overview (absent: not chosen). */
  sees_overview: Type.Optional(Type.Boolean()),
});
export type CurrentUser = Static<typeof CurrentUser>;

/** What a pupil, parent or teacher is told of their school: no notes, licence or contacts. */
export const SchoolSummary = Type.Object({
  school_id: Type.Integer(),
  school_name: Type.String(),
  school_username: Type.String(),
  allowPeerReviews: Type.Boolean(),
  /** The language the school's people read Skillfolio in until they choose their own. */
  default_language: Type.Optional(Language),
});
export type SchoolSummary = Static<typeof SchoolSummary>;

export const School = Type.Object({
  school_id: Type.Integer(),
  school_name: Type.String(),
  address1: Nullable(Type.String()),
  address2: Nullable(Type.String()),
  town: Nullable(Type.String()),
  county: Nullable(Type.String()),
  postcode: Nullable(Type.String()),
  contact_name: Nullable(Type.String()),
  telephone: Nullable(Type.String()),
  dfe_number: Nullable(Type.String()),
  project_type: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  school_username: Type.String(),
  allowPeerReviews: Type.Boolean(),
  /** The school's user limit. */
  licenceNumber: Type.Integer(),
  default_language: Type.Optional(Language),
});
export type School = Static<typeof School>;

/**
 * The session's school: all of it for a school or global admin, the summary for everyone
 * else. The full School comes first: a summary lacks its required fields, so it can only
 * ever be written out as a summary.
 */
export const CurrentSchool = Type.Union([School, SchoolSummary]);
export type CurrentSchool = Static<typeof CurrentSchool>;

export const SchoolListEntry = Type.Object({
  school_id: Type.Integer(),
  school_name: Type.String(),
  postcode: Nullable(Type.String()),
});
export type SchoolListEntry = Static<typeof SchoolListEntry>;

export const SchoolProject = Type.Object({
  school_project_id: Type.Integer(),
  project_name: Type.String(),
});
export type SchoolProject = Static<typeof SchoolProject>;

export const UserProject = Type.Object({
  project_id: Type.Integer(),
  project_name: Type.String(),
});
export type UserProject = Static<typeof UserProject>;

export const AdminUserRow = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** The user has proved the address (only then does it log in and get password resets). */
  email_verified: Type.Boolean(),
  is_Staff: Type.Boolean(),
  is_schoolAdmin: Type.Boolean(),
  is_User: Type.Boolean(),
  projects: Type.String(),
  project_ids: Type.String(),
  /** null: not set; 0: Reception; 1..13: Year 1..Year 13. */
  year_group: Nullable(Type.Integer()),
  /** A leaver: when their account will be erased (null: not a leaver). */
  erase_after: Nullable(Type.String()),
  /** A flag the school keeps of a pupil: SEND (special educational needs). Admin-only. */
  send: Type.Boolean(),
  /** A flag the school keeps of a pupil: disadvantaged (pupil premium). Admin-only. */
  disadvantaged: Type.Boolean(),
});
export type AdminUserRow = Static<typeof AdminUserRow>;

/** "weekly_task" is the SPEC's wire name for a resource. */
export const Resource = Type.Object({
  weekly_task_id: Type.Integer(),
  weekly_task_name: Type.String(),
  weekly_task_detail: Html,
  /** Display text of the tags. */
  tags: Type.String(),
  /** Comma-separated tag ids. */
  tagids: Type.String(),
  active: Type.Boolean(),
  school_id: Nullable(Type.Integer()),
  school_name: Nullable(Type.String()),
  file_id: Nullable(Type.Integer()),
  file_desc: Nullable(Type.String()),
});
export type Resource = Static<typeof Resource>;

export const Tag = Type.Object({
  tag_id: Type.Integer(),
  tag_label: Type.String(),
});
export type Tag = Static<typeof Tag>;

export const SuccessCriterion = Type.Object({
  success_criteria_id: Type.Integer(),
  success_criteria_text: Type.String(),
  ordering_index: Type.Integer(),
  school_project_id: Type.Integer(),
});
export type SuccessCriterion = Static<typeof SuccessCriterion>;

export const Assessment = Type.Object({
  assessment_id: Type.Integer(),
  assessment_name: Type.String(),
});
export type Assessment = Static<typeof Assessment>;

/** A skill of an assessment; a heading (parent skill) has assessment_grade_id 0. */
export const AssessmentSkill = Type.Object({
  skill_id: Type.Integer(),
  skill_descriptor: Type.String(),
  parent_skill_id: Nullable(Type.Integer()),
  assessment_grade_id: Type.Integer(),
  grade: Nullable(Type.Integer()),
  statement: Nullable(Type.String()),
  /**
   * The grade of the same skill in the user's assessment of the same project created just
   * before this one; null when there is none or it was unrated.
   */
  previous_grade: Nullable(Type.Integer()),
  /** The name of that earlier assessment; null when there is no earlier grade. */
  previous_assessment_name: Nullable(Type.String()),
});
export type AssessmentSkill = Static<typeof AssessmentSkill>;

export const Skill = Type.Object({
  skill_id: Type.Integer(),
  skill_descriptor: Type.String(),
});
export type Skill = Static<typeof Skill>;

export const DevelopmentArea = Type.Object({
  development_area_id: Type.Integer(),
  skill_id: Type.Integer(),
  skill_descriptor: Type.String(),
  /** Plain text. */
  reason: Type.String(),
  /** The next steps as a list. */
  next_steps: Html,
  /** What I have done: the completed steps as a list. */
  my_notes: Html,
});
export type DevelopmentArea = Static<typeof DevelopmentArea>;

export const Step = Type.Object({
  step_id: Type.Integer(),
  step_text: Type.String(),
  development_area_id: Type.Integer(),
  is_completed: Type.Boolean(),
});
export type Step = Static<typeof Step>;

export const StepsAndDone = Type.Object({
  steps: Type.Array(Step),
  done: Type.Array(Step),
});
export type StepsAndDone = Static<typeof StepsAndDone>;

export const Note = Type.Object({
  notes_id: Type.Integer(),
  notes_title: Type.String(),
  /** The note's Markdown rendered to HTML on the server (server/src/wire/markdown.ts). */
  text_parsed: Html,
  /** The created date as en-GB dd/mm/yyyy in Europe/London, e.g. 22/11/2026. */
  start_date_local_string: Type.String(),
  /** The pupil's own Markdown as written, for editing. */
  note_text: Type.String(),
});
export type Note = Static<typeof Note>;

export const CheckedEvidenceItem = Type.Object({
  isChecked: Type.Boolean(),
  text: Type.String(),
  /** The criterion itself, for ticking it again when the evidence is edited. */
  success_criteria_id: Type.Integer(),
});
export type CheckedEvidenceItem = Static<typeof CheckedEvidenceItem>;

export const Evidence = Type.Object({
  evidence_id: Type.Integer(),
  evidence_text: Type.String(),
  checkedEvidence: Type.Array(CheckedEvidenceItem),
  /** What the evidence points at: at most one of a link, a note and a file. */
  link_url: Nullable(Type.String()),
  note: Nullable(Type.Object({ note_id: Type.Integer(), note_title: Type.String() })),
  file: Nullable(Type.Object({ file_id: Type.Integer(), file_name: Type.String() })),
  /** A teacher marked it seen: who, and the date as en-GB dd/mm/yyyy in Europe/London. */
  seen: Nullable(Type.Object({ by: Type.String(), on: Type.String() })),
});
export type Evidence = Static<typeof Evidence>;

/** The evidence of one of the user's school projects (GET /api/user/GetMyEvidence). */
export const ProjectEvidence = Type.Object({
  school_project_id: Type.Integer(),
  project_name: Type.String(),
  evidence: Type.Array(Evidence),
});
export type ProjectEvidence = Static<typeof ProjectEvidence>;

export const ProgressAssessment = Type.Object({
  assessment_id: Type.Integer(),
  assessment_name: Type.String(),
  /** ISO 8601. */
  created_at: Type.String(),
});
export type ProgressAssessment = Static<typeof ProgressAssessment>;

export const ProgressSkill = Type.Object({
  skill_id: Type.Integer(),
  skill_descriptor: Type.String(),
  /** The descriptor of the skill's heading; null for a top-level skill. */
  parent_descriptor: Nullable(Type.String()),
  /** grades[i] is the grade in assessments[i]; null where unrated. */
  grades: Type.Array(Nullable(Type.Integer())),
});
export type ProgressSkill = Static<typeof ProgressSkill>;

/** GET /api/user/GetProgress: assessments oldest first, skills in skill order. */
export const Progress = Type.Object({
  assessments: Type.Array(ProgressAssessment),
  skills: Type.Array(ProgressSkill),
});
export type Progress = Static<typeof Progress>;

export const ResourcesReply = Type.Object({
  resources: Type.Array(Resource),
  tags: Type.Array(Tag),
});
export type ResourcesReply = Static<typeof ResourcesReply>;

export const Reflection = Type.Object({
  CreateDateString: Type.String(),
  reflection_text: Type.String(),
});
export type Reflection = Static<typeof Reflection>;
