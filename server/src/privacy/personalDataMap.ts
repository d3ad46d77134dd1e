/**
 * The personal-data map (UK GDPR art. 30, records of processing): every table, what personal
 * data it holds, and how its rows belong to a person. Per-user export and erasure are driven by it,
 * and `personalDataMap.test.ts` reads the schema from the database itself and fails when a
 * table is missing here, or a table with a user column is not tied to its user.
 */
import type { Database } from '../db/database';

export type TableName = keyof Database;

/** How a table's rows belong to one user. */
export type Subject =
  /** Rows whose `column` holds the user's id. */
  | { via: 'user'; column: string }
  /** Rows whose `column` holds an id of `parent` rows that belong to the user. */
  | { via: 'parent'; column: string; parent: TableName; parentColumn: string }
  /** No row belongs to a person (school content, or nobody's). */
  | { via: 'none' };

export interface TableEntry {
  /** The columns that are personal data (empty: none). */
  personal: readonly string[];
  subject: Subject;
  /** What an erasure does with the user's rows. */
  onErase: 'delete' | 'detach' | 'keep' | 'none';
  /** Columns never exported: credentials, secrets, file bytes. */
  notExported?: readonly string[];
  /** Not in a user's export at all (security data with no value to the person), with why. */
  notInExport?: string;
  /** Why, where it is not obvious. */
  note?: string;
}

