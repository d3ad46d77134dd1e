/**
 * What a file field accepts and why it refuses a file: used by the field (FileFieldView.tsx) and
 * by the app, apart from the view's code that arrives later (FileField.tsx).
 */
import { i18n, type TFunction } from '../i18n';

export interface FileFieldProps {
  label: string;
  /** MIME types or extensions, e.g. ['application/pdf', '.txt']. */
  acceptedTypes: string[];
  maxBytes: number;
  /** A file that passed the checks; null when the choice was cleared or refused. */
  onChange: (file: File | null) => void;
  isDisabled?: boolean;
}

export function sizeText(bytes: number): string {
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

/**
 * Why a file cannot be used, or null when it can (SPEC §4: exactly one file, no errors), in
 * the words of `t` (the 'ui' namespace's; by default the page's language now).
 */
export function fileProblem(
  files: File[],
  acceptedTypes: string[],
  maxBytes: number,
  t: TFunction<'ui'> = i18n.getFixedT(null, 'ui'),
): string | null {
  if (files.length !== 1) return t('fileField.oneFile');
  const [file] = files as [File];
  if (!accepts(file, acceptedTypes)) return t('fileField.notAccepted', { name: file.name });
  if (file.size > maxBytes)
    return t('fileField.tooLarge', { name: file.name, size: sizeText(maxBytes) });
  return null;
}
