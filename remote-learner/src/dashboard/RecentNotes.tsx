/** The learner's latest notes: date and title, and a way to all of them. */
import { useCallback } from 'react';
import { call, Link, LoadProblem, Spinner, useLoad, useTranslation } from '@skillfolio/shared';
import { Notes } from '@skillfolio/shared/contract';

const SHOWN = 3;

export function RecentNotes({ userId }: { userId: number }) {
  const { t } = useTranslation('dashboard');
  const notes = useLoad(
    useCallback(() => (userId ? call(Notes.GetMyNotes, { user_id: userId }) : null), [userId]),
  );
  const recent = (notes.data ?? []).slice(0, SHOWN);

  return (
    <section aria-labelledby="sf-dashboard-notes" className="sf-dashboard__section">
      <h2 id="sf-dashboard-notes">{t('notes.heading')}</h2>
      {notes.status === 'failed' && <LoadProblem what={t('notes.load')} onRetry={notes.reload} />}
      {notes.status === 'loading' && <Spinner label={t('notes.loading')} />}
      {notes.status === 'loaded' && recent.length === 0 && (
        <p className="sf-muted">{t('notes.empty')}</p>
      )}
      {recent.length > 0 && (
        <ul className="sf-recent-notes">
          {recent.map((note) => (
            <li key={note.notes_id}>
              <span className="sf-muted">{note.start_date_local_string}</span>{' '}
              {note.notes_title.trim() || t('notes.untitled')}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/mynotes">{t('notes.all')}</Link>
      </p>
    </section>
  );
}