export const PERSONAL_DATA_MAP: Readonly<Record<TableName, TableEntry>> = {
  users: {
    personal: [
      'username',
      'email',
      'email_verified_at',
      'first_name',
      'last_name',
      'created_at',
      'school_id',
      'year_group',
      'left_at',
      'erase_after',
      'language',
      'send',
      'disadvantaged',
      'sees_overview',
    ],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    notExported: ['password_hash', 'parent_password_hash', 'totp_secret', 'totp_last_step'],
  },
  user_projects: {
    personal: ['school_project_id'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
  },
  assessments: {
    personal: ['assessment_name', 'created_at', 'round_id'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
  },
  assessment_rounds: {
    personal: [],
    subject: { via: 'none' },
    onErase: 'none',
    note: "A school's round of a project; `created_by` (the staff member who opened it) is set null when they are erased.",
  },
  assessment_grades: {
    personal: ['grade', 'statement'],
    subject: {
      via: 'parent',
      column: 'assessment_id',
      parent: 'assessments',
      parentColumn: 'assessment_id',
    },
    onErase: 'delete',
  },
  teacher_ratings: {
    personal: ['grade', 'comment', 'rated_by', 'rated_at'],
    subject: {
      via: 'parent',
      column: 'assessment_grade_id',
      parent: 'assessment_grades',
      parentColumn: 'assessment_grade_id',
    },
    onErase: 'delete',
    note: "A teacher's rating of the pupil's grade is the pupil's data; `rated_by` is set null when the teacher is erased.",
  },
  step_up_evidence: {
    personal: ['note_id', 'step_id', 'evidence_id', 'linked_at'],
    subject: {
      via: 'parent',
      column: 'assessment_grade_id',
      parent: 'assessment_grades',
      parentColumn: 'assessment_grade_id',
    },
    onErase: 'delete',
  },
  development_areas: {
    personal: ['reason', 'skill_id', 'created_at'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
  },
  steps: {
    personal: ['step_text', 'is_completed'],
    subject: {
      via: 'parent',
      column: 'development_area_id',
      parent: 'development_areas',
      parentColumn: 'development_area_id',
    },
    onErase: 'delete',
  },
  notes: {
    personal: ['note_title', 'note_text', 'note_html', 'created_at'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    notExported: ['note_html'],
    note: 'note_html is note_text rendered for the page: the export gives the text itself.',
  },
  evidence: {
    personal: [
      'evidence_text',
      'created_at',
      'link_url',
      'note_id',
      'file_id',
      'updated_at',
      'seen_at',
      'seen_by',
    ],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    note:
      'The file a piece of evidence holds is erased with it (eraseUserData); seen_by names ' +
      'the teacher who looked, and is set null if that teacher is erased.',
  },
  evidence_criteria: {
    personal: ['isChecked'],
    subject: {
      via: 'parent',
      column: 'evidence_id',
      parent: 'evidence',
      parentColumn: 'evidence_id',
    },
    onErase: 'delete',
  },
  reflections: {
    personal: ['reflection_text', 'created_at'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
  },
  sessions: {
    personal: ['created_at', 'last_seen'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    notInExport: 'login sessions: security data that ends within 12 hours',
  },
  device_cookies: {
    personal: ['created_at', 'last_used'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    notInExport: 'hashes of the tokens that let a known browser past login lockouts: credentials',
  },
  recovery_codes: {
    personal: [],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    notInExport: 'hashes of second-factor recovery codes: credentials',
  },
  sign_in_links: {
    personal: ['subject', 'created_at'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    note: "the provider's id for the person (issuer + subject), so a sign-in finds its account",
  },
  class_members: {
    personal: ['class_id', 'role'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    note: 'which classes the person is in (from the roster, or set by the school)',
  },
  roster_links: {
    personal: ['sourced_id', 'linked_at'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    note: "the school MIS's id for the person, so the next roster finds their account",
  },
  password_tokens: {
    personal: [],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    notInExport: 'hashes of password links: credentials that expire within the hour',
  },
  email_verifications: {
    personal: ['email', 'created_at'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    notInExport: 'hashes of address-proving links: credentials that expire within days',
  },
  files: {
    personal: ['uploaded_by'],
    subject: { via: 'user', column: 'uploaded_by' },
    onErase: 'detach',
    notExported: ['content'],
    note:
      "A school's resource files: the uploader's id is detached, the file stays the school's. " +
      "A pupil's evidence files, and uploads no resource holds, are deleted with the pupil.",
  },
  audit_log: {
    personal: ['actor_user_id', 'target_id', 'ip'],
    subject: { via: 'user', column: 'actor_user_id' },
    onErase: 'keep',
    notInExport: 'the security record; ids and addresses only, kept as the legal record',
    note: 'Append-only (a trigger refuses changes): an erased user stays as a bare id.',
  },
  registrations: {
    personal: ['email'],
    subject: { via: 'none' },
    onErase: 'none',
    note: 'A registration in progress: an e-mail address for at most a few hours, then swept.',
  },
  mail_outbox: {
    personal: ['to_address', 'subject', 'created_at', 'last_error'],
    subject: { via: 'none' },
    onErase: 'none',
    notExported: ['text_body', 'html_body'],
    note:
      'Mail waiting to go out (minutes, at most a day of retries; deleted once sent), or that ' +
      'failed (body gone) until an admin dismisses it or 30 days pass; deleted with its school.',
  },
  schools: {
    personal: ['contact_name', 'telephone'],
    subject: { via: 'none' },
    onErase: 'none',
    note: "The school's contact person: exported and deleted with the school.",
  },
  school_sign_in: {
    personal: [],
    subject: { via: 'none' },
    onErase: 'none',
    note: "the school's choice of sign-in provider: its domains and tenant, nobody's data",
  },
  school_classes: {
    personal: [],
    subject: { via: 'none' },
    onErase: 'none',
    note: "the school's classes: titles and codes, nobody's data",
  },
  school_signing_keys: {
    personal: [],
    subject: { via: 'none' },
    onErase: 'none',
    notInExport: "the school's signing keys: a private key is a secret, never exported",
    note: "the school's keys for its credentials: nobody's data",
  },
  profile_records: {
    personal: ['public_id', 'statement', 'issued_at', 'withdrawn_at', 'withdrawn_by'],
    subject: { via: 'user', column: 'user_id' },
    onErase: 'delete',
    note: 'What a profile the pupil made states; erased with them, after which its link finds nothing.',
  },
  project_audiences: {
    personal: [],
    subject: { via: 'none' },
    onErase: 'none',
    note: "which of the school's classes and year groups take a project: nobody's data",
  },
  roster_grade_years: {
    personal: [],
    subject: { via: 'none' },
    onErase: 'none',
    note: "how the school reads its MIS's grades as year groups",
  },
  roster_syncs: {
    personal: ['roster', 'created_by', 'applied_by'],
    subject: { via: 'none' },
    onErase: 'none',
    notExported: ['roster'],
    note:
      "A roster sync: the MIS's file as read (names, e-mail addresses, classes) is kept only " +
      'while its preview waits to be applied, then removed; the counts stay.',
  },
  roster_pulls: {
    personal: ['saved_by'],
    subject: { via: 'none' },
    onErase: 'none',
    notExported: ['client_secret'],
    note:
      "How the school's roster is pulled from its MIS, and the admin it is pulled as; the " +
      'client secret is never exported.',
  },
  sign_in_starts: {
    personal: [],
    subject: { via: 'none' },
    onErase: 'none',
    note: 'a sign-in on its way to a provider: random values, gone when it returns or in 10 minutes',
  },
  throttle_counters: {
    personal: ['key'],
    subject: { via: 'none' },
    onErase: 'none',
    note: 'sha256 of an address or account for a 15-minute to 1-hour window, then reset.',
  },
  school_projects: { personal: [], subject: { via: 'none' }, onErase: 'none' },
  skills: { personal: [], subject: { via: 'none' }, onErase: 'none' },
  success_criteria: { personal: [], subject: { via: 'none' }, onErase: 'none' },
  file_chunks: { personal: [], subject: { via: 'none' }, onErase: 'none' },
  resources: { personal: [], subject: { via: 'none' }, onErase: 'none' },
  tags: { personal: [], subject: { via: 'none' }, onErase: 'none' },
  resource_tags: { personal: [], subject: { via: 'none' }, onErase: 'none' },
  remote_releases: { personal: [], subject: { via: 'none' }, onErase: 'none' },
  remote_live_releases: { personal: [], subject: { via: 'none' }, onErase: 'none' },
};

/** A column that names a user: how the schema test finds tables the map must tie to one. */
export function isUserColumn(column: string): boolean {
  return /(^|_)user_id$/i.test(column) || column === 'uploaded_by';
}
