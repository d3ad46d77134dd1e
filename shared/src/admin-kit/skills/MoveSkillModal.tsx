/** Moves a skill under another heading of its framework, or to the top level. */
import { useState } from 'react';
import {
  FormModal,
  Select,
  useSubmit,
  useTranslation,
  type AdminSkill,
  type MoveSkillRequest,
  type OkReply,
  type SelectOption,
} from '@skillfolio/shared';
import { selfAndDescendants, type SkillChildren } from './skillTree';

/** The Select's id for "no heading": real ids start at 1. */
const TOP_LEVEL = -1;

export interface MoveSkillModalProps {
  /** The framework's MoveSkill call. */
  move: (request: MoveSkillRequest) => Promise<OkReply>;
  skill: AdminSkill;
  skills: readonly AdminSkill[];
  children: SkillChildren;
  onClose: (saved: boolean) => void;
}

export function MoveSkillModal({
  move: moveSkill,
  skill,
  skills,
  children,
  onClose,
}: MoveSkillModalProps) {
  const { t } = useTranslation('admin-kit');
  const [target, setTarget] = useState<number | null>(null);
  const saving = useSubmit(t('skills.moveModal.notMoved'));
  const excluded = selfAndDescendants(children, skill.skill_id);
  const options: SelectOption[] = [
    { id: TOP_LEVEL, name: t('skills.moveModal.topLevel') },
    ...skills
      .filter((s) => !excluded.has(s.skill_id) && !s.retired)
      .filter((s) => s.skill_id !== skill.parent_skill_id)
      .map((s) => ({ id: s.skill_id, name: s.skill_descriptor })),
  ];

  async function save(): Promise<void> {
    if (target === null) {
      saving.setProblem(t('skills.moveModal.chooseWhere'));
      return;
    }
    const reply = await saving.submit(() =>
      moveSkill({ skill_id: skill.skill_id, parent_skill_id: target === TOP_LEVEL ? 0 : target }),
    );
    if (reply) onClose(true);
  }

  return (
    <FormModal
      title={t('skills.moveModal.title', { name: skill.skill_descriptor })}
      width={600}
      onSubmit={() => void save()}
      onCancel={() => onClose(false)}
      problem={saving.problem}
      busy={saving.busy}
      submitLabel={t('skills.moveModal.move')}
    >
      <Select
        label={t('skills.moveModal.moveUnder')}
        options={options}
        selectedId={target}
        onChange={(id) => {
          setTarget(id);
          saving.setProblem(null);
        }}
        placeholder={t('skills.moveModal.pleaseSelect')}
      />
    </FormModal>
  );
}
