/** FileField's code (see FileField.tsx), fetched the first time a file field renders. */
import { useId, useState } from 'react';
import { DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';
import { useTranslation } from '../i18n';
import { Button } from './Button';
import { fileProblem, sizeText, type FileFieldProps } from './fileChecks';

export function FileFieldView({
  label,
  acceptedTypes,
  maxBytes,
  onChange,
  isDisabled,
}: FileFieldProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function take(files: File[]): void {
    const refusal = fileProblem(files, acceptedTypes, maxBytes, t);
    setProblem(refusal);
    setChosen(refusal ? null : (files[0]?.name ?? null));
    onChange(refusal ? null : (files[0] ?? null));
  }

  async function drop(items: DropItem[]): Promise<void> {
    const files = items.filter((item) => item.kind === 'file');
    take(await Promise.all(files.map((item) => item.getFile())));
  }

  return (
    <div className="sf-field sf-file-field">
      <span id={`${id}-label`} className="sf-field__label">
        {label}
      </span>
      <DropZone
        className="sf-file-field__zone"
        aria-labelledby={`${id}-label`}
        isDisabled={isDisabled}
        onDrop={(event) => void drop(event.items)}
      >
        <FileTrigger
          acceptedFileTypes={acceptedTypes}
          onSelect={(list) => take(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" isDisabled={isDisabled} aria-describedby={`${id}-hint`}>
            {t('fileField.choose', { label })}
          </Button>
        </FileTrigger>
        <Text slot="label" id={`${id}-hint`} className="sf-field__description">
          {t('fileField.hint', { types: acceptedTypes.join(', '), size: sizeText(maxBytes) })}
        </Text>
      </DropZone>
      <p className="sf-file-field__chosen" aria-live="polite">
        {chosen ? t('fileField.chosen', { name: chosen }) : t('fileField.noneChosen')}
      </p>
      {problem && (
        <p className="sf-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
