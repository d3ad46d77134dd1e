/**
 * A modal dialog whose code (React Aria's overlay, focus scope and scroll lock) is fetched
 * the first time one opens: most screens have one, few pupils open it on arrival. While the
 * code is on its way the screen stays as it was, with focus on what opened it, so the dialog
 * still returns focus there when it closes.
 */
import { useState } from 'react';
import { deferred } from './deferred';
import type { ModalProps } from './ModalView';

export type { ModalProps, ModalWidth } from './ModalView';

const DeferredModal = deferred<ModalProps>(
  () => import('./ModalView').then(({ ModalView }) => ModalView),
  { fallback: null },
);

/** Fetches the dialog's code now: a screen that opens one on arrival shows it at once. */
export const preloadModal = DeferredModal.preload;

export function Modal(props: ModalProps) {
  // Kept once opened: the closing dialog's own exit runs, and reopening is immediate.
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  return opened ? <DeferredModal {...props} /> : null;
}
