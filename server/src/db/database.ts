/**
 * The database as Kysely sees it: one interface per table, matching the migrations.
 *
 * - `Generated<>` marks columns the database fills (ids, defaults).
 * - Booleans are integer 0/1 columns (portable between SQLite and PostgreSQL); the wire
 *   mappers turn them into real booleans.
 * - Timestamps are ISO 8601 UTC text written by the app, so they sort as text and read
 *   the same from either dialect.
 */
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Language } from '@skillfolio/shared/wire';

/** 0 or 1. */
export type Flag = number;

/** ISO 8601 UTC text, e.g. `2026-11-22T09:30:00.000Z`. */
export type Timestamp = string;

/** Bytes in, Buffer out (better-sqlite3 and pg both return Buffer). */
export type Bytes = ColumnType<Buffer, Buffer | Uint8Array, Buffer | Uint8Array>;

export interface SchoolsTable {
  school_id: Generated<number>;
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
  allowPeerReviews: Generated<Flag>;
  licenceNumber: Generated<number>;
  created_at: Timestamp;
  /** How many days a leaver keeps read-only access before the account is erased (1..365). */
  leaver_days: Generated<number>;
  /** The language its people read Skillfolio in until they choose one themselves. */
  default_language: Generated<Language>;
}

export interface UsersTable {
  user_id: Generated<number>;
  /** null: a private (home) user or a global admin. */
  school_id: number | null;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  /** A parent logs in with the pupil's username and this password: a read-only session. */
  parent_password_hash: string | null;
  is_Admin: Generated<Flag>;
  is_schoolAdmin: Generated<Flag>;
  is_Staff: Generated<Flag>;
  /** Allowed to log in. */
  is_User: Generated<Flag>;
  /** The school a global admin is working in; copied into each new session. */
  current_school_id: number | null;
  /** Where the user left off on the learner screens; copied into each new session. */
  selected_project_id: number | null;
  selected_assessment_id: number | null;
  created_at: Timestamp;
  /** Base32 TOTP secret: set on enrolment, in force once totp_confirmed_at is set. */
  totp_secret: string | null;
  totp_confirmed_at: Timestamp | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  /** Demo accounts only (the demo loader sets it): an admin who needs no second factor. */
  second_factor_exempt: Generated<Flag>;
  /**
   * When the account proved it holds `email` (a mailed link, or a registrant's code); null:
   * not proved, so the address neither logs in nor receives password resets.
   */
  email_verified_at: Timestamp | null;
  /** null: not set; 0: Reception; 1..13: Year 1..Year 13. */
  year_group: Generated<number | null>;
  /** The language the user chose; null: their school's default (English without a school). */
  language: Generated<Language | null>;
  /** When the school marked the user a leaver (null: not one); a leaver's sessions are read-only. */
  left_at: Generated<Timestamp | null>;
  /** When the leaver's account is erased by the leaver sweep. */
  erase_after: Generated<Timestamp | null>;
  /** A flag the school keeps: special educational needs (admin-only). */
  send: Generated<Flag>;
  /** A flag the school keeps: disadvantaged / pupil premium (admin-only). */
  disadvantaged: Generated<Flag>;
  /** Staff the school admin lets see the School Overview. */
  sees_overview: Generated<Flag>;
}

export interface SchoolProjectsTable {
  school_project_id: Generated<number>;
  school_id: number;
  project_name: string;
}

export interface UserProjectsTable {
  user_id: number;
  school_project_id: number;
}

export interface AssessmentsTable {
  assessment_id: Generated<number>;
  user_id: number;
  school_project_id: number;
  assessment_name: string;
  created_at: Timestamp;
  /** The round it was made in (its name is the round's); null: a name the pupil typed. */
  round_id: number | null;
}

/** A round of assessment a school opens for a project (migration 0023). */
export interface AssessmentRoundsTable {
  round_id: Generated<number>;
  school_project_id: number;
  round_name: string;
  /** YYYY-MM-DD. */
  opens_on: string;
  /** YYYY-MM-DD; null: no end date planned. */
  closes_on: string | null;
  /** null while open. */
  closed_at: Timestamp | null;
  created_at: Timestamp;
  /** null once that user is erased. */
  created_by: number | null;
}

export interface SkillsTable {
  skill_id: Generated<number>;
  /** null: a skill every school sees. */
  school_id: number | null;
  skill_descriptor: string;
  parent_skill_id: number | null;
  ordering: Generated<number>;
  /** 1: hidden from new assessments and development-area choices, kept for history. */
  retired: Generated<Flag>;
}

export interface AssessmentGradesTable {
  assessment_grade_id: Generated<number>;
  assessment_id: number;
  skill_id: number;
  /** 0 to 10, null until graded. */
  grade: number | null;
  statement: string | null;
}

