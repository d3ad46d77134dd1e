/** SPEC §2 /personalplan: the project's development areas, with Add and Edit unless read-only. */
import { useCallback, useState } from 'react';
import {
  Button,
  call,
  LoadProblem,
  Page,
  ProjectPicker,
  SafeHtml,
  Spinner,
  Switch,
  useLoad,
  useProjectSelection,
  useSession,
  useTranslation,
  type DevelopmentArea,
} from '@skillfolio/shared';
import { Plan } from '@skillfolio/shared/contract';
import { DevelopmentAreaModal } from './DevelopmentAreaModal';

/** The modal is open on an area, on a new one, or not at all. */
type Editing = { area: DevelopmentArea | null } | null;

export function PersonalPlanPage() {
  const { t } = useTranslation('personal-plan');
  const user = useSession((s) => s.currentUser);
  const readOnly = user?.read_only ?? true;
  const project = useProjectSelection();
  const [allDetail, setAllDetail] = useState(readOnly);
  const [editing, setEditing] = useState<Editing>(null);
  const userId = user?.user_id ?? 0;
  const projectId = project.projectId;
  const areas = useLoad(
    useCallback(
      () =>
        userId && projectId
          ? call(Plan.GetDevelopmentAreas, { user_id: userId, project_id: projectId })
          : null,
      [userId, projectId],
    ),
  );
  const rows = areas.data ?? [];
  const noProjects =
    project.projects.status === 'loaded' && (project.projects.data ?? []).length === 0;

  return (
    <Page title={t('title')}>
      {project.projects.status === 'failed' && (
        <LoadProblem what={t('load.projects')} onRetry={project.projects.reload} />
      )}
      {noProjects && <p>{t('noProjects')}</p>}
      {project.projectId > 0 && (
        <div className="sf-toolbar">
          <ProjectPicker selection={project} />
          <Switch label={t('showAllDetail')} isSelected={allDetail} onChange={setAllDetail} />
          {!readOnly && <Button onPress={() => setEditing({ area: null })}>{t('add')}</Button>}
        </div>
      )}
      {areas.status === 'failed' && <LoadProblem what={t('load.areas')} onRetry={areas.reload} />}
      {areas.status === 'loading' && project.projectId > 0 && (
        <Spinner label={t('loading.areas')} />
      )}
      {areas.status === 'loaded' && project.projectId > 0 && (
        <table className="sf-table">
          <caption className="sf-visually-hidden">{t('table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.area')}</th>
              <th scope="col">{t('table.reason')}</th>
              {allDetail && <th scope="col">{t('table.nextSteps')}</th>}
              {allDetail && <th scope="col">{t('table.done')}</th>}
              {!readOnly && (
                <th scope="col">
                  <span className="sf-visually-hidden">{t('table.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5} className="sf-muted">
                  {readOnly ? t('table.empty') : t('table.emptyAdd')}
                </td>
              </tr>
            )}
            {rows.map((area) => (
              <tr key={area.development_area_id}>
                <th scope="row">{area.skill_descriptor}</th>
                <td data-label={t('table.reason')}>{area.reason}</td>
                {allDetail && (
                  <td data-label={t('table.nextSteps')}>
                    <SafeHtml html={area.next_steps} />
                  </td>
                )}
                {allDetail && (
                  <td data-label={t('table.done')}>
                    <SafeHtml html={area.my_notes} />
                  </td>
                )}
                {!readOnly && (
                  <td>
                    <Button
                      variant="secondary"
                      onPress={() => setEditing({ area })}
                      aria-label={t('editArea', { skill: area.skill_descriptor })}
                    >
                      {t('edit')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <DevelopmentAreaModal
          area={editing.area}
          projectId={project.projectId}
          usedSkillIds={rows.filter((row) => row !== editing.area).map((row) => row.skill_id)}
          readOnly={readOnly}
          onClose={(changed) => {
            setEditing(null);
            if (changed) areas.reload();
          }}
        />
      )}
    </Page>
  );
}
