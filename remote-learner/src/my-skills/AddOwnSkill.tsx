/** Adds a skill of the learner's own; the server checks the name and the cap. */
import { useState } from 'react';
import { Button, call, TextField, useSubmit, useTranslation } from '@skillfolio/shared';
import { SKILL_DESCRIPTOR_MAX } from '@skillfolio/shared/wire';
import { Home } from '@skillfolio/shared/contract';

export function AddOwnSkill({ full, onAdded }: { full: boolean; onAdded: () => void }) {
  const { t } = useTranslation(['my-skills', 'wire']);
  const [name, setName] = useState('');
  const saving = useSubmit(t('add.notAdded'));

  async function add(): Promise<void> {
    const reply = await saving.submit(() =>
      call(Home.SaveMySkill, { skill_id: 0, skill_descriptor: name, retired: false }),
    );
    if (!reply) return;
    setName('');
    onAdded();
  }

  return (
    <form
      className="sf-card"
      aria-labelledby="sf-add-skill-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <h2 id="sf-add-skill-heading">{t('add.heading')}</h2>
      {full ? (
        <p>{t('wire:HOME_TEXT.ownSkillsFull')}</p>
      ) : (
        <>
          <TextField
            label={t('add.nameLabel')}
            value={name}
            onChange={setName}
            maxLength={SKILL_DESCRIPTOR_MAX}
          />
          {saving.problem && (
            <p className="sf-alert" role="alert">
              {saving.problem}
            </p>
          )}
          <div className="sf-toolbar">
            <Button type="submit" isDisabled={saving.busy}>
              {t('add.button')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
