/** One own skill: its name, Rename (in place) and Retire or Restore. */
import { useState } from 'react';
import { Button, call, TextField, useSubmit, type OwnSkill } from '@skillfolio/shared';
import { SKILL_DESCRIPTOR_MAX } from '@skillfolio/shared/wire';
import { Home } from '@skillfolio/shared/contract';

export interface OwnSkillRowProps {
  skill: OwnSkill;
  readOnly: boolean;
  onChanged: () => void;
}

export function OwnSkillRow({ skill, readOnly, onChanged }: OwnSkillRowProps) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(skill.skill_descriptor);
  const saving = useSubmit('The skill was not changed. Please try again.');

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
          aria-label={`Rename ${skill.skill_descriptor}`}
          onSubmit={(event) => {
            event.preventDefault();
            void rename();
          }}
        >
          <TextField
            label="New name"
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
              Save
            </Button>
            <Button variant="secondary" onPress={() => setRenaming(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="sf-own-skill">
      <span>
        {skill.skill_descriptor}
        {skill.retired && ' (retired)'}
      </span>
      {!readOnly && (
        <span className="sf-toolbar">
          <Button
            variant="secondary"
            aria-label={`Rename ${skill.skill_descriptor}`}
            onPress={() => setRenaming(true)}
          >
            Rename
          </Button>
          <Button
            variant="secondary"
            aria-label={`${skill.retired ? 'Restore' : 'Retire'} ${skill.skill_descriptor}`}
            isDisabled={saving.busy}
            onPress={() => void retire(!skill.retired)}
          >
            {skill.retired ? 'Restore' : 'Retire'}
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
