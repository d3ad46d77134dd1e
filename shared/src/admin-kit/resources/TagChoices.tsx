/**
 * The resource's tags: one checkbox per tag the manager may use, and a field to add a new
 * one (which is then chosen).
 */
import { useId, useState } from 'react';
import { Button, TextField, useSubmit, useTranslation, type Tag } from '@skillfolio/shared';
import { TAG_LABEL_MAX } from '@skillfolio/shared/wire';

export interface TagChoicesProps {
  tags: Tag[];
  chosen: ReadonlySet<number>;
  onChange: (chosen: Set<number>) => void;
  /** Saves a tag with this label; the reply is the tag (an existing one ignoring case). */
  addTag: (label: string) => Promise<Tag>;
  /** A tag was added: the list reloads with it. */
  onTagAdded: (tag: Tag) => void;
}

export function TagChoices({ tags, chosen, onChange, addTag, onTagAdded }: TagChoicesProps) {
  const { t } = useTranslation(['admin-kit', 'wire']);
  const id = useId();
  const [label, setLabel] = useState('');
  const adding = useSubmit(t('resources.tags.notAdded'));

  async function add(): Promise<void> {
    const text = label.trim();
    if (text === '') {
      adding.setProblem(t('wire:RESOURCE_REFUSAL.tagLabelRequired'));
      return;
    }
    const tag = await adding.submit(() => addTag(text), { toast: null });
    if (!tag) return;
    setLabel('');
    onTagAdded(tag);
    onChange(new Set(chosen).add(tag.tag_id));
  }

  return (
    <fieldset className="sf-field sf-choices">
      <legend className="sf-field__label">{t('resources.tags.legend')}</legend>
      {tags.length === 0 && <p>{t('resources.tags.none')}</p>}
      {tags.map((tag) => {
        const inputId = `${id}-${tag.tag_id}`;
        return (
          <div key={tag.tag_id} className="sf-choices__item">
            <input
              id={inputId}
              type="checkbox"
              checked={chosen.has(tag.tag_id)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(tag.tag_id);
                else next.delete(tag.tag_id);
                onChange(next);
              }}
            />
            <label htmlFor={inputId}>{tag.tag_label}</label>
          </div>
        );
      })}
      <div className="sf-toolbar">
        <TextField
          label={t('resources.tags.newTag')}
          value={label}
          maxLength={TAG_LABEL_MAX}
          onChange={(value) => {
            setLabel(value);
            adding.setProblem(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the tag rather than saving the whole resource.
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
          isInvalid={adding.problem !== null}
          errorMessage={adding.problem ?? undefined}
        />
        <Button variant="secondary" onPress={() => void add()} isDisabled={adding.busy}>
          {t('resources.tags.add')}
        </Button>
      </div>
    </fieldset>
  );
}
