/** When the school's roster was last applied, and the classes it holds now. */
import { useFormat, useTranslation, type RosterSyncState } from '@skillfolio/shared';
import { applySummary } from './PreviewSummary';
import { yearText } from './rosterWords';
import { RosterTable } from './RosterTable';
import { schoolYearText } from './schoolYear';
import { whenText } from './when';

export function LastSync({ state }: { state: RosterSyncState }) {
  const { t } = useTranslation(['roster-sync', 'wire']);
  const f = useFormat();
  const last = state.lastApplied;
  const lastText = () => {
    if (last === null) return '';
    const values = {
      when: whenText(last.appliedAt, f),
      summary: applySummary(last.counts, t, f),
      year: last.schoolYear === null ? '' : schoolYearText(last.schoolYear),
    };
    const pulled = last.source === 'pull';
    if (last.schoolYear === null) return t(pulled ? 'last.appliedPulled' : 'last.applied', values);
    return t(pulled ? 'last.appliedForPulled' : 'last.appliedFor', values);
  };
  return (
    <section className="sf-card sf-roster__last" aria-labelledby="sf-roster-last">
      <h2 id="sf-roster-last">{t('last.heading')}</h2>
      {last === null ? <p>{t('last.never')}</p> : <p>{lastText()}</p>}
      {state.classes.length === 0 ? (
        <p>{t('last.noClasses')}</p>
      ) : (
        <details>
          <summary>
            {t('last.classes', {
              count: state.classes.length,
              n: f.number(state.classes.length),
            })}
          </summary>
          <RosterTable
            label={t('last.classesLabel')}
            columns={[t('column.class'), t('column.year'), t('column.pupils'), t('column.staff')]}
            rows={state.classes}
            cells={(cls) => [
              cls.title,
              cls.yearGroup === null ? '' : yearText(cls.yearGroup, t),
              cls.pupils,
              cls.staff,
            ]}
          />
        </details>
      )}
    </section>
  );
}
