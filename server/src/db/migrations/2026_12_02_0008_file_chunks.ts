/**
 * Uploaded files are stored as ~1 MB chunks, so neither an upload nor a download ever holds
 * a whole file in memory. Files from before keep their bytes in `files.content` (read
 * either). `uploaded_by` ties a file no resource holds yet to the admin who uploaded it.
 */
import type { Kysely } from 'kysely';
import { binaryType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_chunks')
    .addColumn('file_id', 'integer', (c) =>
      c.notNull().references('files.file_id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', binaryType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('file_chunks_pk', ['file_id', 'seq'])
    .execute();
  // No foreign key: a user who leaves must not take a file a resource still holds.
  await db.schema.alterTable('files').addColumn('uploaded_by', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('uploaded_by').execute();
  await db.schema.dropTable('file_chunks').execute();
}
