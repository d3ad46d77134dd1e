/**
 * One write from a form or button: busy while it runs, the server's refusal (a 400 `{error}`)
 * or a fallback text when it fails, and the "Saved" toast when it works.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { useSession } from '../store/session';
import { refusalOf } from './refusal';

export interface SubmitOptions {
  /** The toast shown on success; null for none. Default "Saved" (SPEC §2). */
  toast?: string | null;
}

export interface Submit {
  busy: boolean;
  /** What went wrong, for a role="alert" text; null when nothing did. */
  problem: string | null;
  /** For checks made before sending (e.g. a blank name), and to clear the text. */
  setProblem: (problem: string | null) => void;
  /** Runs the write; resolves to its result, or undefined when it failed (the problem says why). */
  submit: <T>(work: () => Promise<T>, options?: SubmitOptions) => Promise<T | undefined>;
}

/** `fallback`: what the user is told when the server gives no reason, e.g. "The note was not saved." */
export function useSubmit(fallback: string): Submit {
  const { t } = useTranslation('api');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A second press while the first write runs would send it twice.
  const running = useRef(false);

  const submit = useCallback(
    async <T>(work: () => Promise<T>, options: SubmitOptions = {}): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      setProblem(null);
      try {
        const result = await work();
        const toast = options.toast === undefined ? t('saved') : options.toast;
        if (toast) useSession.getState().showToast(toast);
        return result;
      } catch (error) {
        setProblem((await refusalOf(error)) ?? fallback);
        return undefined;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [fallback, t],
  );

  return { busy, problem, setProblem, submit };
}
