/**
 * Keeps keyboard focus inside an open dialog when the control that had it goes away: a step
 * moved to the other list, a button disabled while its save runs, a row deleted. Chromium
 * then drops focus to the page's body, where Escape no longer reaches the dialog and Tab
 * starts again behind it; this puts focus back on the dialog itself (WCAG 2.4.3, 2.1.2).
 */
import { useEffect, type RefObject } from 'react';

export function useFocusKeptInside(ref: RefObject<HTMLElement | null>, isOpen: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog) return;
    const lost = (): boolean => {
      const active = document.activeElement;
      return active === null || active === document.body;
    };
    let wasInside = dialog.contains(document.activeElement);
    const onFocusIn = (): void => {
      wasInside = dialog.contains(document.activeElement);
    };
    const observer = new MutationObserver(() => {
      if (wasInside && lost() && dialog.isConnected) dialog.focus();
    });
    observer.observe(dialog, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, isOpen]);
}
