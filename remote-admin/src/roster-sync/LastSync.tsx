/** When the school's roster was last applied, and the classes it holds now. */
import type { RosterSyncState } from '@skillfolio/shared';
import { yearGroupLabel } from '@skillfolio/shared/wire';
import { applySummary } from './PreviewSummary';
import { RosterTable } from './RosterTable';
import { schoolYearText } from './schoolYear';
import { whenText } from './when';

export function LastSync({ state }: { state: RosterSyncState }) {
  const last = state.lastApplied;
  return (
    <section className="sf-card sf-roster__last" aria-labelledby="sf-roster-last">
      <h2 id="sf-roster-last">Your school now</h2>
      {last === null ? (
        <p>No roster has been applied yet.</p>
      ) : (
        <p>
          Last roster applied on {whenText(last.appliedAt)}
          {last.schoolYear === null ? '' : `, for ${schoolYearText(last.schoolYear)}`}
          {last.source === 'pull' ? ' (pulled from the MIS)' : ''}: {applySummary(last.counts)}
        </p>
      )}
      {state.classes.length === 0 ? (
        <p>No classes yet: a roster brings them.</p>
      ) : (
        <details>
          <summary>{state.classes.length.toLocaleString('en-GB')} classes</summary>
          <RosterTable
            label="Classes"
            columns={['Class', 'Year', 'Pupils', 'Staff']}
            rows={state.classes}
            cells={(cls) => [
              cls.title,
              cls.yearGroup === null ? '' : yearGroupLabel(cls.yearGroup),
              cls.pupils,
              cls.staff,
            ]}
          />
        </details>
      )}
    </section>
  );
}
