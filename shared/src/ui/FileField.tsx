/**
 * A labelled single-file picker (SPEC §4: single file, non-batch): a button that opens the
 * file chooser, or a file dropped on it, checked against the accepted types and a size
 * limit. It names the chosen file, and says clearly why a file was refused.
 */
import { useId, useState } from 'react';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import { Button } from './Button';

export interface FileFieldProps {
  label: string;
  /** MIME types or extensions, e.g. ['application/pdf', '.txt']. */
  acceptedTypes: string[];
  maxBytes: number;
  /** A file that passed the checks; null when the choice was cleared or refused. */
  onChange: (file: File | null) => void;
  isDisabled?: boolean;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

function accepts(file: File, acceptedTypes: string[]): boolean {
  const name = file.name.toLowerCase();
  return acceptedTypes.some((type) =>
    type.startsWith('.') ? name.endsWith(type.toLowerCase()) : file.type === type,
  );
}

/** Why a file cannot be used, or null when it can (SPEC §4: exactly one file, no errors). */
export function fileProblem(
  files: File[],
  acceptedTypes: string[],
  maxBytes: number,
): string | null {
  if (files.length !== 1) return 'Choose one file.';
  const [file] = files as [File];
  if (!accepts(file, acceptedTypes)) return `${file.name} is not a file of an accepted type.`;
  if (file.size > maxBytes) return `${file.name} is larger than ${sizeText(maxBytes)}.`;
  return null;
}

export function FileField({
  label,
  acceptedTypes,
  maxBytes,
  onChange,
  isDisabled,
}: FileFieldProps) {
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function take(files: File[]): void {
    const refusal = fileProblem(files, acceptedTypes, maxBytes);
    setProblem(refusal);
    setChosen(refusal ? null : (files[0]?.name ?? null));
    onChange(refusal ? null : (files[0] ?? null));
  }

  const hint = `Accepted: ${acceptedTypes.join(', ')}; up to ${sizeText(maxBytes)}.`;
  return (
    <div className="sf-field sf-file-field">
      <span id={`${id}-label`} className="sf-field__label">
        {label}
      </span>
      <DropZone
        className="sf-file-field__zone"
        aria-labelledby={`${id}-label`}
        isDisabled={isDisabled}
        onDrop={async (event) => {
          const items = event.items.filter((item) => item.kind === 'file');
          take(await Promise.all(items.map((item) => item.getFile())));
        }}
      >
        <FileTrigger
          acceptedFileTypes={acceptedTypes}
          onSelect={(list) => take(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" isDisabled={isDisabled} aria-describedby={`${id}-hint`}>
            {`Choose a file: ${label}`}
          </Button>
        </FileTrigger>
        <Text slot="label" id={`${id}-hint`} className="sf-field__description">
          {hint} Or drop it here.
        </Text>
      </DropZone>
      <p className="sf-file-field__chosen" aria-live="polite">
        {chosen ? `Chosen: ${chosen}` : 'No file chosen.'}
      </p>
      {problem && (
        <p className="sf-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
