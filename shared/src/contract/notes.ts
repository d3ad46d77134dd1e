/** The learner's notes (SPEC §4), each their own; Markdown rendered once by the server. */
import { Type } from 'typebox';
import {
  DeleteNoteRequest,
  Note,
  OkReply,
  SaveNoteReply,
  SaveNoteRequest,
  UserQuery,
} from '../wire';
import { endpoint } from './endpoint';

const READ = { access: 'user', allowReadOnly: true, ownDataOnly: true } as const;
// Writes: the guard refuses them to read-only (parent) sessions.
const WRITE = { access: 'user', ownDataOnly: true } as const;

/** The user's notes, newest first. */
export const GetMyNotes = endpoint({
  method: 'GET',
  path: '/api/user/GetMyNotes',
  rule: { ...READ, owns: { user_id: 'self' } },
  query: UserQuery,
  reply: Type.Array(Note),
});

/** note_id 0 adds a note, above 0 edits the caller's own; a blank or too long one is a 400. */
export const SaveNote = endpoint({
  method: 'POST',
  path: '/api/user/SaveNote',
  rule: { ...WRITE, owns: { note_id: { kind: 'note', zero: 'new' } } },
  body: SaveNoteRequest,
  reply: SaveNoteReply,
});

export const DeleteNote = endpoint({
  method: 'POST',
  path: '/api/user/DeleteNote',
  rule: { ...WRITE, owns: { note_id: 'note' } },
  body: DeleteNoteRequest,
  reply: OkReply,
});
