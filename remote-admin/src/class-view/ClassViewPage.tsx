/**
 * /class: a staff member's class at a glance. Choose a project, a class of the school's roster
 * (or every pupil of the project) and a round (every pupil's assessment of one name); see each
 * pupil's own grades, the class average and its change since the previous round, who has not
 * rated themselves yet, and step-ups with their evidence; open a pupil to rate beside them;
 * export the grid as CSV.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  call,
  LoadProblem,
  Page,
  Picker,
  preloadDataTable,
  Spinner,
  Stylesheet,
  useLoad,
  useSession,
  useTranslation,
} from '@skillfolio/shared';
import { Teaching } from '@skillfolio/shared/contract';
import { useClassProjects } from './useClassProjects';
import { ALL_PUPILS, useClassChoice } from './useClassChoice';
import { ClassGrid } from './ClassGrid';
import classViewCss from './classView.css';

export function ClassViewPage() {
  const { t } = useTranslation('class-view');
  const { projects, projectList, chosenProject, chosenProjectId, setProjectId } =
    useClassProjects();
  const { classes, classList, classId, chosenClass, chooseClass } = useClassChoice();
  const schoolWide = useSession(
    (s) => s.currentUser?.is_schoolAdmin === true || s.currentUser?.is_Admin === true,
  );
  // The grid waits for the classes: drawn for every pupil first, it would be drawn again for
  // the teacher's class a moment later.
  const gridClassId = classes.status === 'loading' ? null : classId;

  const rounds = useLoad(
    useCallback(
      () =>
        chosenProjectId ? call(Teaching.ClassRounds, { school_project_id: chosenProjectId }) : null,
      [chosenProjectId],
    ),
  );
  const roundList = rounds.data ?? [];
  const [roundIndex, setRoundIndex] = useState<number | null>(null);
  // A new project starts on its newest round: the one a teacher most often wants.
  useEffect(() => setRoundIndex(null), [chosenProjectId]);
  const index = roundIndex ?? roundList.length - 1;
  const roundName = roundList[index]?.assessment_name ?? '';

  const view = useLoad(
    useCallback(
      () =>
        chosenProjectId && roundName && gridClassId !== null
          ? call(Teaching.ClassView, {
              school_project_id: chosenProjectId,
              assessment_name: roundName,
              ...(gridClassId === ALL_PUPILS ? {} : { class_id: gridClassId }),
            })
          : null,
      [chosenProjectId, roundName, gridClassId],
    ),
  );

  // The grid's tables bring code of their own: the class is drawn once that is here too, or
  // the headings and text below each table moved down when it arrived (layout shift).
  const tableCode = useLoad(preloadDataTable);
  const classReady = view.status === 'loaded' && tableCode.status === 'loaded';

  return (
    <Page title={t('title')}>
      <Stylesheet name="sf-class-view" css={classViewCss} />
      {projects.status === 'loading' && <Spinner label={t('loadingProjects')} />}
      {projects.status === 'failed' && (
        <LoadProblem what={t('yourProjects')} onRetry={projects.reload} />
      )}
      {classes.status === 'failed' && (
        <LoadProblem what={t('yourClasses')} onRetry={classes.reload} />
      )}
      {projects.status === 'loaded' && projectList.length === 0 && <p>{t('noProject')}</p>}
      {/* Drawn whole once the assessments are in: the Assessment picker arriving later moved
          what was drawn beside it (layout shift). */}
      {chosenProject && rounds.status !== 'loading' && classes.status !== 'loading' && (
        <div className="sf-toolbar">
          <Picker
            label={t('project')}
            options={projectList.map((p) => ({ id: p.school_project_id, name: p.project_name }))}
            selectedId={chosenProjectId}
            onChange={setProjectId}
          />
          {projectList.length === 1 && (
            <p className="sf-muted">{t('onlyProject', { project: chosenProject.project_name })}</p>
          )}
          <Picker
            label={t('class')}
            options={[
              { id: ALL_PUPILS, name: t('allPupils') },
              ...classList.map((c) => ({ id: c.class_id, name: c.title })),
            ]}
            selectedId={classId}
            onChange={chooseClass}
          />
          {classes.status === 'loaded' && classList.length === 0 && (
            <p className="sf-muted">{t(schoolWide ? 'noClasses' : 'noClassesOfYours')}</p>
          )}
          <Picker
            label={t('assessment')}
            options={roundList.map((r, i) => ({ id: i + 1, name: r.assessment_name }))}
            selectedId={index + 1}
            onChange={(id) => setRoundIndex(id - 1)}
          />
          {roundList.length === 1 && (
            <p className="sf-muted">{t('onlyAssessment', { round: roundName })}</p>
          )}
        </div>
      )}
      {rounds.status === 'failed' && (
        <LoadProblem what={t('theAssessments')} onRetry={rounds.reload} />
      )}
      {rounds.status === 'loaded' && chosenProject && roundList.length === 0 && (
        <p>{t('noAssessments', { project: chosenProject.project_name })}</p>
      )}
      {roundName !== '' &&
        (view.status === 'loading' ||
          (view.status === 'loaded' && tableCode.status === 'loading')) && (
          <Spinner label={t('loadingClass')} />
        )}
      {view.status === 'failed' && <LoadProblem what={t('theClass')} onRetry={view.reload} />}
      {tableCode.status === 'failed' && (
        <LoadProblem what={t('theClass')} onRetry={tableCode.reload} />
      )}
      {classReady && view.data && chosenProject && (
        <ClassGrid
          view={view.data}
          projectId={chosenProject.school_project_id}
          projectName={chosenProject.project_name}
          classTitle={chosenClass?.title ?? null}
          onRated={view.reload}
        />
      )}
    </Page>
  );
}
