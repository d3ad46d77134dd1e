/**
 * A school's data as a whole, for when a school leaves: everything held about the
 * school and its users, exported in one file and deleted in one transaction. Which rows are
 * the school's is said once, per table, in SCHOOL_SCOPE (typed over every table, so a new
 * table cannot be forgotten); what a person's rows are comes from the personal-data map.
 * Tables are named by our own code only, never by a caller.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { PERSONAL_DATA_MAP, type TableName } from './personalDataMap';
import type { DataRow } from './userData';

type Executor = Kysely<Database> | Transaction<Database>;

/** How rows of a table belong to a school; a table may be reached more than one way. */
type Way =
  /** Rows whose `column` is the school's id. */
  | { via: 'school'; column: string }
  /** Rows of the school's users, as the personal-data map ties them to a user. */
  | { via: 'user' }
  /** Rows whose `column` holds an id of `parent` rows that are the school's. */
  | { via: 'parent'; column: string; parent: TableName; parentColumn: string };

interface ScopeEntry {
  ways: readonly Way[];
  /** Not in the export (and why); the rows are still deleted with the school. */
  notInExport?: string;
  /** Kept when the school is deleted (and why). */
  kept?: string;
}

const parent = (column: string, parentTable: TableName, parentColumn = column): Way => ({
  via: 'parent',
  column,
  parent: parentTable,
  parentColumn,
});

/**
 * Every table, in the order rows are found: a parent before its children. Deletion runs in
 * the reverse order, so children go before the rows they name.
 */
export const SCHOOL_SCOPE: Readonly<Record<TableName, ScopeEntry>> = {
  schools: { ways: [{ via: 'school', column: 'school_id' }] },
  users: { ways: [{ via: 'school', column: 'school_id' }] },
  school_projects: { ways: [{ via: 'school', column: 'school_id' }] },
  skills: { ways: [{ via: 'school', column: 'school_id' }] },
  files: { ways: [{ via: 'school', column: 'school_id' }] },
  resources: { ways: [{ via: 'school', column: 'school_id' }] },
  tags: { ways: [{ via: 'school', column: 'school_id' }] },
  mail_outbox: {
    ways: [{ via: 'school', column: 'school_id' }],
    notInExport:
      "mail on its way to the school's people, or that could not be sent: the bodies hold " +
      'links that act as passwords',
  },
  user_projects: { ways: [{ via: 'user' }, parent('school_project_id', 'school_projects')] },
  assessment_rounds: { ways: [parent('school_project_id', 'school_projects')] },
  assessments: { ways: [{ via: 'user' }] },
  development_areas: { ways: [{ via: 'user' }] },
  notes: { ways: [{ via: 'user' }] },
  evidence: { ways: [{ via: 'user' }] },
  reflections: { ways: [{ via: 'user' }] },
  sessions: { ways: [{ via: 'user' }], notInExport: PERSONAL_DATA_MAP.sessions.notInExport },
  device_cookies: {
    ways: [{ via: 'user' }],
    notInExport: PERSONAL_DATA_MAP.device_cookies.notInExport,
  },
  recovery_codes: {
    ways: [{ via: 'user' }],
    notInExport: PERSONAL_DATA_MAP.recovery_codes.notInExport,
  },
  sign_in_links: { ways: [{ via: 'user' }] },
  roster_links: { ways: [{ via: 'user' }] },
  password_tokens: {
    ways: [{ via: 'user' }],
    notInExport: PERSONAL_DATA_MAP.password_tokens.notInExport,
  },
  email_verifications: {
    ways: [{ via: 'user' }],
    notInExport: PERSONAL_DATA_MAP.email_verifications.notInExport,
  },
  file_chunks: {
    ways: [parent('file_id', 'files')],
    notInExport:
      "the bytes of the school's resource files: the school holds its own originals, and " +
      'in base64 they would make the export too large to download; each file is listed',
  },
  resource_tags: { ways: [parent('resource_id', 'resources'), parent('tag_id', 'tags')] },
  success_criteria: { ways: [parent('school_project_id', 'school_projects')] },
  assessment_grades: { ways: [parent('assessment_id', 'assessments')] },
  teacher_ratings: { ways: [parent('assessment_grade_id', 'assessment_grades')] },
  step_up_evidence: { ways: [parent('assessment_grade_id', 'assessment_grades')] },
  steps: { ways: [parent('development_area_id', 'development_areas')] },
  evidence_criteria: {
    ways: [parent('evidence_id', 'evidence'), parent('success_criteria_id', 'success_criteria')],
  },
  audit_log: {
    ways: [],
    notInExport: 'the security record: ids and addresses only, kept as the legal record',
    kept: 'append-only (a trigger refuses changes): the school and its users stay as bare ids',
  },
  registrations: { ways: [] },
  school_sign_in: { ways: [{ via: 'school', column: 'school_id' }] },
  school_classes: { ways: [{ via: 'school', column: 'school_id' }] },
  class_members: { ways: [{ via: 'user' }, parent('class_id', 'school_classes')] },
  // After both parents: found through either, deleted before either.
  project_audiences: {
    ways: [parent('school_project_id', 'school_projects'), parent('class_id', 'school_classes')],
  },
  roster_grade_years: { ways: [{ via: 'school', column: 'school_id' }] },
  school_signing_keys: {
    ways: [{ via: 'school', column: 'school_id' }],
    notInExport: "the school's private signing keys are secrets",
  },
  profile_records: { ways: [{ via: 'school', column: 'school_id' }, { via: 'user' }] },
  roster_syncs: { ways: [{ via: 'school', column: 'school_id' }] },
  roster_pulls: { ways: [{ via: 'school', column: 'school_id' }] },
  sign_in_starts: {
    ways: [{ via: 'school', column: 'school_id' }],
    notInExport: 'sign-ins on their way to a provider: random values for 10 minutes',
  },
  throttle_counters: { ways: [] },
  remote_releases: { ways: [] },
  remote_live_releases: { ways: [] },
};

