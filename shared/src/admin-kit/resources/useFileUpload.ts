/**
 * A resource's file in the edit modal, as SPEC §4's upload statuses: Initial, Selected,
 * Uploading, Uploaded, UploadFailed, Removing, RemoveFailed. A file is selected only when
 * exactly one valid file was added (the file field says why otherwise); the upload starts
 * at once, one file, not batched; removing the preview clears the selection.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, uploadFile, UploadRefusal, useTranslation } from '@skillfolio/shared';
import { MyEvidence } from '@skillfolio/shared/contract';

export type UploadStatus =
  'Initial' | 'Selected' | 'Uploading' | 'Uploaded' | 'UploadFailed' | 'Removing' | 'RemoveFailed';

/** The file the resource will be saved with. */
export interface AttachedFile {
  file_id: number;
  file_name: string;
  /** Uploaded in this modal (not yet held by a saved resource): removing deletes it now. */
  isNew: boolean;
}

export interface FileUpload {
  status: UploadStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  file: AttachedFile | null;
  /** The name of the file being uploaded (or that failed). */
  chosenName: string | null;
  /** Why the upload or the removal failed. */
  problem: string | null;
  /** The file field's choice: a valid single file, or null when cleared or refused. */
  choose: (file: File | null) => void;
  remove: () => Promise<void>;
}

export function useFileUpload(initial: AttachedFile | null): FileUpload {
  const { t } = useTranslation(['admin-kit', 'wire']);
  const [status, setStatus] = useState<UploadStatus>(initial ? 'Uploaded' : 'Initial');
  const [progress, setProgress] = useState(initial ? 1 : 0);
  const [file, setFile] = useState<AttachedFile | null>(initial);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useRef<AbortController | null>(null);

  // Closing the modal mid-upload cancels it: the server stores nothing it did not finish.
  useEffect(() => () => cancel.current?.abort(), []);

  const choose = useCallback(
    (chosen: File | null) => {
      cancel.current?.abort();
      setProblem(null);
      if (chosen === null) {
        setStatus('Initial');
        setChosenName(null);
        return;
      }
      const controller = new AbortController();
      cancel.current = controller;
      setChosenName(chosen.name);
      setStatus('Selected');
      setProgress(0);
      // Upload is automatic on selection (SPEC §4).
      setStatus('Uploading');
      uploadFile(chosen, setProgress, controller.signal).then(
        (saved) => {
          if (controller.signal.aborted) return;
          setFile({ file_id: saved.file_id, file_name: saved.file_name, isNew: true });
          setStatus('Uploaded');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setProblem(
            error instanceof Error ? error.message : t('wire:RESOURCE_REFUSAL.interrupted'),
          );
          setStatus('UploadFailed');
        },
      );
    },
    [t],
  );

  const remove = useCallback(async () => {
    if (file === null) return;
    setProblem(null);
    if (!file.isNew) {
      // A saved resource's file goes when the resource is saved without it.
      setFile(null);
      setStatus('Initial');
      return;
    }
    setStatus('Removing');
    try {
      await call(MyEvidence.RemoveFile, { file_id: file.file_id });
      setFile(null);
      setChosenName(null);
      setStatus('Initial');
    } catch (error) {
      setProblem(error instanceof UploadRefusal ? error.message : t('resources.upload.notRemoved'));
      setStatus('RemoveFailed');
    }
  }, [file, t]);

  return { status, progress, file, chosenName, problem, choose, remove };
}