export interface DevelopmentAreasTable {
  development_area_id: Generated<number>;
  user_id: number;
  school_project_id: number;
  skill_id: number;
  reason: Generated<string>;
  created_at: Timestamp;
}

export interface StepsTable {
  step_id: Generated<number>;
  development_area_id: number;
  step_text: string;
  is_completed: Generated<Flag>;
  ordering: Generated<number>;
}

export interface NotesTable {
  note_id: Generated<number>;
  user_id: number;
  note_title: string;
  /** Markdown exactly as the user wrote it; wire/markdown.ts renders it for the page. */
  note_text: string;
  /** note_text rendered when it was saved; null only until renderMissingHtml has run. */
  note_html: string | null;
  created_at: Timestamp;
}

export interface SuccessCriteriaTable {
  success_criteria_id: Generated<number>;
  school_project_id: number;
  success_criteria_text: string;
  ordering_index: number;
}

export interface EvidenceTable {
  evidence_id: Generated<number>;
  user_id: number;
  school_project_id: number;
  evidence_text: string;
  created_at: Timestamp;
  /** An http(s) address the evidence points at; null for none. */
  link_url: string | null;
  /** One of the pupil's notes; set null when the note is removed. */
  note_id: number | null;
  /** A file the pupil uploaded for it; set null if the file goes. */
  file_id: number | null;
  /** When the pupil last edited it; null if never. */
  updated_at: Timestamp | null;
  /** When a teacher marked it seen, and who (null: not seen, or the teacher was erased). */
  seen_at: Timestamp | null;
  seen_by: number | null;
}

/** Which success criteria a piece of evidence meets. */
export interface EvidenceCriteriaTable {
  evidence_id: number;
  success_criteria_id: number;
  isChecked: Generated<Flag>;
}

export interface FilesTable {
  file_id: Generated<number>;
  /** The tenant that owns the file; null for global resources. */
  school_id: number | null;
  file_name: string;
  content_type: string;
  size: number;
  /** The bytes of a file stored before chunks; empty for uploads (see file_chunks). */
  content: Bytes;
  created_at: Timestamp;
  /** Who uploaded it; null for files from before uploads. */
  uploaded_by: number | null;
}

/** An uploaded file's bytes in order of `seq`, ~1 MB each. */
export interface FileChunksTable {
  file_id: number;
  seq: number;
  data: Bytes;
}

/** "weekly_task" on the wire. */
export interface ResourcesTable {
  resource_id: Generated<number>;
  resource_name: string;
  /** Markdown as the author wrote it; wire/markdown.ts renders it for the page. */
  resource_detail: string;
  /** resource_detail rendered when it was saved; null only until renderMissingHtml has run. */
  resource_detail_html: string | null;
  active: Generated<Flag>;
  /** null: a global resource every school sees. */
  school_id: number | null;
  file_id: number | null;
  created_at: Timestamp;
}

export interface TagsTable {
  tag_id: Generated<number>;
  /** null: a tag every school can use. */
  school_id: number | null;
  tag_label: string;
}

export interface ResourceTagsTable {
  resource_id: number;
  tag_id: number;
}

export interface ReflectionsTable {
  reflection_id: Generated<number>;
  user_id: number;
  reflection_text: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** sha256 (hex) of the cookie's token: a stolen database copy cannot be replayed. */
  id_hash: string;
  user_id: number;
  current_school_id: number | null;
  selected_project_id: number | null;
  selected_assessment_id: number | null;
  read_only: Generated<Flag>;
  created_at: Timestamp;
  last_seen: Timestamp;
  /**
   * The earlier of last_seen plus the idle limit and created_at (the login, kept through
   * rotation) plus 12 h: plugins/sessions.ts.
   */
  expires_at: Timestamp;
  /** When the session gave its second factor (TOTP or recovery code); null: not yet. */
  second_factor_at: Timestamp | null;
}

