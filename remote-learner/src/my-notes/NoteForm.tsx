/** The note form: a new note, or the note being edited. The server checks the text (SPEC §5). */
import { useState } from 'react';
import { Button, call, TextField, useSubmit, type Note } from '@skillfolio/shared';
import { Notes } from '@skillfolio/shared/contract';

export interface NoteFormProps {
  /** null: a new note. */
  note: Note | null;
  onSaved: () => void;
  onCancel: () => void;
}

export const FORMATTING_HINT =
  'You can use simple formatting: **bold**, *italic*, lists (start each line with - ) and links like [text](https://example.org).';

export function NoteForm({ note, onSaved, onCancel }: NoteFormProps) {
  const [title, setTitle] = useState(note?.notes_title ?? '');
  const [text, setText] = useState(note?.note_text ?? '');
  const saving = useSubmit('The note was not saved. Please try again.');

  async function save(): Promise<void> {
    const reply = await saving.submit(() =>
      call(Notes.SaveNote, { note_id: note?.notes_id ?? 0, note_title: title, note_text: text }),
    );
    if (!reply) return;
    setTitle('');
    setText('');
    onSaved();
  }

  return (
    <form
      className="sf-card sf-note-form"
      aria-labelledby="sf-note-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="sf-note-form-heading">{note ? `Edit note: ${note.notes_title}` : 'New note'}</h2>
      <TextField
        label="Title/Subject"
        value={title}
        onChange={setTitle}
        maxLength={200}
        // Edit moves the pupil to the form it filled.
        autoFocus={note !== null}
      />
      <TextField
        label="Note text"
        rows={6}
        value={text}
        onChange={setText}
        maxLength={20000}
        description={FORMATTING_HINT}
      />
      {saving.problem && (
        <p className="sf-alert" role="alert">
          {saving.problem}
        </p>
      )}
      <div className="sf-toolbar">
        <Button type="submit" isDisabled={saving.busy}>
          Save
        </Button>
        {note && (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
