/** SPEC §2: the "Saved" toast. A polite live region, so screen readers hear it too. */
import { useEffect } from 'react';
import { useSession } from '../store/session';

export const TOAST_MS = 2500;

export function Toast() {
  const toast = useSession((s) => s.toast);
  const hideToast = useSession((s) => s.hideToast);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => hideToast(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, hideToast]);
  return (
    <div className="sf-toast-region" role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className="sf-toast">
          {toast.message}
        </div>
      )}
    </div>
  );
}
