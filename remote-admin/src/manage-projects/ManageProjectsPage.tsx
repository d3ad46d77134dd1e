/** SPEC §2 /admin/manageProjects: the school's projects, Add Project and Edit Project. */
import { useCallback, useState } from 'react';
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
import { Users } from '@skillfolio/shared/contract';
import { ProjectModal } from './ProjectModal';

/** The modal is open on a project, on a new one, or not at all. */
type Editing = { project: SchoolProject | null } | null;

const COLUMNS: DataColumn<SchoolProject>[] = [
  {
    id: 'project_name',
    header: 'Project',
    cell: (project) => project.project_name,
    value: (project) => project.project_name,
    isRowHeader: true,
  },
];

export function ManageProjectsPage() {
  // Nothing loads until someone is logged in (the shell checks the session first).
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const projects = useLoad(
    useCallback(() => (userId ? call(Users.ListSchoolProjects) : null), [userId]),
  );
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Page title="Manage Projects">
      <div className="sf-toolbar">
        <Button onPress={() => setEditing({ project: null })}>Add Project</Button>
      </div>
      {projects.status === 'failed' && (
        <LoadProblem what="the school's projects" onRetry={projects.reload} />
      )}
      {projects.status === 'loading' && <Spinner label="Loading the projects" />}
      {projects.status === 'loaded' && (
        <DataTable
          label="Projects"
          columns={COLUMNS}
          rows={projects.data ?? []}
          rowKey={(project) => project.school_project_id}
          emptyText="No projects. Please add a project"
          filterable
          actions={(project) => (
            <Button
              variant="secondary"
              onPress={() => setEditing({ project })}
              aria-label={`Edit ${project.project_name}`}
            >
              Edit
            </Button>
          )}
        />
      )}
      {editing && (
        <ProjectModal
          project={editing.project}
          onClose={(saved) => {
            setEditing(null);
            if (saved) projects.reload();
          }}
        />
      )}
    </Page>
  );
}
