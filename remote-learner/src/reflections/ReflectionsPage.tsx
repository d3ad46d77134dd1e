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
} from '@skillfolio/shared';
import { MyEvidence } from '@skillfolio/shared/contract';

export function ReflectionsPage() {
  const readOnly = useSession((s) => s.currentUser?.read_only ?? true);
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const reflections = useLoad(
    useCallback(() => (userId ? call(MyEvidence.GetReflections) : null), [userId]),
  );
  const [draft, setDraft] = useState('');
  const past = reflections.data ?? [];

  return (
    <Page title="Reflections">
      <TextField
        label="Reflection"
        rows={4}
        value={draft}
        onChange={setDraft}
        isReadOnly={readOnly}
        description="A place to think things through. What you write here is not saved."
      />
      <h2>Past reflections</h2>
      {reflections.status === 'failed' && (
        <LoadProblem what="your reflections" onRetry={reflections.reload} />
      )}
      {reflections.status === 'loading' && <Spinner label="Loading your reflections" />}
      {reflections.status === 'loaded' && past.length === 0 && (
        <p className="sf-muted">There are no reflections yet.</p>
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
