/**
 * The resource's file: the file field while there is none, then a preview (name, Remove),
 * with the upload status of SPEC §4 and a progress bar, announced politely to screen readers.
 */
import { Button, FileField, useTranslation } from '@skillfolio/shared';
import { SHAREABLE_FILE_TYPES } from '@skillfolio/shared/wire';
import type { FileUpload, UploadStatus } from './useFileUpload';

/** Each status in words (SPEC §4's names, readable): keys in the 'admin-kit' catalogue. */
const UPLOAD_STATUS_KEY: Readonly<Record<UploadStatus, string>> = {
  Initial: 'resources.upload.status.Initial',
  Selected: 'resources.upload.status.Selected',
  Uploading: 'resources.upload.status.Uploading',
  Uploaded: 'resources.upload.status.Uploaded',
  UploadFailed: 'resources.upload.status.UploadFailed',
  Removing: 'resources.upload.status.Removing',
  RemoveFailed: 'resources.upload.status.RemoveFailed',
};

export interface FileUploadFieldProps {
  upload: FileUpload;
  maxBytes: number;
}

export function FileUploadField({ upload, maxBytes }: FileUploadFieldProps) {
  const { t } = useTranslation('admin-kit');
  const { status, progress, file, chosenName, problem } = upload;
  const percent = Math.round(progress * 100);
  const busy = status === 'Uploading' || status === 'Removing';
  return (
    <div className="sf-field sf-upload">
      {file === null || status === 'Uploading' ? (
        <FileField
          label={t('resources.upload.fileToShare')}
          acceptedTypes={[...SHAREABLE_FILE_TYPES]}
          maxBytes={maxBytes}
          onChange={upload.choose}
          isDisabled={busy}
        />
      ) : (
        <div className="sf-upload__preview">
          <span className="sf-field__label">{t('resources.upload.fileToShareHeading')}</span>
          <span className="sf-upload__name">{file.file_name}</span>
          <Button
            variant="secondary"
            onPress={() => void upload.remove()}
            isDisabled={busy}
            aria-label={t('resources.upload.removeNamed', { name: file.file_name })}
          >
            {t('resources.upload.remove')}
          </Button>
        </div>
      )}
      <p className="sf-upload__status" aria-live="polite">
        {status === 'Uploading' && chosenName
          ? t('resources.upload.statusUploading', { name: chosenName, percent })
          : t('resources.upload.statusLine', { status: t(UPLOAD_STATUS_KEY[status]) })}
      </p>
      {status === 'Uploading' && (
        <progress
          className="sf-upload__progress"
          max={100}
          value={percent}
          aria-label={
            (chosenName ?? file?.file_name)
              ? t('resources.upload.progressOf', { name: chosenName ?? file?.file_name })
              : t('resources.upload.progressOfTheFile')
          }
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
