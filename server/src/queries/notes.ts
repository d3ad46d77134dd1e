/** A user's notes: Markdown as the user wrote it, rendered only on the way out. */
import type { Executor } from '../db/database';

export interface NoteRow {
  note_id: number;
  note_title: string;
  note_text: string;
  created_at: string;
}

/** The user's notes, newest first. */
export async function listNotesOfUser(db: Executor, userId: number): Promise<NoteRow[]> {
  return db
    .selectFrom('notes')
    .select(['note_id', 'note_title', 'note_text', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('note_id', 'desc')
    .execute();
}

export async function insertNote(
  db: Executor,
  note: { userId: number; title: string; text: string; createdAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('notes')
    .values({
      user_id: note.userId,
      note_title: note.title,
      note_text: note.text,
      created_at: note.createdAt.toISOString(),
    })
    .returning('note_id')
    .executeTakeFirstOrThrow();
  return row.note_id;
}

/** Edits a note; the ownership check has made sure it is the caller's. */
export async function updateNote(
  db: Executor,
  noteId: number,
  fields: { title: string; text: string },
): Promise<void> {
  await db
    .updateTable('notes')
    .set({ note_title: fields.title, note_text: fields.text })
    .where('note_id', '=', noteId)
    .execute();
}

export async function deleteNote(db: Executor, noteId: number): Promise<void> {
  await db.deleteFrom('notes').where('note_id', '=', noteId).execute();
}
