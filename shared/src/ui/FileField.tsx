/**
 * A labelled single-file picker (SPEC §4: single file, non-batch): a button that opens the
 * file chooser, or a file dropped on it, checked against the accepted types and a size
 * limit. It names the chosen file, and says clearly why a file was refused.
 */
import { deferred } from './deferred';
import type { FileFieldProps } from './fileChecks';

export { fileProblem, sizeText, type FileFieldProps } from './fileChecks';

/** Its code, with React Aria's drop zone, arrives with the first file field shown (deferred.ts). */
export const FileField = deferred<FileFieldProps>(() =>
  import('./FileFieldView').then(({ FileFieldView }) => FileFieldView),
);
