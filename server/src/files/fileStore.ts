/**
 * Files in the database, in ~1 MB chunks: stored in one short transaction from a spooled
 * temp file (so a slow client never holds a write lock), streamed out chunk by chunk, and
 * swept when no resource or evidence took them within a day.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Executor } from '../db/database';

/** Bytes per stored chunk: small enough to never matter in memory, big enough to be few. */
export const CHUNK_BYTES = 1024 * 1024;

/** How long an upload may wait for a resource to be saved with it. */
export const PENDING_FILE_MS = 24 * 60 * 60 * 1000;

export interface NewFile {
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: number;
  createdAt: string;
  /** The school whose file it is (a pupil's evidence file: their school's); null otherwise. */
  schoolId?: number | null;
}

/** Inserts the file and its chunks read from `tempPath`; run it inside a transaction. */
export async function insertFileFrom(
  trx: Executor,
  tempPath: string,
  file: NewFile,
): Promise<number> {
  const row = await trx
    .insertInto('files')
    .values({
      school_id: file.schoolId ?? null,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.size,
      content: Buffer.alloc(0),
      created_at: file.createdAt,
      uploaded_by: file.uploadedBy,
    })
    .returning('file_id')
    .executeTakeFirstOrThrow();
  let seq = 0;
  for await (const chunk of fs.createReadStream(tempPath, { highWaterMark: CHUNK_BYTES })) {
    await trx
      .insertInto('file_chunks')
      .values({ file_id: row.file_id, seq, data: chunk as Buffer })
      .execute();
    seq += 1;
  }
  return row.file_id;
}

/**
 * The file's bytes as a stream, one chunk read per step; files from before chunks send
 * their `content`. Each read is its own short query, so no transaction stays open while a
 * slow client downloads.
 */
export function fileBytes(db: Executor, fileId: number): Readable {
  let seq = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    for (;;) {
      const chunk = await db
        .selectFrom('file_chunks')
        .select('data')
        .where('file_id', '=', fileId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (chunk === undefined) break;
      seq += 1;
      yield chunk.data;
    }
    if (seq === 0) {
      const legacy = await db
        .selectFrom('files')
        .select('content')
        .where('file_id', '=', fileId)
        .executeTakeFirst();
      if (legacy !== undefined && legacy.content.length > 0) yield legacy.content;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

export async function deleteFile(db: Executor, fileId: number): Promise<void> {
  // Chunks first: not every database enforces the cascade the same way.
  await db.deleteFrom('file_chunks').where('file_id', '=', fileId).execute();
  await db.deleteFrom('files').where('file_id', '=', fileId).execute();
}

/**
 * Removes every file no resource and no evidence holds that is older than PENDING_FILE_MS;
 * returns how many.
 */
export async function sweepPendingFiles(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_FILE_MS).toISOString();
  const orphans = await db
    .selectFrom('files as f')
    .select('f.file_id')
    .where('f.created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('resources as r')
            .select('r.resource_id')
            .whereRef('r.file_id', '=', 'f.file_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('evidence as e')
            .select('e.evidence_id')
            .whereRef('e.file_id', '=', 'f.file_id'),
        ),
      ),
    )
    .execute();
  for (const { file_id } of orphans) await deleteFile(db, file_id);
  return orphans.length;
}
