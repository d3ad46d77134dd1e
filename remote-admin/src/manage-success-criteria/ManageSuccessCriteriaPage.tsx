/**
 * SPEC §2 /admin/manageSuccessCriteria: a school project selector (the first project chosen,
 * the only one when there is one), that project's criteria in order, and Add New, Edit and
 * Delete (after "Are you sure"). Reordering is editing a criterion's order.
 */
import { useCallback, useState } from 'react';
import {
  Button,
  call,
  ConfirmDialog,
  DataTable,
  LoadProblem,
  Page,
  Select,
  Spinner,
  useLoad,
  useSession,
  useSubmit,
  type DataColumn,
  type SuccessCriterion,
} from '@skillfolio/shared';
import { Projects, Users } from '@skillfolio/shared/contract';
import { CriterionModal } from './CriterionModal';

/** SPEC §8: the school project list is empty. */
export const NO_PROJECTS = 'No projects. Please add a project';

/** The modal is open on a criterion, on a new one, or not at all. */
type Editing = { criterion: SuccessCriterion | null } | null;

const COLUMNS: DataColumn<SuccessCriterion>[] = [
  {
    id: 'ordering_index',
    header: 'Order',
    cell: (criterion) => criterion.ordering_index,
    value: (criterion) => criterion.ordering_index,
    // The kit makes the first column the row header unless told; the description names a row.
    isRowHeader: false,
  },
  {
    id: 'success_criteria_text',
    header: 'Description',
    cell: (criterion) => criterion.success_criteria_text,
    value: (criterion) => criterion.success_criteria_text,
    isRowHeader: true,
  },
];

/** One project's criteria by order (ties by age), as the server keeps them. */
export function criteriaOfProject(
  criteria: SuccessCriterion[],
  projectId: number,
): SuccessCriterion[] {
  return criteria
    .filter((criterion) => criterion.school_project_id === projectId)
    .sort(
      (a, b) =>
        a.ordering_index - b.ordering_index || a.success_criteria_id - b.success_criteria_id,
    );
}

/** SPEC §5: a new criterion's order is the highest existing order plus one (1 for the first). */
export function nextOrderOf(criteria: readonly SuccessCriterion[]): number {
  return (
    criteria.reduce((highest, criterion) => Math.max(highest, criterion.ordering_index), 0) + 1
  );
}

export function ManageSuccessCriteriaPage() {
  // Nothing loads until someone is logged in (the shell checks the session first).
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const projects = useLoad(
    useCallback(() => (userId ? call(Users.ListSchoolProjects) : null), [userId]),
  );
  const criteria = useLoad(
    useCallback(() => (userId ? call(Projects.ListSuccessCriteria) : null), [userId]),
  );
  const [chosenId, setChosenId] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SuccessCriterion | null>(null);
  const removal = useSubmit('The success criterion was not deleted. Please try again.');
  const list = projects.data ?? [];
  // SPEC §4: the only project is chosen; otherwise the first until the admin picks another.
  const project = list.find((p) => p.school_project_id === chosenId) ?? list[0];
  const projectId = project?.school_project_id ?? 0;
  const rows = criteriaOfProject(criteria.data ?? [], projectId);

  async function remove(criterion: SuccessCriterion): Promise<void> {
    setDeleting(null);
    const removed = await removal.submit(
      () =>
        call(Projects.DeleteCriterion, {
          criteria_id: criterion.success_criteria_id,
          school_project_id: criterion.school_project_id,
        }),
      { toast: 'Deleted' },
    );
    if (removed) criteria.reload();
  }

  return (
    <Page title="Manage Success Criteria">
      {projects.status === 'failed' && (
        <LoadProblem what="the school's projects" onRetry={projects.reload} />
      )}
      {projects.status === 'loading' && <Spinner label="Loading the projects" />}
      {projects.status === 'loaded' && list.length === 0 && <p>{NO_PROJECTS}</p>}
      {project && (
        <>
          <div className="sf-toolbar">
            <Select
              label="School project"
              options={list.map((p) => ({ id: p.school_project_id, name: p.project_name }))}
              selectedId={projectId}
              onChange={setChosenId}
            />
            <Button onPress={() => setEditing({ criterion: null })}>Add New</Button>
          </div>
          {removal.problem && (
            <p className="sf-alert" role="alert">
              {removal.problem}
            </p>
          )}
          {criteria.status === 'failed' && (
            <LoadProblem what="the success criteria" onRetry={criteria.reload} />
          )}
          {criteria.status === 'loading' && <Spinner label="Loading the success criteria" />}
          {criteria.status === 'loaded' && (
            <DataTable
              label={`Success criteria of ${project.project_name}`}
              columns={COLUMNS}
              rows={rows}
              rowKey={(criterion) => criterion.success_criteria_id}
              emptyText="No success criteria yet. Press Add New to add one."
              filterable
              actions={(criterion) => (
                <>
                  <Button
                    variant="secondary"
                    onPress={() => setEditing({ criterion })}
                    aria-label={`Edit ${criterion.success_criteria_text}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    onPress={() => setDeleting(criterion)}
                    aria-label={`Delete ${criterion.success_criteria_text}`}
                  >
                    Delete
                  </Button>
                </>
              )}
            />
          )}
        </>
      )}
      {editing && (
        <CriterionModal
          criterion={editing.criterion}
          projectId={projectId}
          nextOrder={nextOrderOf(rows)}
          onClose={(saved) => {
            setEditing(null);
            if (saved) criteria.reload();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        message={deleting?.success_criteria_text}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
