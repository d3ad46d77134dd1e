/**
 * SPEC §2 /mynotes: a form (Title/Subject, Note text, Save) and the pupil's notes, each with
 * its date, title and formatted text; Edit and Delete on each note unless read-only.
 */
import { useCallback, useState } from 'react';
import {
  call,
  LoadProblem,
  Page,
  Spinner,
  useLoad,
  useSession,
  useTranslation,
  type Note,
} from '@skillfolio/shared';
import { Notes } from '@skillfolio/shared/contract';
import { NoteForm } from './NoteForm';
import { NoteList } from './NoteList';

export function MyNotesPage() {
  const { t } = useTranslation('my-notes');
  const user = useSession((s) => s.currentUser);
  const readOnly = user?.read_only ?? true;
  const userId = user?.user_id ?? 0;
  const notes = useLoad(
    useCallback(() => (userId ? call(Notes.GetMyNotes, { user_id: userId }) : null), [userId]),
  );
  // The note the form is editing; null: the form writes a new one.
  const [editing, setEditing] = useState<Note | null>(null);

  return (
    <Page title={t('page.title')}>
      {!readOnly && (
        <NoteForm
          // A fresh form for each note edited, so its fields start from that note.
          key={editing?.notes_id ?? 0}
          note={editing}
          onSaved={() => {
            setEditing(null);
            notes.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <h2>{t('page.yourNotes')}</h2>
      {notes.status === 'failed' && (
        <LoadProblem what={t('page.loadNotes')} onRetry={notes.reload} />
      )}
      {notes.status === 'loading' && !notes.data && <Spinner label={t('page.loading')} />}
      {notes.data && (
        <NoteList
          notes={notes.data}
          readOnly={readOnly}
          onEdit={setEditing}
          onDeleted={(noteId) => {
            if (editing?.notes_id === noteId) setEditing(null);
            notes.mutate((list) => (list ?? []).filter((n) => n.notes_id !== noteId));
          }}
        />
      )}
    </Page>
  );
}
