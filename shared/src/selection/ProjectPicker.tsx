import { useTranslation } from '../i18n';
import { Picker } from '../ui/Picker';
import type { ProjectSelection } from './useProjectSelection';

/** Hidden when the user has one project (it is chosen for them). */
export function ProjectPicker({ selection }: { selection: ProjectSelection }) {
  const { t } = useTranslation('selection');
  const projects = selection.projects.data ?? [];
  return (
    <Picker
      label={t('project')}
      options={projects.map((p) => ({ id: p.project_id, name: p.project_name }))}
      selectedId={selection.projectId}
      onChange={selection.setProjectId}
    />
  );
}
