/**
 * Pupils record evidence themselves: a piece may point at a link, one of their notes or a
 * file they uploaded, and a teacher marks it seen. Every new column is null for the rows
 * already there (nothing attached, never edited, not seen yet).
 *
 * A removed note or file unlinks (set null) rather than being refused: the note is the
 * pupil's to remove, and the evidence's own text and criteria still stand without it. A
 * teacher who is erased leaves "seen" unattributed the same way.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('evidence').addColumn('link_url', 'text').execute();
  await db.schema
    .alterTable('evidence')
    .addColumn('note_id', 'integer', (c) => c.references('notes.note_id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('evidence')
    .addColumn('file_id', 'integer', (c) => c.references('files.file_id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('evidence').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('evidence').addColumn('seen_at', 'text').execute();
  await db.schema
    .alterTable('evidence')
    .addColumn('seen_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();
  // The file download's question: which evidence holds this file.
  await db.schema.createIndex('evidence_file_index').on('evidence').column('file_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('evidence_file_index').execute();
  for (const column of ['seen_by', 'seen_at', 'updated_at', 'file_id', 'note_id', 'link_url']) {
    await db.schema.alterTable('evidence').dropColumn(column).execute();
  }
}
