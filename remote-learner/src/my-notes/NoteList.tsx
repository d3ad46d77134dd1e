/** The pupil's notes, newest first: date, title and the text as the server formatted it. */
import { useState } from 'react';
import { Button, call, ConfirmDialog, SafeHtml, useSubmit, type Note } from '@skillfolio/shared';
import { Notes } from '@skillfolio/shared/contract';

export interface NoteListProps {
  notes: Note[];
  readOnly: boolean;
  onEdit: (note: Note) => void;
  onDeleted: (noteId: number) => void;
}

export function titleOf(note: Note): string {
  return note.notes_title.trim() || 'Untitled note';
}

export function NoteList({ notes, readOnly, onEdit, onDeleted }: NoteListProps) {
  const [confirming, setConfirming] = useState<Note | null>(null);
  const deleting = useSubmit('The note was not deleted. Please try again.');

  async function remove(note: Note): Promise<void> {
    setConfirming(null);
    const done = await deleting.submit(
      async () => {
        await call(Notes.DeleteNote, { note_id: note.notes_id });
        // The call resolves to nothing; useSubmit's undefined means it failed.
        return true;
      },
      { toast: 'Deleted' },
    );
    if (done) onDeleted(note.notes_id);
  }

  if (notes.length === 0)
    return (
      <p className="sf-muted">
        {readOnly ? 'There are no notes yet.' : 'You have no notes yet. Write one above.'}
      </p>
    );
  return (
    <>
      {deleting.problem && (
        <p className="sf-alert" role="alert">
          {deleting.problem}
        </p>
      )}
      <ul className="sf-notes">
        {notes.map((note) => {
          const title = titleOf(note);
          return (
            <li key={note.notes_id} className="sf-note">
              <article aria-labelledby={`sf-note-${note.notes_id}`}>
                <p className="sf-note__date sf-muted">{note.start_date_local_string}</p>
                <h3 id={`sf-note-${note.notes_id}`} className="sf-note__title">
                  {title}
                </h3>
                <SafeHtml html={note.text_parsed} className="sf-note__text" />
                {!readOnly && (
                  <div className="sf-note__actions">
                    <Button
                      variant="secondary"
                      aria-label={`Edit ${title}`}
                      onPress={() => onEdit(note)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`Delete ${title}`}
                      isDisabled={deleting.busy}
                      onPress={() => setConfirming(note)}
                    >
                      Delete
                    </Button>
                  </div>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        isOpen={confirming !== null}
        message={confirming ? `Delete the note “${titleOf(confirming)}”?` : undefined}
        onConfirm={() => confirming && void remove(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
