/**
 * The record of each profile a pupil makes: what it states, under a public id of 128 random
 * bits (base64url), which its PDF prints as a link and a QR code. Reads by public id serve
 * the public check; by pupil and by school, the lists; a withdrawal is final.
 */
import { randomBytes } from 'node:crypto';
import type { ProfileRecord, ProfileStatement } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';

export interface StoredRecord {
  record_id: number;
  public_id: string;
  user_id: number;
  school_id: number;
  statement: ProfileStatement;
  issued_at: string;
  withdrawn_at: string | null;
}

const COLUMNS = [
  'record_id',
  'public_id',
  'user_id',
  'school_id',
  'statement',
  'issued_at',
  'withdrawn_at',
] as const;

function parsed(row: {
  record_id: number;
  public_id: string;
  user_id: number;
  school_id: number;
  statement: string;
  issued_at: string;
  withdrawn_at: string | null;
}): StoredRecord {
  return { ...row, statement: JSON.parse(row.statement) as ProfileStatement };
}

/** A new public id: unguessable, and safe in a URL as it is. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

export async function insertRecord(
  db: Executor,
  record: { userId: number; schoolId: number; statement: ProfileStatement; at: Date },
): Promise<StoredRecord> {
  const publicId = newPublicId();
  const row = await db
    .insertInto('profile_records')
    .values({
      public_id: publicId,
      user_id: record.userId,
      school_id: record.schoolId,
      statement: JSON.stringify(record.statement),
      issued_at: record.at.toISOString(),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return parsed(row);
}

export async function findRecordByPublicId(
  db: Executor,
  publicId: string,
): Promise<StoredRecord | undefined> {
  const row = await db
    .selectFrom('profile_records')
    .select(COLUMNS)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return row && parsed(row);
}

export async function findRecord(
  db: Executor,
  recordId: number,
): Promise<StoredRecord | undefined> {
  const row = await db
    .selectFrom('profile_records')
    .select(COLUMNS)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return row && parsed(row);
}

/** The most records a list gives: a pupil makes a handful a year, a school thousands. */
export const RECORDS_LIST_MAX = 2000;

export async function listRecords(
  db: Executor,
  where: { userId: number } | { schoolId: number },
): Promise<StoredRecord[]> {
  let query = db.selectFrom('profile_records').select(COLUMNS);
  query =
    'userId' in where
      ? query.where('user_id', '=', where.userId)
      : query.where('school_id', '=', where.schoolId);
  const rows = await query
    .orderBy('issued_at', 'desc')
    .orderBy('record_id', 'desc')
    .limit(RECORDS_LIST_MAX)
    .execute();
  return rows.map(parsed);
}

/** Withdraws a record not yet withdrawn; false when it already was. */
export async function markWithdrawn(
  db: Executor,
  recordId: number,
  by: number,
  at: Date,
): Promise<boolean> {
  const done = await db
    .updateTable('profile_records')
    .set({ withdrawn_at: at.toISOString(), withdrawn_by: by })
    .where('record_id', '=', recordId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** The link printed on the PDF. */
export function verifyUrl(publicBaseUrl: string, publicId: string): string {
  return `${publicBaseUrl}verify/${publicId}`;
}

export function asListed(record: StoredRecord, publicBaseUrl: string): ProfileRecord {
  return {
    record_id: record.record_id,
    verify_url: verifyUrl(publicBaseUrl, record.public_id),
    pupil_name: record.statement.pupil_name,
    project_name: record.statement.project_name,
    issued_at: record.issued_at,
    withdrawn_at: record.withdrawn_at,
  };
}
