/** The profile's choices: which sections, which skills (all by default) and up to five notes. */
import { Button, Switch, useTranslation, type ProfileContent } from '@skillfolio/shared';
import { PROFILE_NOTES_MAX } from '@skillfolio/shared/wire';
import { toggled, toggledNote, type ProfileChoices } from './profileChoices';

export interface ProfileChoicesFormProps {
  content: ProfileContent;
  choices: ProfileChoices;
  onChange: (choices: ProfileChoices) => void;
}

export function ProfileChoicesForm({ content, choices, onChange }: ProfileChoicesFormProps) {
  const { t } = useTranslation(['profile', 'wire']);
  const set = (change: Partial<ProfileChoices>) => onChange({ ...choices, ...change });
  const notesFull = choices.noteIds.length >= PROFILE_NOTES_MAX;
  return (
    <div className="sf-profile__choices">
      <fieldset className="sf-profile__group">
        <legend>{t('choices.sections')}</legend>
        <Switch
          label={t('wire:PROFILE_SECTION_TITLES.grades')}
          isSelected={choices.grades}
          onChange={(grades) => set({ grades })}
        />
        <Switch
          label={t('wire:PROFILE_SECTION_TITLES.chart')}
          isSelected={choices.chart}
          onChange={(chart) => set({ chart })}
        />
        <Switch
          label={t('wire:PROFILE_SECTION_TITLES.evidence')}
          isSelected={choices.evidence}
          onChange={(evidence) => set({ evidence })}
        />
        {content.skills.every((skill) => skill.latest?.teacher_grade == null) && (
          <p className="sf-profile__hint">{t('wire:PROFILE_NO_TEACHER_RATINGS')}</p>
        )}
      </fieldset>

      <fieldset className="sf-profile__group">
        <legend>{t('choices.skills')}</legend>
        {content.skills.length === 0 ? (
          <p>{t('choices.noSkills')}</p>
        ) : (
          <>
            <div className="sf-profile__bulk">
              <Button
                variant="link"
                onPress={() => set({ skillIds: content.skills.map((s) => s.skill_id) })}
              >
                {t('choices.chooseAll')}
              </Button>
              <Button variant="link" onPress={() => set({ skillIds: [] })}>
                {t('choices.clear')}
              </Button>
            </div>
            {content.skills.map((skill) => (
              <Switch
                key={skill.skill_id}
                label={skill.skill_descriptor}
                isSelected={choices.skillIds.includes(skill.skill_id)}
                onChange={(on) => set({ skillIds: toggled(choices.skillIds, skill.skill_id, on) })}
              />
            ))}
          </>
        )}
      </fieldset>

      <fieldset className="sf-profile__group">
        <legend>{t('choices.notes', { max: PROFILE_NOTES_MAX })}</legend>
        {content.notes.length === 0 ? (
          <p>{t('choices.noNotes')}</p>
        ) : (
          <>
            <p className="sf-profile__hint" aria-live="polite">
              {t('choices.chosen', { chosen: choices.noteIds.length, max: PROFILE_NOTES_MAX })}
            </p>
            {content.notes.map((note) => {
              const isSelected = choices.noteIds.includes(note.notes_id);
              return (
                <Switch
                  key={note.notes_id}
                  label={`${note.notes_title} (${note.start_date_local_string})`}
                  isSelected={isSelected}
                  isDisabled={!isSelected && notesFull}
                  onChange={(on) =>
                    set({ noteIds: toggledNote(choices.noteIds, note.notes_id, on) })
                  }
                />
              );
            })}
          </>
        )}
      </fieldset>
    </div>
  );
}
