/**
 * A resource manager's or a pupil's evidence upload: streamed to a temp file under the size limit, judged by its
 * bytes (programs and scripts refused whatever their name), then stored in one short
 * transaction. A refused or interrupted upload stores nothing, and uploads no resource or evidence
 * took within a day are swept on the next upload.
 */
import { RESOURCE_REFUSAL } from '@skillfolio/shared/wire';
import type { SavedFile } from '@skillfolio/shared/types';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { Database } from '../db/database';
import { safeFileName } from '../files/fileName';
import { deleteFile, insertFileFrom, sweepPendingFiles } from '../files/fileStore';
import { decideFileType } from '../files/fileType';
import { FileTooLargeError, spoolUpload } from '../files/spool';
import { refusal, type Refusal } from '../http/refusal';

type Db = Kysely<Database>;

export interface Upload {
  /** The name the browser gave. */
  filename: string;
  file: Readable;
}

export interface UploadLimit {
  maxBytes: number;
  /** The same limit in MB, as the refusal names it. */
  maxUploadMb: number;
  /** Where an upload is written while it arrives (see spoolUpload). */
  spoolDir: string;
}

export async function storeUpload(
  db: Db,
  upload: Upload,
  limit: UploadLimit,
  uploadedBy: number,
  at: Date,
  /** Whose file it is: a pupil's evidence file is their school's, so it goes with the school. */
  schoolId: number | null = null,
): Promise<SavedFile | Refusal> {
  const fileName = safeFileName(upload.filename);
  let spooled;
  try {
    spooled = await spoolUpload(upload.file, limit.maxBytes, limit.spoolDir);
  } catch (error) {
    // Node discards the rest of the body after this reply rather than resetting the
    // connection, so the browser, still sending, reads the reason.
    if (error instanceof FileTooLargeError) {
      return refusal(RESOURCE_REFUSAL.tooLarge(limit.maxUploadMb));
    }
    throw error;
  }
  try {
    if (spooled.size === 0) return refusal(RESOURCE_REFUSAL.noFile);
    const decision = decideFileType(spooled.head, fileName, spooled.hasMacros);
    if (!decision.ok) return refusal(decision.refusal);
    await sweepPendingFiles(db, at);
    const fileId = await db.transaction().execute((trx) =>
      insertFileFrom(trx, spooled.path, {
        fileName,
        contentType: decision.contentType,
        size: spooled.size,
        uploadedBy,
        createdAt: at.toISOString(),
        schoolId,
      }),
    );
    return {
      file_id: fileId,
      file_name: fileName,
      content_type: decision.contentType,
      size: spooled.size,
    };
  } finally {
    await spooled.remove();
  }
}

/** An upload no resource holds yet goes at once (the preview removed before saving). */
export async function removeUpload(db: Db, fileId: number): Promise<void> {
  await db.transaction().execute((trx) => deleteFile(trx, fileId));
}
