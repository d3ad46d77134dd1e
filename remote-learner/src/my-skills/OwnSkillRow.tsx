/** One own skill: its name, Rename (in place) and Retire or Restore. */
import { useState } from 'react';
import {
  Button,
  call,
  TextField,
  useSubmit,
  useTranslation,
  type OwnSkill,
} from '@skillfolio/shared';
import { SKILL_DESCRIPTOR_MAX } from '@skillfolio/shared/wire';
import { Home } from '@skillfolio/shared/contract';

export interface OwnSkillRowProps {
  skill: OwnSkill;
  readOnly: boolean;
  onChanged: () => void;
}

export function OwnSkillRow({ skill, readOnly, onChanged }: OwnSkillRowProps) {
  const { t } = useTranslation('my-skills');
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(skill.skill_descriptor);
  const saving = useSubmit(t('row.notChanged'));

  async function rename(): Promise<void> {
    const reply = await saving.submit(() =>
      call(Home.SaveMySkill, {
        skill_id: skill.skill_id,
        skill_descriptor: name,
        retired: skill.retired,
      }),
    );
    if (!reply) return;
    setRenaming(false);
    onChanged();
  }

  async function retire(retired: boolean): Promise<void> {
    const reply = await saving.submit(() =>
      call(Home.SaveMySkill, {
        skill_id: skill.skill_id,
        skill_descriptor: skill.skill_descriptor,
        retired,
      }),
    );
    if (reply) onChanged();
  }

  if (renaming) {
    return (
      <li>
        <form
          aria-label={t('row.renameSkill', { skill: skill.skill_descriptor })}
          onSubmit={(event) => {
            event.preventDefault();
            void rename();
          }}
        >
          <TextField
            label={t('row.newName')}
            value={name}
            onChange={setName}
            maxLength={SKILL_DESCRIPTOR_MAX}
            autoFocus
          />
          {saving.problem && (
            <p className="sf-alert" role="alert">
              {saving.problem}
            </p>
          )}
          <div className="sf-toolbar">
            <Button type="submit" isDisabled={saving.busy}>
              {t('save')}
            </Button>
            <Button variant="secondary" onPress={() => setRenaming(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="sf-own-skill">
      <span>
        {skill.retired
          ? t('row.retiredName', { skill: skill.skill_descriptor })
          : skill.skill_descriptor}
      </span>
      {!readOnly && (
        <span className="sf-toolbar">
          <Button
            variant="secondary"
            aria-label={t('row.renameSkill', { skill: skill.skill_descriptor })}
            onPress={() => setRenaming(true)}
          >
            {t('row.rename')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t(skill.retired ? 'row.restoreSkill' : 'row.retireSkill', {
              skill: skill.skill_descriptor,
            })}
            isDisabled={saving.busy}
            onPress={() => void retire(!skill.retired)}
          >
            {skill.retired ? t('row.restore') : t('row.retire')}
          </Button>
        </span>
      )}
      {saving.problem && (
        <p className="sf-alert" role="alert">
          {saving.problem}
        </p>
      )}
    </li>
  );
}
