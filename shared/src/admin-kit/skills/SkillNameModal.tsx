/** Adds a heading, adds a skill under a heading, or renames one: a name, Save and Cancel. */
import { useState } from 'react';
import {
  FormModal,
  TextField,
  useSubmit,
  useTranslation,
  type SaveSkillReply,
  type SaveSkillRequest,
} from '@skillfolio/shared';
import { SKILL_DESCRIPTOR_MAX } from '@skillfolio/shared/wire';

export type NameTask =
  | { kind: 'addHeading' }
  | { kind: 'addSkill'; parentId: number; parentName: string }
  | { kind: 'rename'; skillId: number; name: string };

/** Each task's title: keys in the 'admin-kit' catalogue. */
const TITLES: Record<NameTask['kind'], string> = {
  addHeading: 'skills.nameModal.addHeading',
  addSkill: 'skills.nameModal.addSkill',
  rename: 'skills.nameModal.rename',
};

export interface SkillNameModalProps {
  task: NameTask;
  /** The framework's SaveSkill call. */
  save: (request: SaveSkillRequest) => Promise<SaveSkillReply>;
  /** `saved`: the tree reloads. */
  onClose: (saved: boolean) => void;
}

export function SkillNameModal({ task, save: saveSkill, onClose }: SkillNameModalProps) {
  const { t } = useTranslation(['admin-kit', 'wire']);
  const [name, setName] = useState(task.kind === 'rename' ? task.name : '');
  const saving = useSubmit(t('skills.nameModal.notSaved'));

  async function save(): Promise<void> {
    const trimmed = name.trim();
    if (trimmed === '') {
      saving.setProblem(t('wire:SKILL_REFUSAL.nameRequired'));
      return;
    }
    const reply = await saving.submit(() =>
      saveSkill({
        skill_id: task.kind === 'rename' ? task.skillId : 0,
        skill_descriptor: trimmed,
        parent_skill_id: task.kind === 'addSkill' ? task.parentId : 0,
      }),
    );
    if (reply) onClose(true);
  }

  return (
    <FormModal
      title={t(TITLES[task.kind])}
      width={600}
      onSubmit={() => void save()}
      onCancel={() => onClose(false)}
      problem={saving.problem}
      busy={saving.busy}
    >
      {task.kind === 'addSkill' && (
        <p className="sf-modal__body">{t('skills.nameModal.under', { name: task.parentName })}</p>
      )}
      <TextField
        label={t(
          task.kind === 'addHeading'
            ? 'skills.nameModal.headingName'
            : 'skills.nameModal.skillName',
        )}
        value={name}
        onChange={(value) => {
          setName(value);
          saving.setProblem(null);
        }}
        maxLength={SKILL_DESCRIPTOR_MAX}
        autoFocus
      />
    </FormModal>
  );
}