const ENTRIES = Object.entries(SCHOOL_SCOPE) as Array<[TableName, ScopeEntry]>;

function idList(ids: readonly number[]) {
  return sql.join(ids.map((id) => sql`${id}`));
}

/** The column a user's rows are tied by in `table`, from the personal-data map. */
function userColumn(table: TableName): string | undefined {
  const subject = PERSONAL_DATA_MAP[table].subject;
  return subject.via === 'user' ? subject.column : undefined;
}

function whereOf(
  way: Way,
  schoolId: number,
  table: TableName,
  found: Map<TableName, DataRow[]>,
): ReturnType<typeof sql> | undefined {
  if (way.via === 'school') return sql`${sql.ref(way.column)} = ${schoolId}`;
  if (way.via === 'user') {
    const column = userColumn(table);
    const userIds = ids(found.get('users'), 'user_id');
    if (column === undefined || userIds.length === 0) return undefined;
    return sql`${sql.ref(column)} IN (${idList(userIds)})`;
  }
  const parentIds = ids(found.get(way.parent), way.parentColumn);
  if (parentIds.length === 0) return undefined;
  return sql`${sql.ref(way.column)} IN (${idList(parentIds)})`;
}

function ids(rows: readonly DataRow[] | undefined, column: string): number[] {
  return (rows ?? []).map((row) => Number(row[column])).filter((id) => Number.isSafeInteger(id));
}

