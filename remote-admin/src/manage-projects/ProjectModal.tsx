/** SPEC §2 the Add Project / Edit Project modal: the project's name, Save and Cancel. */
import { useState } from 'react';
import {
  call,
  FormModal,
  TextField,
  useSubmit,
  useTranslation,
  type SchoolProject,
} from '@skillfolio/shared';
import { PROJECT_NAME_MAX } from '@skillfolio/shared/wire';
import { Projects } from '@skillfolio/shared/contract';

export interface ProjectModalProps {
  /** null adds a project (SPEC §4: id 0 is add mode). */
  project: SchoolProject | null;
  /** `saved`: the list reloads. */
  onClose: (saved: boolean) => void;
}

export function ProjectModal({ project, onClose }: ProjectModalProps) {
  const [name, setName] = useState(project?.project_name ?? '');
  const { t } = useTranslation(['manage-projects', 'wire']);
  const saving = useSubmit(t('projectModal.notSaved'));

  async function save(): Promise<void> {
    if (name.trim() === '') {
      saving.setProblem(t('wire:PROJECT_REFUSAL.nameRequired'));
      return;
    }
    const reply = await saving.submit(() =>
      call(Projects.SaveProject, {
        project_id: project?.school_project_id ?? 0,
        project_name: name.trim(),
      }),
    );
    if (reply) onClose(true);
  }

  return (
    <FormModal
      title={project ? t('projectModal.editTitle') : t('projectModal.addTitle')}
      width={600}
      onSubmit={() => void save()}
      onCancel={() => onClose(false)}
      problem={saving.problem}
      busy={saving.busy}
    >
      <TextField
        label={t('projectModal.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          saving.setProblem(null);
        }}
        maxLength={PROJECT_NAME_MAX}
        autoFocus
      />
    </FormModal>
  );
}
