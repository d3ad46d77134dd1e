/**
 * /dashboard: progress over time (a chart and the same figures as a table), the open next
 * steps of the personal plan, and the latest notes, for the chosen project.
 */
import { lazy, Suspense, useCallback } from 'react';
import {
  call,
  LoadProblem,
  Page,
  ProjectPicker,
  Spinner,
  useLoad,
  useProjectSelection,
  useSession,
  useTranslation,
} from '@skillfolio/shared';
import { SelfAssessment } from '@skillfolio/shared/contract';
import { NextSteps } from './NextSteps';
import { ProgressTable } from './ProgressTable';
import { RecentNotes } from './RecentNotes';

// Its own chunk, fetched only when a dashboard with assessments renders it.
const ProgressChart = lazy(
  () => import(/* webpackChunkName: "progress-chart" */ './ProgressChart'),
);

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const project = useProjectSelection();
  const projectId = project.projectId;
  const progress = useLoad(
    useCallback(
      () =>
        userId && projectId
          ? call(SelfAssessment.GetProgress, { user_id: userId, project_id: projectId })
          : null,
      [userId, projectId],
    ),
  );
  // The session already says how many projects there are: room for the picker is kept while
  // they load, so the progress below is not pushed down when it appears (layout shift).
  const pickerExpected =
    (useSession((s) => s.currentUser?.project_ids) ?? '').split(',').filter(Boolean).length > 1;
  const reservePicker = pickerExpected && project.projects.status === 'loading';
  const noProjects =
    project.projects.status === 'loaded' && (project.projects.data ?? []).length === 0;

  return (
    <Page title={t('title')}>
      {project.projects.status === 'failed' && (
        <LoadProblem what={t('load.projects')} onRetry={project.projects.reload} />
      )}
      {(project.projectId > 0 || reservePicker) && (
        <div className={reservePicker ? 'sf-toolbar sf-toolbar--reserved' : 'sf-toolbar'}>
          {project.projectId > 0 && <ProjectPicker selection={project} />}
        </div>
      )}
      {/* One boundary for the chart's code and all below it: until the chart's chunk is in,
          nothing under it is drawn, so nothing is pushed down the window when it arrives. */}
      <Suspense fallback={<Spinner label={t('loading.chart')} />}>
        <section aria-labelledby="sf-dashboard-progress" className="sf-dashboard__section">
          <h2 id="sf-dashboard-progress">{t('progress.heading')}</h2>
          {noProjects && <p>{t('progress.noProjects')}</p>}
          {project.projects.status === 'loading' && <Spinner label={t('loading.projects')} />}
          {progress.status === 'failed' && (
            <LoadProblem what={t('load.progress')} onRetry={progress.reload} />
          )}
          {progress.status === 'loading' && projectId > 0 && (
            <Spinner label={t('loading.progress')} />
          )}
          {progress.status === 'loaded' &&
            progress.data &&
            (progress.data.assessments.length === 0 ? (
              <p>{t('progress.noAssessments')}</p>
            ) : (
              <>
                <ProgressChart progress={progress.data} />
                <ProgressTable progress={progress.data} />
              </>
            ))}
        </section>
        {/* Below the progress, shown once it is in: drawn sooner, they would be pushed down the
          window as the chart arrived (layout shift). */}
        {progress.status !== 'loading' && project.projects.status !== 'loading' && (
          <>
            {projectId > 0 && <NextSteps userId={userId} projectId={projectId} />}
            <RecentNotes userId={userId} />
          </>
        )}
      </Suspense>
    </Page>
  );
}
