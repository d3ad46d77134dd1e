/** A user's notes: Markdown as the user wrote it, and its HTML rendered when it was saved. */
import type { SanitisedHtml } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';

export interface NoteRow {
  note_id: number;
  note_title: string;
  note_text: string;
  /** null only for a row saved before the HTML was kept (see db/renderMissingHtml.ts). */
  note_html: string | null;
  created_at: string;
}

/** The user's notes, newest first. */
export async function listNotesOfUser(db: Executor, userId: number): Promise<NoteRow[]> {
  return db
    .selectFrom('notes')
    .select(['note_id', 'note_title', 'note_text', 'note_html', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('note_id', 'desc')
    .execute();
}

export async function insertNote(
  db: Executor,
  note: { userId: number; title: string; text: string; html: SanitisedHtml; createdAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('notes')
    .values({
      user_id: note.userId,
      note_title: note.title,
      note_text: note.text,
      note_html: note.html,
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
  fields: { title: string; text: string; html: SanitisedHtml },
): Promise<void> {
  await db
    .updateTable('notes')
    .set({ note_title: fields.title, note_text: fields.text, note_html: fields.html })
    .where('note_id', '=', noteId)
    .execute();
}

export async function deleteNote(db: Executor, noteId: number): Promise<void> {
  await db.deleteFrom('notes').where('note_id', '=', noteId).execute();
}

/** What the user's notes hold now, but for the one being edited: to keep within the caps. */
export async function notesHeld(
  db: Executor,
  userId: number,
  exceptNoteId: number,
): Promise<{ count: number; characters: number }> {
  const row = await db
    .selectFrom('notes')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn
        .coalesce(eb.fn.sum<number | string | null>(eb.fn('length', ['note_text'])), eb.lit(0))
        .as('characters'),
    ])
    .where('user_id', '=', userId)
    .where('note_id', '<>', exceptNoteId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), characters: Number(row.characters) };
}
