/**
 * The notes' rules: a title and a text, each within its length; caps on how many notes and how
 * much text one user keeps, so every read of their notes stays bounded. The Markdown is
 * rendered once on saving, so reading the notes does no Markdown work at all.
 */
import {
  NOTE_REFUSAL,
  NOTE_TEXT_MAX,
  NOTE_TITLE_MAX,
  NOTES_PER_USER_MAX,
  NOTES_TEXT_TOTAL_MAX,
} from '@skillfolio/shared/wire';
import type { Note, SaveNoteReply, SaveNoteRequest } from '@skillfolio/shared/types';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import { deleteNote, insertNote, listNotesOfUser, notesHeld, updateNote } from '../queries/notes';
import { toNote } from '../wire/learnerPages';
import { renderMarkdown } from '../wire/markdown';

type Db = Kysely<Database>;

export async function notesOfUser(db: Db, userId: number): Promise<Note[]> {
  return (await listNotesOfUser(db, userId)).map(toNote);
}

/** note_id 0 adds a note, above 0 edits the caller's own (checked by ownership). */
export async function saveNote(
  db: Db,
  userId: number,
  request: SaveNoteRequest,
  at: Date,
): Promise<SaveNoteReply | Refusal> {
  const title = request.note_title.trim();
  // Stored as written: leading spaces and line breaks are Markdown (a code block, say).
  const text = request.note_text;
  const why = noteRefusal(title, text.trim());
  if (why !== undefined) return refusal(why);
  const { note_id } = request;
  const held = await notesHeld(db, userId, note_id);
  if (note_id === 0 && held.count >= NOTES_PER_USER_MAX) {
    return refusal(NOTE_REFUSAL.tooManyNotes);
  }
  if (held.characters + text.length > NOTES_TEXT_TOTAL_MAX) {
    return refusal(NOTE_REFUSAL.notesTooLong);
  }
  const html = renderMarkdown(text);
  if (note_id === 0) {
    return { note_id: await insertNote(db, { userId, title, text, html, createdAt: at }) };
  }
  await updateNote(db, note_id, { title, text, html });
  return { note_id };
}

export async function removeNote(db: Db, noteId: number): Promise<void> {
  await deleteNote(db, noteId);
}

/** Why a note cannot be saved (given its trimmed title and text); undefined if it can. */
function noteRefusal(title: string, text: string): string | undefined {
  if (title === '') return NOTE_REFUSAL.titleRequired;
  if (title.length > NOTE_TITLE_MAX) return NOTE_REFUSAL.titleTooLong;
  if (text === '') return NOTE_REFUSAL.textRequired;
  if (text.length > NOTE_TEXT_MAX) return NOTE_REFUSAL.textTooLong;
  return undefined;
}
