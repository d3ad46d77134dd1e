/**
 * The SPEC §3 entities exactly as they travel on the wire. Field names are the contract
 * (odd casing included); client and server both import them from here.
 */

export interface CurrentUser {
  user_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_Admin: boolean;
  is_schoolAdmin: boolean;
  is_Staff: boolean;
  is_User: boolean;
  read_only: boolean;
  /** Comma-separated project ids. */
  project_ids: string;
  /** Display text of the user's projects. */
  projects: string;
}

export interface School {
  school_id: number;
  school_name: string;
  address1: string | null;
  address2: string | null;
  town: string | null;
  county: string | null;
  postcode: string | null;
  contact_name: string | null;
  telephone: string | null;
  dfe_number: string | null;
  project_type: string | null;
  notes: string | null;
  school_username: string;
  allowPeerReviews: boolean;
  /** The school's user limit. */
  licenceNumber: number;
}

/** What a pupil, parent or teacher is told of their school: no notes, licence or contacts. */
export interface SchoolSummary {
  school_id: number;
  school_name: string;
  school_username: string;
  allowPeerReviews: boolean;
}

/** The session's school: all of it for an admin, the summary for everyone else. */
export type CurrentSchool = School | SchoolSummary;

/** HTML the server made safe (escaped or sanitised); only SafeHtml renders it. */
export type SanitisedHtml = string & { readonly __brand: 'SanitisedHtml' };

export interface SchoolListEntry {
  school_id: number;
  school_name: string;
  postcode: string | null;
}

export interface SchoolProject {
  school_project_id: number;
  project_name: string;
}

export interface UserProject {
  project_id: number;
  project_name: string;
}

export interface AdminUserRow {
  user_id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_Staff: boolean;
  is_schoolAdmin: boolean;
  is_User: boolean;
  projects: string;
  project_ids: string;
}

export interface Resource {
  weekly_task_id: number;
  weekly_task_name: string;
  /** Sanitised HTML. */
  weekly_task_detail: string;
  tags: string;
  tagids: string;
  active: boolean;
  school_id: number | null;
  school_name: string | null;
  file_id: number | null;
  file_desc: string | null;
}

export interface Tag {
  tag_id: number;
  tag_label: string;
}

export interface SuccessCriterion {
  success_criteria_id: number;
  success_criteria_text: string;
  ordering_index: number;
  school_project_id: number;
}

export interface Assessment {
  assessment_id: number;
  assessment_name: string;
}

export interface AssessmentSkill {
  skill_id: number;
  skill_descriptor: string;
  parent_skill_id: number | null;
  assessment_grade_id: number;
  grade: number | null;
  statement: string | null;
}

export interface Skill {
  skill_id: number;
  skill_descriptor: string;
}

export interface DevelopmentArea {
  development_area_id: number;
  skill_id: number;
  skill_descriptor: string;
  reason: string;
  /** Sanitised HTML. */
  next_steps: string;
  /** Sanitised HTML. */
  my_notes: string;
}

export interface Step {
  step_id: number;
  step_text: string;
  development_area_id: number;
  is_completed: boolean;
}

export interface StepsAndDone {
  steps: Step[];
  done: Step[];
}

export interface Note {
  notes_id: number;
  notes_title: string;
  /** Sanitised HTML. */
  text_parsed: string;
  start_date_local_string: string;
}

export interface CheckedEvidenceItem {
  isChecked: boolean;
  text: string;
}

export interface Evidence {
  evidence_id: number;
  evidence_text: string;
  checkedEvidence: CheckedEvidenceItem[];
}

export interface Reflection {
  CreateDateString: string;
  reflection_text: string;
}
