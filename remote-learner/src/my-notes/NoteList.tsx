/** The pupil's notes, newest first: date, title and the text as the server formatted it. */
import { useState } from 'react';
import {
  Button,
  call,
  ConfirmDialog,
  SafeHtml,
  useSubmit,
  useTranslation,
  type Note,
  type TFunction,
} from '@skillfolio/shared';
import { Notes } from '@skillfolio/shared/contract';

export interface NoteListProps {
  notes: Note[];
  readOnly: boolean;
  onEdit: (note: Note) => void;
  onDeleted: (noteId: number) => void;
}

export function titleOf(note: Note, t: TFunction<'my-notes'>): string {
  return note.notes_title.trim() || t('list.untitled');
}

export function NoteList({ notes, readOnly, onEdit, onDeleted }: NoteListProps) {
  const { t } = useTranslation('my-notes');
  const [confirming, setConfirming] = useState<Note | null>(null);
  const deleting = useSubmit(t('list.deleteFailed'));

  async function remove(note: Note): Promise<void> {
    setConfirming(null);
    const done = await deleting.submit(
      async () => {
        await call(Notes.DeleteNote, { note_id: note.notes_id });
        // The call resolves to nothing; useSubmit's undefined means it failed.
        return true;
      },
      { toast: t('list.deleted') },
    );
    if (done) onDeleted(note.notes_id);
  }

  if (notes.length === 0)
    return <p className="sf-muted">{readOnly ? t('list.noneReadOnly') : t('list.none')}</p>;
  return (
    <>
      {deleting.problem && (
        <p className="sf-alert" role="alert">
          {deleting.problem}
        </p>
      )}
      <ul className="sf-notes">
        {notes.map((note) => {
          const title = titleOf(note, t);
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
                      aria-label={t('list.editLabel', { title })}
                      onPress={() => onEdit(note)}
                    >
                      {t('list.edit')}
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={t('list.deleteLabel', { title })}
                      isDisabled={deleting.busy}
                      onPress={() => setConfirming(note)}
                    >
                      {t('list.delete')}
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
        message={
          confirming ? t('list.deleteConfirm', { title: titleOf(confirming, t) }) : undefined
        }
        onConfirm={() => confirming && void remove(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
