/**
 * A pupil records their own evidence and a teacher marks it seen. The ids reaching here are
 * already the caller's to use (plugins/ownership.ts: the project, the note, the upload, the
 * evidence, or for staff a pupil's evidence they may see); what is checked here is the
 * content: the text and link within bounds, at most one attachment, and every ticked
 * criterion one of the evidence's own project.
 */
import { EVIDENCE_LINK_MAX, EVIDENCE_REFUSAL, EVIDENCE_TEXT_MAX } from '@skillfolio/shared/wire';
import type {
  AddEvidenceReply,
  AddEvidenceRequest,
  OkReply,
  SaveEvidenceRequest,
} from '@skillfolio/shared/types';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database';
import { attachment } from '../files/attachment';
import { deleteFile } from '../files/fileStore';
import { refusal, type Refusal } from '../http/refusal';
import { SAFE_CONTENT_TYPE, type FileHeaders } from '../resources/learnerResourceService';
import { OK } from '../wire/replies';

type Db = Kysely<Database>;

interface CleanEvidence {
  evidence_text: string;
  link_url: string | null;
  note_id: number | null;
  file_id: number | null;
  criteria: number[];
}

/** The request made ready to store, or why not. */
async function clean(
  db: Executor,
  request: AddEvidenceRequest | SaveEvidenceRequest,
): Promise<CleanEvidence | Refusal> {
  const text = request.evidence_text.trim();
  if (text === '') return refusal(EVIDENCE_REFUSAL.textRequired);
  if (text.length > EVIDENCE_TEXT_MAX) return refusal(EVIDENCE_REFUSAL.textTooLong);
  const link = request.link_url.trim();
  const attached = [link !== '', request.note_id > 0, request.file_id > 0].filter(Boolean);
  if (attached.length > 1) return refusal(EVIDENCE_REFUSAL.oneAttachment);
  if (link.length > EVIDENCE_LINK_MAX) return refusal(EVIDENCE_REFUSAL.linkTooLong);
  if (link !== '' && !isWebLink(link)) return refusal(EVIDENCE_REFUSAL.badLink);
  const criteria = [...new Set(request.success_criteria_ids)];
  if (criteria.length > 0) {
    const ofProject = await db
      .selectFrom('success_criteria')
      .select('success_criteria_id')
      .where('success_criteria_id', 'in', criteria)
      .where('school_project_id', '=', request.school_project_id)
      .execute();
    if (ofProject.length !== criteria.length) {
      return refusal(EVIDENCE_REFUSAL.criterionNotOfProject);
    }
  }
  return {
    evidence_text: text,
    link_url: link === '' ? null : link,
    note_id: request.note_id > 0 ? request.note_id : null,
    file_id: request.file_id > 0 ? request.file_id : null,
    criteria,
  };
}

/** http or https only: a javascript: or data: address would run in whoever opens it. */
function isWebLink(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

async function setCriteria(db: Executor, evidenceId: number, criteria: number[]): Promise<void> {
  await db.deleteFrom('evidence_criteria').where('evidence_id', '=', evidenceId).execute();
  if (criteria.length === 0) return;
  await db
    .insertInto('evidence_criteria')
    .values(
      criteria.map((id) => ({ evidence_id: evidenceId, success_criteria_id: id, isChecked: 1 })),
    )
    .execute();
}

export async function addEvidence(
  db: Db,
  userId: number,
  request: AddEvidenceRequest,
  at: Date,
): Promise<AddEvidenceReply | Refusal> {
  const evidence = await clean(db, request);
  if ('refusal' in evidence) return evidence;
  return db.transaction().execute(async (trx) => {
    // An upload already part of other evidence is never shared between two.
    if (evidence.file_id !== null) {
      const holder = await trx
        .selectFrom('evidence')
        .select('evidence_id')
        .where('file_id', '=', evidence.file_id)
        .executeTakeFirst();
      if (holder !== undefined) return refusal(EVIDENCE_REFUSAL.fileTaken);
    }
    const row = await trx
      .insertInto('evidence')
      .values({
        user_id: userId,
        school_project_id: request.school_project_id,
        evidence_text: evidence.evidence_text,
        created_at: at.toISOString(),
        link_url: evidence.link_url,
        note_id: evidence.note_id,
        file_id: evidence.file_id,
        updated_at: null,
        seen_at: null,
        seen_by: null,
      })
      .returning('evidence_id')
      .executeTakeFirstOrThrow();
    await setCriteria(trx, row.evidence_id, evidence.criteria);
    return { evidence_id: row.evidence_id };
  });
}

/** The whole piece again; a file it no longer holds is deleted. The teacher's "seen" stays. */
export async function saveEvidence(
  db: Db,
  request: SaveEvidenceRequest,
  at: Date,
): Promise<OkReply | Refusal> {
  const evidence = await clean(db, request);
  if ('refusal' in evidence) return evidence;
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('evidence')
      .select('file_id')
      .where('evidence_id', '=', request.evidence_id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('evidence')
      .set({
        evidence_text: evidence.evidence_text,
        link_url: evidence.link_url,
        note_id: evidence.note_id,
        file_id: evidence.file_id,
        updated_at: at.toISOString(),
      })
      .where('evidence_id', '=', request.evidence_id)
      .execute();
    await setCriteria(trx, request.evidence_id, evidence.criteria);
    if (before.file_id !== null && before.file_id !== evidence.file_id) {
      await deleteFile(trx, before.file_id);
    }
  });
  return OK;
}

/** The evidence, its ticks and its file go together. */
export async function removeEvidence(db: Db, evidenceId: number): Promise<OkReply> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('evidence')
      .select('file_id')
      .where('evidence_id', '=', evidenceId)
      .executeTakeFirst();
    await trx.deleteFrom('evidence_criteria').where('evidence_id', '=', evidenceId).execute();
    await trx.deleteFrom('step_up_evidence').where('evidence_id', '=', evidenceId).execute();
    await trx.deleteFrom('evidence').where('evidence_id', '=', evidenceId).execute();
    if (row?.file_id != null) await deleteFile(trx, row.file_id);
  });
  return OK;
}

/** Marks it seen by the teacher now, or takes the mark back. */
export async function markEvidenceSeen(
  db: Db,
  teacherId: number,
  evidenceId: number,
  seen: boolean,
  at: Date,
): Promise<OkReply> {
  await db
    .updateTable('evidence')
    .set(
      seen ? { seen_at: at.toISOString(), seen_by: teacherId } : { seen_at: null, seen_by: null },
    )
    .where('evidence_id', '=', evidenceId)
    .execute();
  return OK;
}

/** The headers of an evidence file's download; undefined when the file has gone since. */
export async function evidenceFileHeaders(
  db: Executor,
  fileId: number,
): Promise<FileHeaders | undefined> {
  const file = await db
    .selectFrom('files')
    .select(['file_name', 'content_type'])
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  if (file === undefined) return undefined;
  return {
    'Content-Type': SAFE_CONTENT_TYPE.test(file.content_type)
      ? file.content_type
      : 'application/octet-stream',
    'Content-Disposition': attachment(file.file_name),
  };
}
