/** The open next steps of the chosen project's development areas (SPEC §2 personal plan). */
import { useCallback } from 'react';
import { call, LoadProblem, SafeHtml, Spinner, useLoad, useTranslation } from '@skillfolio/shared';
import { Plan } from '@skillfolio/shared/contract';

export function NextSteps({ userId, projectId }: { userId: number; projectId: number }) {
  const { t } = useTranslation('dashboard');
  const areas = useLoad(
    useCallback(
      () =>
        userId && projectId
          ? call(Plan.GetDevelopmentAreas, { user_id: userId, project_id: projectId })
          : null,
      [userId, projectId],
    ),
  );
  const list = areas.data ?? [];
  // next_steps is the open steps as a list, '' when the area has none.
  const withSteps = list.filter((area) => area.next_steps.trim() !== '');

  return (
    <section aria-labelledby="sf-dashboard-steps" className="sf-dashboard__section">
      <h2 id="sf-dashboard-steps">{t('nextSteps.heading')}</h2>
      {areas.status === 'failed' && (
        <LoadProblem what={t('nextSteps.load')} onRetry={areas.reload} />
      )}
      {areas.status === 'loading' && <Spinner label={t('nextSteps.loading')} />}
      {areas.status === 'loaded' && withSteps.length === 0 && (
        <p className="sf-muted">{t('nextSteps.empty')}</p>
      )}
      {withSteps.map((area) => (
        <div key={area.development_area_id} className="sf-dashboard__steps">
          <h3>{area.skill_descriptor}</h3>
          <SafeHtml html={area.next_steps} />
        </div>
      ))}
    </section>
  );
}
