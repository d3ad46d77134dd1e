/** /myevidence: the learner's evidence in each of their projects, against its success criteria. */
import { useCallback } from 'react';
import {
  call,
  LoadProblem,
  Page,
  Spinner,
  useLoad,
  useSession,
  useTranslation,
} from '@skillfolio/shared';
import { MyEvidence } from '@skillfolio/shared/contract';
import { EvidenceTable } from '../project-evidence/EvidenceTable';

export function MyEvidencePage() {
  const { t } = useTranslation('my-evidence');
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const projects = useLoad(
    useCallback(
      () => (userId ? call(MyEvidence.GetMyEvidence, { user_id: userId }) : null),
      [userId],
    ),
  );

  return (
    <Page title={t('title')}>
      {projects.status === 'failed' && (
        <LoadProblem what={t('loadEvidence')} onRetry={projects.reload} />
      )}
      {projects.status === 'loading' && <Spinner label={t('loading')} />}
      {projects.status === 'loaded' && (projects.data ?? []).length === 0 && (
        <p>{t('noProjects')}</p>
      )}
      {(projects.data ?? []).map((project) => (
        <section
          key={project.school_project_id}
          aria-labelledby={`sf-evidence-${project.school_project_id}`}
        >
          <h2 id={`sf-evidence-${project.school_project_id}`}>{project.project_name}</h2>
          <EvidenceTable
            caption={t('caption', { project: project.project_name })}
            evidence={project.evidence}
          />
        </section>
      ))}
    </Page>
  );
}
