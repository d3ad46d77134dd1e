/**
 * SPEC §2 /admin/manageSuccessCriteria: a school project selector (the first project chosen,
 * the only one when there is one), that project's criteria in order, and Add New, Edit and
 * Delete (after "Are you sure"). Reordering is editing a criterion's order.
 */
import { useCallback, useMemo, useState } from 'react';
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
  useTranslation,
  type DataColumn,
  type SuccessCriterion,
} from '@skillfolio/shared';
import { Projects, Users } from '@skillfolio/shared/contract';
import { CriterionModal } from './CriterionModal';

/** The modal is open on a criterion, on a new one, or not at all. */
type Editing = { criterion: SuccessCriterion | null } | null;

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
  const { t } = useTranslation('manage-success-criteria');
  const columns = useMemo<DataColumn<SuccessCriterion>[]>(
    () => [
      {
        id: 'ordering_index',
        header: t('columns.order'),
        cell: (criterion) => criterion.ordering_index,
        value: (criterion) => criterion.ordering_index,
        // The kit makes the first column the row header unless told; the description names a row.
        isRowHeader: false,
      },
      {
        id: 'success_criteria_text',
        header: t('columns.description'),
        cell: (criterion) => criterion.success_criteria_text,
        value: (criterion) => criterion.success_criteria_text,
        isRowHeader: true,
      },
    ],
    [t],
  );
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
  const removal = useSubmit(t('page.notDeleted'));
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
      { toast: t('page.deleted') },
    );
    if (removed) criteria.reload();
  }

  return (
    <Page title={t('page.title')}>
      {projects.status === 'failed' && (
        <LoadProblem what={t('page.loadProjects')} onRetry={projects.reload} />
      )}
      {projects.status === 'loading' && <Spinner label={t('page.loadingProjects')} />}
      {projects.status === 'loaded' && list.length === 0 && <p>{t('page.noProjects')}</p>}
      {project && (
        <>
          <div className="sf-toolbar">
            <Select
              label={t('page.schoolProject')}
              options={list.map((p) => ({ id: p.school_project_id, name: p.project_name }))}
              selectedId={projectId}
              onChange={setChosenId}
            />
            <Button onPress={() => setEditing({ criterion: null })}>{t('page.addNew')}</Button>
          </div>
          {removal.problem && (
            <p className="sf-alert" role="alert">
              {removal.problem}
            </p>
          )}
          {criteria.status === 'failed' && (
            <LoadProblem what={t('page.loadCriteria')} onRetry={criteria.reload} />
          )}
          {criteria.status === 'loading' && <Spinner label={t('page.loadingCriteria')} />}
          {criteria.status === 'loaded' && (
            <DataTable
              label={t('page.tableLabel', { project: project.project_name })}
              columns={columns}
              rows={rows}
              rowKey={(criterion) => criterion.success_criteria_id}
              emptyText={t('page.empty')}
              filterable
              actions={(criterion) => (
                <>
                  <Button
                    variant="secondary"
                    onPress={() => setEditing({ criterion })}
                    aria-label={t('page.editCriterion', {
                      criterion: criterion.success_criteria_text,
                    })}
                  >
                    {t('page.edit')}
                  </Button>
                  <Button
                    variant="danger"
                    onPress={() => setDeleting(criterion)}
                    aria-label={t('page.deleteCriterion', {
                      criterion: criterion.success_criteria_text,
                    })}
                  >
                    {t('page.delete')}
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