/** Every row of every table that is the school's or its users', by table, parents first. */
async function rowsOfSchool(db: Executor, schoolId: number): Promise<Map<TableName, DataRow[]>> {
  const found = new Map<TableName, DataRow[]>();
  for (const [table, entry] of ENTRIES) {
    const conditions = entry.ways
      .map((way) => whereOf(way, schoolId, table, found))
      .filter((condition) => condition !== undefined);
    if (conditions.length === 0) {
      found.set(table, []);
      continue;
    }
    const result = await sql<DataRow>`SELECT * FROM ${sql.table(table)} WHERE ${sql.join(
      conditions,
      sql` OR `,
    )}`.execute(db);
    found.set(table, result.rows);
  }
  return found;
}

export interface SchoolDataExport {
  school_id: number;
  generated_at: string;
  tables: Record<string, DataRow[]>;
  notIncluded: Record<string, string>;
}

function exportable(table: TableName, row: DataRow): DataRow {
  const out: DataRow = {};
  const notExported = PERSONAL_DATA_MAP[table].notExported ?? [];
  for (const [column, value] of Object.entries(row)) {
    if (notExported.includes(column)) continue;
    // Bytes never leave in an export; the map lists the columns, this is the backstop.
    if (value instanceof Uint8Array) continue;
    out[column] = typeof value === 'bigint' ? Number(value) : value;
  }
  return out;
}

export async function exportSchoolData(
  db: Executor,
  schoolId: number,
  now: Date,
): Promise<SchoolDataExport> {
  const found = await rowsOfSchool(db, schoolId);
  const tables: Record<string, DataRow[]> = {};
  const notIncluded: Record<string, string> = {};
  for (const [table, entry] of ENTRIES) {
    if (entry.ways.length === 0) continue;
    if (entry.notInExport !== undefined) {
      notIncluded[table] = entry.notInExport;
      continue;
    }
    tables[table] = (found.get(table) ?? []).map((row) => exportable(table, row));
  }
  return { school_id: schoolId, generated_at: now.toISOString(), tables, notIncluded };
}

/**
 * Deletes the school and everything of it and its users, the audit log kept. Rows of other
 * schools that merely name it (another admin's current school or selected project, a file
 * elsewhere one of its users uploaded, a rating one of its teachers gave elsewhere) are
 * detached, never deleted. Run it inside a transaction.
 */
export async function deleteSchoolData(
  trx: Transaction<Database>,
  schoolId: number,
): Promise<void> {
  const found = await rowsOfSchool(trx, schoolId);
  const userIds = ids(found.get('users'), 'user_id');
  const projectIds = ids(found.get('school_projects'), 'school_project_id');
  const users = userIds.length > 0 ? idList(userIds) : undefined;

  await trx
    .updateTable('users')
    .set({ current_school_id: null })
    .where('current_school_id', '=', schoolId)
    .execute();
  await trx
    .updateTable('sessions')
    .set({ current_school_id: null })
    .where('current_school_id', '=', schoolId)
    .execute();
  if (projectIds.length > 0) {
    for (const table of ['users', 'sessions'] as const) {
      await trx
        .updateTable(table)
        .set({ selected_project_id: null, selected_assessment_id: null })
        .where('selected_project_id', 'in', projectIds)
        .execute();
    }
  }
  if (users !== undefined) {
    // The school's own users point at their own assessments, which go before them.
    await trx
      .updateTable('users')
      .set({ selected_project_id: null, selected_assessment_id: null })
      .where('user_id', 'in', userIds)
      .execute();
    await sql`UPDATE files SET uploaded_by = NULL WHERE uploaded_by IN (${users})`.execute(trx);
    await sql`UPDATE teacher_ratings SET rated_by = NULL WHERE rated_by IN (${users})`.execute(trx);
  }

  for (const [table, entry] of [...ENTRIES].reverse()) {
    if (entry.kept !== undefined || entry.ways.length === 0) continue;
    const rows = found.get(table) ?? [];
    if (rows.length === 0) continue;
    const conditions = entry.ways
      .map((way) => whereOf(way, schoolId, table, found))
      .filter((condition) => condition !== undefined);
    await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.join(conditions, sql` OR `)}`.execute(
      trx,
    );
  }
}
