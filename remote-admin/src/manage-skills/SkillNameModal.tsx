/** Adds a heading, adds a skill under a heading, or renames one: a name, Save and Cancel. */
import { useState } from 'react';
import {
  Button,
  Modal,
  saveSkill,
  SKILL_DESCRIPTOR_MAX,
  SKILL_REFUSAL,
  TextField,
  useSubmit,
} from '@skillfolio/shared';

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
  /** `saved`: the tree reloads. */
  onClose: (saved: boolean) => void;
}

export function SkillNameModal({ task, onClose }: SkillNameModalProps) {
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
    <Modal
      title={TITLES[task.kind]}
      isOpen
      onOpenChange={(open) => !open && onClose(false)}
      width={600}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
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
        {saving.problem && (
          <p className="sf-alert" role="alert">
            {saving.problem}
          </p>
        )}
        <div className="sf-modal__actions">
          <Button type="submit" isDisabled={saving.busy}>
            Save
          </Button>
          <Button variant="secondary" onPress={() => onClose(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