/** Single-use codes that stand in for a lost authenticator, stored as sha256. */
export interface RecoveryCodesTable {
  recovery_code_id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** A school registration in progress (e-mail, then code, then details). */
export interface RegistrationsTable {
  registration_id: Generated<number>;
  /** sha256 (hex) of the browser's registration token. */
  token_hash: string;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  confirmed: Generated<Flag>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A single-use link that sets a user's password (a reset, or a registrant's first). */
export interface PasswordTokensTable {
  /** sha256 (hex) of the link's token. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** null until the link is used; a used link is refused. */
  used_at: Timestamp | null;
}

/** Failed attempts under one limiter key (see plugins/attemptLimits.ts). */
export interface ThrottleCountersTable {
  /** `<limiter name>:<sha256 of the subject>`. */
  key: string;
  failures: number;
  /** Epoch milliseconds: the counter starts again from 0 after this. */
  window_ends_ms: number;
  /** Epoch milliseconds: no attempt under this key before then (the growing delay). */
  next_allowed_ms: number;
}

/** One release of a front-end area (see hosting/releases.ts). */
export interface RemoteReleasesTable {
  release_id: Generated<number>;
  area: string;
  /** Its folder under the releases folder: `<UTC time>-<content hash>`. */
  version: string;
  /** build-info.json of the release, as JSON text. */
  build_record: string;
  released_at: Timestamp;
}

/** The live release of an area; no row: the area's built dist. */
export interface RemoteLiveReleasesTable {
  area: string;
  version: string;
  switched_at: Timestamp;
}

/** One entry of the audit log (audit/recordAudit.ts): only ever added. */
export interface AuditLogTable {
  audit_id: Generated<number>;
  at: Timestamp;
  action: string;
  actor_user_id: number | null;
  actor_school_id: number | null;
  school_id: number | null;
  target_kind: string | null;
  target_id: number | null;
  ip: string | null;
  detail: string | null;
}

/**
 * A browser that has logged in to the account (auth/deviceCookie.ts): its login is judged by
 * its own failures, not by lockouts strangers cause.
 */
export interface DeviceCookiesTable {
  /** sha256 (hex) of the token in the browser's device cookie. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  /** The last login that presented it (or made it). */
  last_used: Timestamp;
  expires_at: Timestamp;
}

/** A mail waiting to go out, or one that finally failed (mail/outboxSender.ts). */
export interface MailOutboxTable {
  mail_id: Generated<number>;
  /** Whose admin sees it if it fails; null: the global admin's. */
  school_id: number | null;
  to_address: string;
  subject: string;
  /** Hold codes and links that act as passwords: null once the mail is sent or failed. */
  text_body: string | null;
  html_body: string | null;
  created_at: Timestamp;
  /** Tries so far, counted when a sender claims the mail. */
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** A sender is on it until then; null or past: free to claim. */
  leased_until: Timestamp | null;
  failed_at: Timestamp | null;
  /** The SMTP server's or the network's last answer, never the body. */
  last_error: string | null;
}

export interface Database {
  schools: SchoolsTable;
  users: UsersTable;
  school_projects: SchoolProjectsTable;
  user_projects: UserProjectsTable;
  assessments: AssessmentsTable;
  assessment_rounds: AssessmentRoundsTable;
  skills: SkillsTable;
  assessment_grades: AssessmentGradesTable;
  development_areas: DevelopmentAreasTable;
  steps: StepsTable;
  notes: NotesTable;
  success_criteria: SuccessCriteriaTable;
  evidence: EvidenceTable;
  evidence_criteria: EvidenceCriteriaTable;
  files: FilesTable;
  file_chunks: FileChunksTable;
  resources: ResourcesTable;
  tags: TagsTable;
  resource_tags: ResourceTagsTable;
  reflections: ReflectionsTable;
  sessions: SessionsTable;
  registrations: RegistrationsTable;
  password_tokens: PasswordTokensTable;
  email_verifications: EmailVerificationsTable;
  throttle_counters: ThrottleCountersTable;
  remote_releases: RemoteReleasesTable;
  remote_live_releases: RemoteLiveReleasesTable;
  audit_log: AuditLogTable;
  teacher_ratings: TeacherRatingsTable;
  step_up_evidence: StepUpEvidenceTable;
  recovery_codes: RecoveryCodesTable;
  device_cookies: DeviceCookiesTable;
  mail_outbox: MailOutboxTable;
  school_sign_in: SchoolSignInTable;
  sign_in_links: SignInLinksTable;
  sign_in_starts: SignInStartsTable;
  school_classes: SchoolClassesTable;
  class_members: ClassMembersTable;
  roster_links: RosterLinksTable;
  roster_grade_years: RosterGradeYearsTable;
  roster_syncs: RosterSyncsTable;
  roster_pulls: RosterPullsTable;
  project_audiences: ProjectAudiencesTable;
  school_signing_keys: SchoolSigningKeysTable;
  profile_records: ProfileRecordsTable;
}

/** A school's choice for one OpenID provider (sso/). */
export interface SchoolSignInTable {
  school_id: number;
  /** 'google' | 'microsoft'. */
  provider: string;
  enabled: Flag;
  /** Lower-case e-mail domains, separated by single spaces. */
  domains: string;
  /** Microsoft: the school's tenant id ('' for none). */
  tenant_id: string;
  enforces_mfa: Flag;
  updated_at: Timestamp;
}

/** An account signed in to with a provider's identity, kept by issuer and subject. */
export interface SignInLinksTable {
  issuer: string;
  subject: string;
  user_id: number;
  provider: string;
  created_at: Timestamp;
}

/** A sign-in on its way to a provider and back, found by its state's sha256, used once. */
export interface SignInStartsTable {
  state_hash: string;
  provider: string;
  school_id: number;
  code_verifier: string;
  nonce: string;
  /** Where in the app the user goes once signed in (a path of ours). */
  return_path: string;
  expires_at: Timestamp;
}

/** A class of a school (roster/): a form or a taught class, closed rather than deleted. */
export interface SchoolClassesTable {
  class_id: Generated<number>;
  school_id: number;
  /** The MIS's id; null for a class made by hand. */
  sourced_id: string | null;
  title: string;
  class_code: string;
  /** 'homeroom' | 'scheduled'. */
  class_type: string;
  year_group: number | null;
  /** The school year the roster named it in ("2027" for 2026/27). */
  school_year: string | null;
  closed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Who is in a class: 'pupil' or 'staff'. */
export interface ClassMembersTable {
  class_id: number;
  user_id: number;
  role: string;
}

/**
 * Who takes a project (projects/projectAudiences.ts): a class or a year group, exactly one;
 * their current pupils are added to the project, never taken off it.
 */
export interface ProjectAudiencesTable {
  audience_id: Generated<number>;
  school_project_id: number;
  /** A class of the project's school; null for a year group. */
  class_id: number | null;
  /** 0: Reception; 1..13: Year 1..Year 13; null for a class. */
  year_group: number | null;
  created_at: Timestamp;
}

/** An account a roster made or matched, found by the MIS's sourcedId from then on. */
export interface RosterLinksTable {
  school_id: number;
  sourced_id: string;
  user_id: number;
  made_by_roster: Flag;
  linked_at: Timestamp;
}

/** The school's reading of one MIS grade as a year group. */
export interface RosterGradeYearsTable {
  school_id: number;
  grade: string;
  year_group: number;
}

/** A roster sync: previewed (its roster kept until applied), then applied. */
export interface RosterSyncsTable {
  sync_id: Generated<number>;
  school_id: number;
  /** 'upload' | 'pull'. */
  source: string;
  created_by: number | null;
  created_at: Timestamp;
  /** The roster as read (JSON); null once applied or replaced. */
  roster: string | null;
  /** The preview's counts (JSON). */
  summary: string;
  plan_digest: string;
  school_year: string | null;
  applied_at: Timestamp | null;
  applied_by: number | null;
}

/** A school's daily pull from its MIS's OneRoster REST API (roster/pull/). */
export interface RosterPullsTable {
  school_id: number;
  base_url: string;
  token_url: string;
  client_id: string;
  /** Sent only to token_url: never to a browser, into an export, or into a log. */
  client_secret: string;
  /** Which school of a tenant with several ('' for the MIS's only one). */
  org_sourced_id: string;
  enabled: Flag;
  /** 0..23, the server's local time. */
  pull_hour: number;
  /** The admin a scheduled pull applies as (null once their account is gone). */
  saved_by: number | null;
  saved_at: Timestamp;
  last_pull_at: Timestamp | null;
  last_outcome: string | null;
  last_sync_id: number | null;
}

/** What every query function takes first: the database, or the transaction it runs in. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** A teacher's rating of one grade row, kept apart so it never overwrites the pupil's own. */
export interface TeacherRatingsTable {
  teacher_rating_id: Generated<number>;
  assessment_grade_id: number;
  /** 0 to 10. */
  grade: number;
  comment: string;
  /** null once the teacher's account is gone. */
  rated_by: number | null;
  rated_at: Timestamp;
}

/** What a pupil says shows a step-up: exactly one of a note, a completed step or evidence. */
export interface StepUpEvidenceTable {
  step_up_evidence_id: Generated<number>;
  assessment_grade_id: number;
  note_id: number | null;
  step_id: number | null;
  evidence_id: number | null;
  linked_at: Timestamp;
}

/** Single-use links that prove an account holds its e-mail address; only the sha256 kept. */
export interface EmailVerificationsTable {
  token_hash: string;
  user_id: number;
  /** The address the link was mailed to. */
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A school's key for signing its credentials (verify/signingKeys.ts): RS256, as JWK JSON. */
export interface SchoolSigningKeysTable {
  key_id: Generated<number>;
  school_id: number;
  /** The public key's JWK thumbprint (RFC 7638): the `kid` of the credentials it signs. */
  kid: string;
  public_jwk: string;
  private_jwk: string;
  created_at: Timestamp;
  /** Set when a newer key took over; the key stays published. */
  retired_at: Timestamp | null;
}

/** What a profile a pupil made states, under its unguessable public id (verify/). */
export interface ProfileRecordsTable {
  record_id: Generated<number>;
  public_id: string;
  user_id: number;
  school_id: number;
  /** ProfileStatement as JSON. */
  statement: string;
  issued_at: Timestamp;
  withdrawn_at: Timestamp | null;
  withdrawn_by: number | null;
}
