/** Adds a heading, adds a skill under a heading, or renames one: a name, Save and Cancel. */
import { useState } from 'react';
import {
  FormModal,
  TextField,
  useSubmit,
  type SaveSkillReply,
  type SaveSkillRequest,
} from '@skillfolio/shared';
import { SKILL_DESCRIPTOR_MAX, SKILL_REFUSAL } from '@skillfolio/shared/wire';

export type NameTask =
  | { kind: 'addHeading' }
  | { kind: 'addSkill'; parentId: number; parentName: string }
  | { kind: 'rename'; skillId: number; name: string };

const TITLES: Record<NameTask['kind'], string> = {
  addHeading: 'Add Heading',
  addSkill: 'Add Skill',
  rename: 'Rename Skill',
};

export interface SkillNameModalProps {
  task: NameTask;
  /** The framework's SaveSkill call. */
  save: (request: SaveSkillRequest) => Promise<SaveSkillReply>;
  /** `saved`: the tree reloads. */
  onClose: (saved: boolean) => void;
}

export function SkillNameModal({ task, save: saveSkill, onClose }: SkillNameModalProps) {
  const [name, setName] = useState(task.kind === 'rename' ? task.name : '');
  const saving = useSubmit('The skill was not saved. Please try again.');

  async function save(): Promise<void> {
    const trimmed = name.trim();
    if (trimmed === '') {
      saving.setProblem(SKILL_REFUSAL.nameRequired);
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
      title={TITLES[task.kind]}
      width={600}
      onSubmit={() => void save()}
      onCancel={() => onClose(false)}
      problem={saving.problem}
      busy={saving.busy}
    >
      {task.kind === 'addSkill' && <p className="sf-modal__body">Under {task.parentName}</p>}
      <TextField
        label={task.kind === 'addHeading' ? 'Heading name' : 'Skill name'}
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
