/**
 * A labelled single-file picker (SPEC §4: single file, non-batch): a button that opens the
 * file chooser, or a file dropped on it, checked against the accepted types and a size
 * limit. It names the chosen file, and says clearly why a file was refused.
 */
import { deferred } from './deferred';

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

/** Its code, with React Aria's drop zone, arrives with the first file field shown (deferred.ts). */
export const FileField = deferred<FileFieldProps>(() =>
  import('./FileFieldView').then(({ FileFieldView }) => FileFieldView),
);
