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
        header: 'Project',
        cell: (project) => project.project_name,
        value: (project) => project.project_name,
        isRowHeader: true,
      },
      {
        id: 'who_takes',
        header: 'Who takes it',
        cell: (project) => (audiences.data ? audienceSummary(of(project)) : ''),
      },
    ];
  }, [audiences.data]);

  return (
    <Page title="Manage Projects">
      <div className="sf-toolbar">
        <Button onPress={() => setEditing({ project: null })}>Add Project</Button>
      </div>
      {projects.status === 'failed' && (
        <LoadProblem what="the school's projects" onRetry={projects.reload} />
      )}
      {audiences.status === 'failed' && (
        <LoadProblem what="who takes each project" onRetry={audiences.reload} />
      )}
      {(projects.status === 'loading' || audiences.status === 'loading') && (
        <Spinner label="Loading the projects" />
      )}
      {projects.status === 'loaded' && audiences.status !== 'loading' && (
        <DataTable
          label="Projects"
          columns={columns}
          rows={projects.data ?? []}
          rowKey={(project) => project.school_project_id}
          emptyText="No projects. Please add a project"
          filterable
          actions={(project) => (
            <>
              <Button
                variant="secondary"
                onPress={() => setEditing({ project })}
                aria-label={`Edit ${project.project_name}`}
              >
                Edit
              </Button>
              {audiences.data && (
                <Button
                  variant="secondary"
                  onPress={() => setWhoTakes(project)}
                  aria-label={`Who takes it: ${project.project_name}`}
                >
                  Who takes it
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
