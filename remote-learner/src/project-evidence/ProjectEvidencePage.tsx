/**
 * SPEC §2 /projectevidence: a school project picker (hidden with one project, which is chosen),
 * then the learner's evidence in that project against its success criteria. The pupil adds
 * evidence (Add evidence), edits and removes their own; a parent's session only reads.
 */
import { useCallback, useState } from 'react';
import {
  Button,
  call,
  ConfirmDialog,
  LoadProblem,
  Page,
  Picker,
  Spinner,
  useLoad,
  useSession,
  useSubmit,
  useTranslation,
  type Evidence,
} from '@skillfolio/shared';
import { LearnerResources, MyEvidence } from '@skillfolio/shared/contract';
import { EvidenceModal } from './EvidenceModal';
import { EvidenceTable } from './EvidenceTable';

export function ProjectEvidencePage() {
  const { t } = useTranslation(['project-evidence', 'wire']);
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const readOnly = useSession((s) => s.currentUser?.read_only ?? true);
  // The piece being edited; 'new' while adding; null with the modal closed.
  const [editing, setEditing] = useState<Evidence | 'new' | null>(null);
  const [removing, setRemoving] = useState<Evidence | null>(null);
  const remover = useSubmit(t('page.removeFailed'));
  const projects = useLoad(
    useCallback(() => (userId ? call(LearnerResources.GetSchoolProjects) : null), [userId]),
  );
  const remembered = useSession((s) => s.selectedProjectId);
  const [chosenId, setChosenId] = useState(0);
  const list = projects.data ?? [];
  // SPEC §4: one project is chosen for the user; otherwise the first, unless the user is
  // already working in one of them.
  const projectId =
    list.find((p) => p.school_project_id === chosenId)?.school_project_id ??
    list.find((p) => p.school_project_id === remembered)?.school_project_id ??
    list[0]?.school_project_id ??
    0;
  const project = list.find((p) => p.school_project_id === projectId);
  const evidence = useLoad(
    useCallback(
      () =>
        projectId ? call(MyEvidence.GetProjectEvidence, { school_project_id: projectId }) : null,
      [projectId],
    ),
  );
  const criteria = useLoad(
    useCallback(
      () =>
        projectId && !readOnly
          ? call(MyEvidence.GetProjectCriteria, { school_project_id: projectId })
          : null,
      [projectId, readOnly],
    ),
  );

  async function remove(piece: Evidence): Promise<void> {
    setRemoving(null);
    const done = await remover.submit(
      async () => {
        await call(MyEvidence.RemoveEvidence, { evidence_id: piece.evidence_id });
        return true;
      },
      { toast: t('page.removed') },
    );
    if (done) evidence.reload();
  }

  return (
    <Page title={t('page.title')}>
      {projects.status === 'failed' && (
        <LoadProblem what={t('page.loadProjects')} onRetry={projects.reload} />
      )}
      {projects.status === 'loading' && <Spinner label={t('page.loadingProjects')} />}
      {/* SPEC §8: the school project list is empty. */}
      {projects.status === 'loaded' && list.length === 0 && <p>{t('page.noProjects')}</p>}
      {project && (
        <>
          <div className="sf-toolbar">
            <Picker
              label={t('page.project')}
              options={list.map((p) => ({ id: p.school_project_id, name: p.project_name }))}
              selectedId={projectId}
              onChange={setChosenId}
            />
          </div>
          <h2>{project.project_name}</h2>
          {!readOnly && (
            <div className="sf-toolbar">
              <Button onPress={() => setEditing('new')}>{t('wire:EVIDENCE_TEXTS.add')}</Button>
            </div>
          )}
          {remover.problem && (
            <p className="sf-alert" role="alert">
              {remover.problem}
            </p>
          )}
          {evidence.status === 'failed' && (
            <LoadProblem what={t('page.loadEvidence')} onRetry={evidence.reload} />
          )}
          {evidence.status === 'loading' && <Spinner label={t('page.loadingEvidence')} />}
          {evidence.status === 'loaded' && evidence.data && (
            <EvidenceTable
              caption={t('page.caption', { project: project.project_name })}
              evidence={evidence.data}
              {...(readOnly ? {} : { onEdit: setEditing, onRemove: setRemoving })}
            />
          )}
          {editing !== null && (
            <EvidenceModal
              projectId={projectId}
              criteria={criteria.data ?? []}
              evidence={editing === 'new' ? null : editing}
              onClose={(saved) => {
                setEditing(null);
                if (saved) evidence.reload();
              }}
            />
          )}
          <ConfirmDialog
            isOpen={removing !== null}
            message={t('wire:EVIDENCE_TEXTS.removeConfirm')}
            confirmLabel={t('wire:EVIDENCE_TEXTS.remove')}
            onConfirm={() => removing && void remove(removing)}
            onCancel={() => setRemoving(null)}
          />
        </>
      )}
    </Page>
  );
}
