/**
 * SPEC §2 /reflections: a heading, a text box with no save action (the SPEC gives it none), and
 * the learner's past reflections with their dates.
 */
import { useCallback, useState } from 'react';
import {
  call,
  LoadProblem,
  Page,
  Spinner,
  TextField,
  useLoad,
  useSession,
  useTranslation,
} from '@skillfolio/shared';
import { MyEvidence } from '@skillfolio/shared/contract';

export function ReflectionsPage() {
  const { t } = useTranslation('reflections');
  const readOnly = useSession((s) => s.currentUser?.read_only ?? true);
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const reflections = useLoad(
    useCallback(() => (userId ? call(MyEvidence.GetReflections) : null), [userId]),
  );
  const [draft, setDraft] = useState('');
  const past = reflections.data ?? [];

  return (
    <Page title={t('title')}>
      <TextField
        label={t('label')}
        rows={4}
        value={draft}
        onChange={setDraft}
        isReadOnly={readOnly}
        description={t('description')}
      />
      <h2>{t('past')}</h2>
      {reflections.status === 'failed' && (
        <LoadProblem what={t('load')} onRetry={reflections.reload} />
      )}
      {reflections.status === 'loading' && <Spinner label={t('loading')} />}
      {reflections.status === 'loaded' && past.length === 0 && (
        <p className="sf-muted">{t('empty')}</p>
      )}
      {past.length > 0 && (
        <ul className="sf-reflections">
          {past.map((reflection, index) => (
            // Reflections carry no id; the list is newest first and only ever reloaded whole.
            <li key={`${index}-${reflection.CreateDateString}`} className="sf-reflection">
              <p className="sf-muted sf-reflection__date">{reflection.CreateDateString}</p>
              <p className="sf-reflection__text">{reflection.reflection_text}</p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
