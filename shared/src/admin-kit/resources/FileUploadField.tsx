/**
 * The resource's file: the file field while there is none, then a preview (name, Remove),
 * with the upload status of SPEC §4 and a progress bar, announced politely to screen readers.
 */
import { Button, FileField } from '@skillfolio/shared';
import { SHAREABLE_FILE_TYPES } from '@skillfolio/shared/wire';
import type { FileUpload, UploadStatus } from './useFileUpload';

/** Each status in words (SPEC §4's names, readable). */
export const UPLOAD_STATUS_TEXT: Readonly<Record<UploadStatus, string>> = {
  Initial: 'No file',
  Selected: 'Selected',
  Uploading: 'Uploading',
  Uploaded: 'Uploaded',
  UploadFailed: 'Upload failed',
  Removing: 'Removing',
  RemoveFailed: 'Remove failed',
};

export interface FileUploadFieldProps {
  upload: FileUpload;
  maxBytes: number;
}

export function FileUploadField({ upload, maxBytes }: FileUploadFieldProps) {
  const { status, progress, file, chosenName, problem } = upload;
  const percent = Math.round(progress * 100);
  const busy = status === 'Uploading' || status === 'Removing';
  return (
    <div className="sf-field sf-upload">
      {file === null || status === 'Uploading' ? (
        <FileField
          label="File to share"
          acceptedTypes={[...SHAREABLE_FILE_TYPES]}
          maxBytes={maxBytes}
          onChange={upload.choose}
          isDisabled={busy}
        />
      ) : (
        <div className="sf-upload__preview">
          <span className="sf-field__label">File to share:</span>
          <span className="sf-upload__name">{file.file_name}</span>
          <Button
            variant="secondary"
            onPress={() => void upload.remove()}
            isDisabled={busy}
            aria-label={`Remove ${file.file_name}`}
          >
            Remove
          </Button>
        </div>
      )}
      <p className="sf-upload__status" aria-live="polite">
        {`Upload status: ${UPLOAD_STATUS_TEXT[status]}`}
        {status === 'Uploading' && chosenName ? ` ${chosenName}, ${percent}%` : ''}
      </p>
      {status === 'Uploading' && (
        <progress
          className="sf-upload__progress"
          max={100}
          value={percent}
          aria-label={`Upload progress of ${chosenName ?? file?.file_name ?? 'the file'}`}
        />
      )}
      {problem && (
        <p className="sf-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
