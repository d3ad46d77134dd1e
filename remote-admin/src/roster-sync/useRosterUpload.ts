/** The roster file's upload and check: its progress, the preview it came to, or why not. */
import { useCallback, useRef, useState } from 'react';
import {
  refusalOf,
  uploadRoster,
  UploadRefusal,
  useFormat,
  useTranslation,
  type RosterPreview,
} from '@skillfolio/shared';

export interface RosterUpload {
  busy: boolean;
  /** Of the upload, 0 to 1; the server reads the file once it has it all. */
  fraction: number;
  progressText: string;
  preview: RosterPreview | null;
  problem: string | null;
  check: (file: File) => Promise<void>;
  /** Shows a preview made another way (a pull from the MIS). */
  show: (preview: RosterPreview) => void;
  clear: () => void;
}

export function useRosterUpload(): RosterUpload {
  const { t } = useTranslation('roster-sync');
  const f = useFormat();
  const [busy, setBusy] = useState(false);
  const [fraction, setFraction] = useState(0);
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  const clear = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setBusy(false);
    setPreview(null);
    setProblem(null);
  }, []);

  const check = useCallback(
    async (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setBusy(true);
      setFraction(0);
      setPreview(null);
      setProblem(null);
      try {
        const checked = await uploadRoster(file, setFraction, controller.signal);
        if (running.current === controller) setPreview(checked);
      } catch (error) {
        if (running.current !== controller) return;
        setProblem(
          error instanceof UploadRefusal
            ? error.message
            : ((await refusalOf(error)) ?? t('upload.notChecked')),
        );
      } finally {
        if (running.current === controller) {
          running.current = null;
          setBusy(false);
        }
      }
    },
    [t],
  );

  const show = useCallback((pulled: RosterPreview) => {
    running.current?.abort();
    running.current = null;
    setBusy(false);
    setProblem(null);
    setPreview(pulled);
  }, []);

  const progressText =
    fraction < 1
      ? t('upload.uploading', { percent: f.number(Math.round(fraction * 100)) })
      : t('upload.reading');
  return { busy, fraction, progressText, preview, problem, check, show, clear };
}
