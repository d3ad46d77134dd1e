/**
 * SPEC §2 /admin/manageProjects: the school's projects, Add Project and Edit Project; and who
 * takes each project (its classes and year groups, whose pupils join it).
 */
import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  call,
  DataTable,
  LoadProblem,
  Page,
  Spinner,
  useLoad,
  useSession,
  useTranslation,
  type DataColumn,
  type SchoolProject,
} from '@skillfolio/shared';
import { Projects, Users } from '@skillfolio/shared/contract';
import { AudienceModal } from './AudienceModal';
import { audienceSummary } from './audienceText';
import { ProjectModal } from './ProjectModal';

/** The modal is open on a project, on a new one, or not at all. */
type Editing = { project: SchoolProject | null } | null;

export function ManageProjectsPage() {
  const { t } = useTranslation(['manage-projects', 'wire']);
  // Nothing loads until someone is logged in (the shell checks the session first).
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const projects = useLoad(
    useCallback(() => (userId ? call(Users.ListSchoolProjects) : null), [userId]),
  );
  const audiences = useLoad(
    useCallback(() => (userId ? call(Projects.ProjectAudiences) : null), [userId]),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [whoTakes, setWhoTakes] = useState<SchoolProject | null>(null);

  const columns = useMemo<DataColumn<SchoolProject>[]>(() => {
    const of = (project: SchoolProject) =>
      (audiences.data?.audiences ?? []).filter(
        (a) => a.school_project_id === project.school_project_id,
      );
    return [
      {
        id: 'project_name',
        header: t('columns.project'),
        cell: (project) => project.project_name,
        value: (project) => project.project_name,
        isRowHeader: true,
      },
      {
        id: 'who_takes',
        header: t('columns.whoTakes'),
        cell: (project) => (audiences.data ? audienceSummary(t, of(project)) : ''),
      },
    ];
  }, [audiences.data, t]);

  return (
    <Page title={t('page.title')}>
      <div className="sf-toolbar">
        <Button onPress={() => setEditing({ project: null })}>{t('page.addProject')}</Button>
      </div>
      {projects.status === 'failed' && (
        <LoadProblem what={t('page.loadProjects')} onRetry={projects.reload} />
      )}
      {audiences.status === 'failed' && (
        <LoadProblem what={t('page.loadAudiences')} onRetry={audiences.reload} />
      )}
      {(projects.status === 'loading' || audiences.status === 'loading') && (
        <Spinner label={t('page.loading')} />
      )}
      {projects.status === 'loaded' && audiences.status !== 'loading' && (
        <DataTable
          label={t('page.tableLabel')}
          columns={columns}
          rows={projects.data ?? []}
          rowKey={(project) => project.school_project_id}
          emptyText={t('page.empty')}
          filterable
          actions={(project) => (
            <>
              <Button
                variant="secondary"
                onPress={() => setEditing({ project })}
                aria-label={t('page.editProject', { project: project.project_name })}
              >
                {t('page.edit')}
              </Button>
              {audiences.data && (
                <Button
                  variant="secondary"
                  onPress={() => setWhoTakes(project)}
                  aria-label={t('page.whoTakesItOf', { project: project.project_name })}
                >
                  {t('page.whoTakesIt')}
                </Button>
              )}
            </>
          )}
        />
      )}
      {editing && (
        <ProjectModal
          project={editing.project}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              projects.reload();
              audiences.reload();
            }
          }}
        />
      )}
      {whoTakes && audiences.data && (
        <AudienceModal
          project={whoTakes}
          school={audiences.data}
          onClose={(saved) => {
            setWhoTakes(null);
            if (saved) audiences.reload();
          }}
        />
      )}
    </Page>
  );
}
