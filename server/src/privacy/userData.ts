/**
 * One person's data, driven by the personal-data map: everything held about them (for a
 * subject-access request), and its erasure (for an erasure request). Tables are named by the
 * map only, never by a caller, so the raw identifiers below come from our own code.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { deleteFile } from '../files/fileStore';
import { homeSpaceUsername } from '../queries/homeSpaceName';
import { PERSONAL_DATA_MAP, type TableEntry, type TableName } from './personalDataMap';
import { deleteSchoolData } from './schoolData';

export type DataRow = Record<string, unknown>;

type Executor = Kysely<Database> | Transaction<Database>;

const ENTRIES = Object.entries(PERSONAL_DATA_MAP) as Array<[TableName, TableEntry]>;

async function rowsWhere(
  db: Executor,
  table: TableName,
  column: string,
  ids: readonly number[],
): Promise<DataRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(ids.map((id) => sql`${id}`));
  const result =
    await sql<DataRow>`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${list})`.execute(
      db,
    );
  return result.rows;
}

/** Every row of every mapped table that belongs to the user, by table (parents first). */
async function rowsOfUser(db: Executor, userId: number): Promise<Map<TableName, DataRow[]>> {
  const found = new Map<TableName, DataRow[]>();
  // Direct tables first, so every parent is known before its children.
  for (const [table, entry] of ENTRIES) {
    if (entry.subject.via === 'user') {
      found.set(table, await rowsWhere(db, table, entry.subject.column, [userId]));
    }
  }
  for (const [table, entry] of ENTRIES) {
    const subject = entry.subject;
    if (subject.via !== 'parent') continue;
    const parentIds = (found.get(subject.parent) ?? [])
      .map((row) => Number(row[subject.parentColumn]))
      .filter((id) => Number.isSafeInteger(id));
    found.set(table, await rowsWhere(db, table, subject.column, parentIds));
  }
  return found;
}

export interface UserDataExport {
  user_id: number;
  generated_at: string;
  /** Table name → its rows about the user, secrets and file bytes left out. */
  tables: Record<string, DataRow[]>;
  /** What is held but not in this export, and why. */
  notIncluded: Record<string, string>;
}

function exportable(row: DataRow, entry: TableEntry): DataRow {
  const out: DataRow = {};
  for (const [column, value] of Object.entries(row)) {
    if (entry.notExported?.includes(column)) continue;
    // Bytes never leave in an export; the map lists the columns, this is the backstop.
    if (value instanceof Uint8Array) continue;
    out[column] = typeof value === 'bigint' ? Number(value) : value;
  }
  return out;
}

export async function exportUserData(
  db: Executor,
  userId: number,
  now: Date,
): Promise<UserDataExport> {
  const found = await rowsOfUser(db, userId);
  const tables: Record<string, DataRow[]> = {};
  const notIncluded: Record<string, string> = {};
  for (const [table, entry] of ENTRIES) {
    if (entry.subject.via === 'none') continue;
    if (entry.notInExport !== undefined) {
      notIncluded[table] = entry.notInExport;
      continue;
    }
    tables[table] = (found.get(table) ?? []).map((row) => exportable(row, entry));
  }
  return { user_id: userId, generated_at: now.toISOString(), tables, notIncluded };
}

/**
 * Erases the user as the map says: their rows deleted (children before parents, the user
 * last), their id detached where a row is the school's (an uploaded file), and the audit
 * log kept (ids only; it is append-only). Run it inside a transaction.
 */
export async function eraseUserData(trx: Transaction<Database>, userId: number): Promise<void> {
  const found = await rowsOfUser(trx, userId);
  const ownFiles = await filesOfUser(trx, userId);
  const children = ENTRIES.filter(([, entry]) => entry.subject.via === 'parent');
  const direct = ENTRIES.filter(
    ([table, entry]) => entry.subject.via === 'user' && table !== 'users',
  );
  for (const [table, entry] of children) {
    if (entry.subject.via !== 'parent' || entry.onErase !== 'delete') continue;
    const subject = entry.subject;
    const parentIds = (found.get(subject.parent) ?? []).map((row) =>
      Number(row[subject.parentColumn]),
    );
    if (parentIds.length === 0) continue;
    const list = sql.join(parentIds.map((id) => sql`${id}`));
    await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.ref(subject.column)} IN (${list})`.execute(
      trx,
    );
  }
  for (const [table, entry] of direct) {
    if (entry.subject.via !== 'user') continue;
    const column = sql.ref(entry.subject.column);
    if (entry.onErase === 'delete') {
      await sql`DELETE FROM ${sql.table(table)} WHERE ${column} = ${userId}`.execute(trx);
    } else if (entry.onErase === 'detach') {
      await sql`UPDATE ${sql.table(table)} SET ${column} = NULL WHERE ${column} = ${userId}`.execute(
        trx,
      );
    }
  }
  // After the evidence that held them, before the user: their bytes are the person's own.
  for (const fileId of ownFiles) await deleteFile(trx, fileId);
  // A home learner's own space (its name is theirs, its skills are the ones they wrote) holds
  // nobody else: it goes with them, as a school goes with its data.
  const homeSpace = await trx
    .selectFrom('schools')
    .select('school_id')
    .where('school_username', '=', homeSpaceUsername(userId))
    .executeTakeFirst();
  if (homeSpace !== undefined) await deleteSchoolData(trx, homeSpace.school_id);
  await trx.deleteFrom('users').where('user_id', '=', userId).execute();
}

/**
 * The files that are the person's own rather than the school's: those their evidence holds,
 * and those they uploaded that no resource holds (an evidence upload not yet saved with
 * evidence, a resource upload never saved). A resource's file stays, only detached.
 */
async function filesOfUser(db: Executor, userId: number): Promise<number[]> {
  const held = await db
    .selectFrom('evidence')
    .select('file_id')
    .where('user_id', '=', userId)
    .where('file_id', 'is not', null)
    .execute();
  const pending = await db
    .selectFrom('files as f')
    .select('f.file_id')
    .where('f.uploaded_by', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('resources as r')
            .select('r.resource_id')
            .whereRef('r.file_id', '=', 'f.file_id'),
        ),
      ),
    )
    .execute();
  const ids = new Set<number>();
  for (const row of [...held, ...pending]) if (row.file_id !== null) ids.add(row.file_id);
  return [...ids];
}
