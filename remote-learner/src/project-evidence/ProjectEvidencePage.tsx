/**
 * SPEC §2 /projectevidence: a school project picker (hidden with one project, which is chosen),
 * then the learner's evidence in that project against its success criteria.
 */
import { useCallback, useState } from 'react';
import {
  call,
  LearnerResources,
  LoadProblem,
  MyEvidence,
  Page,
  Picker,
  Spinner,
  useLoad,
  useSession,
} from '@skillfolio/shared';
import { EvidenceTable } from './EvidenceTable';

/** SPEC §8: the school project list is empty. */
export const NO_PROJECTS = 'No projects. Please add a project';

export function ProjectEvidencePage() {
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
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

  return (
    <Page title="Project Evidence">
      {projects.status === 'failed' && (
        <LoadProblem what="the school's projects" onRetry={projects.reload} />
      )}
      {projects.status === 'loading' && <Spinner label="Loading the projects" />}
      {projects.status === 'loaded' && list.length === 0 && <p>{NO_PROJECTS}</p>}
      {project && (
        <>
          <div className="sf-toolbar">
            <Picker
              label="School project"
              options={list.map((p) => ({ id: p.school_project_id, name: p.project_name }))}
              selectedId={projectId}
              onChange={setChosenId}
            />
          </div>
          <h2>{project.project_name}</h2>
          {evidence.status === 'failed' && (
            <LoadProblem what="the evidence" onRetry={evidence.reload} />
          )}
          {evidence.status === 'loading' && <Spinner label="Loading the evidence" />}
          {evidence.status === 'loaded' && evidence.data && (
            <EvidenceTable
              caption={`Evidence for ${project.project_name}`}
              evidence={evidence.data}
            />
          )}
        </>
      )}
    </Page>
  );
}
