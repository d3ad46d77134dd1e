/** When the school's roster was last applied, and the classes it holds now. */
import type { RosterSyncState } from '@skillfolio/shared';
import { yearGroupLabel } from '@skillfolio/shared/wire';
import { applySummary } from './PreviewSummary';
import { schoolYearText } from './schoolYear';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function LastSync({ state }: { state: RosterSyncState }) {
  const last = state.lastApplied;
  return (
    <section className="sf-card sf-roster__last" aria-labelledby="sf-roster-last">
      <h2 id="sf-roster-last">Your school now</h2>
      {last === null ? (
        <p>No roster has been applied yet.</p>
      ) : (
        <p>
          Last roster applied on {WHEN.format(new Date(last.appliedAt))}
          {last.schoolYear === null ? '' : `, for ${schoolYearText(last.schoolYear)}`}
          {last.source === 'pull' ? ' (pulled from the MIS)' : ''}: {applySummary(last.counts)}
        </p>
      )}
      {state.classes.length === 0 ? (
        <p>No classes yet: a roster brings them.</p>
      ) : (
        <details>
          <summary>{state.classes.length.toLocaleString('en-GB')} classes</summary>
          <div className="sf-import-preview" role="region" aria-label="Classes" tabIndex={0}>
            <table className="sf-import-table">
              <thead>
                <tr>
                  <th scope="col">Class</th>
                  <th scope="col">Year</th>
                  <th scope="col">Pupils</th>
                  <th scope="col">Staff</th>
                </tr>
              </thead>
              <tbody>
                {state.classes.map((cls, index) => (
                  <tr key={index}>
                    <th scope="row">{cls.title}</th>
                    <td>{cls.yearGroup === null ? '' : yearGroupLabel(cls.yearGroup)}</td>
                    <td>{cls.pupils}</td>
                    <td>{cls.staff}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}
