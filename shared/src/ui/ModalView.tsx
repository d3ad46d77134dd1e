import { useRef, type ReactNode } from 'react';
import { Dialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { useFocusKeptInside } from './useFocusKeptInside';

export type ModalWidth = 400 | 600 | 800;

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** SPEC §9: 400, 600 or 800 px. */
  width?: ModalWidth;
  /** Fixed height in px (the error modal is 400×300). */
  height?: number;
  /** Closing by Escape or a click outside; off for dialogs that need an answer. */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * A modal dialog; react-aria locks background scrolling while it is open and traps focus.
 * The real dialog: Modal.tsx fetches this code the first time one opens.
 */
export function ModalView({
  title,
  isOpen,
  onOpenChange,
  width = 600,
  height,
  isDismissable = true,
  role,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLElement>(null);
  useFocusKeptInside(dialogRef, isOpen);
  return (
    <ModalOverlay
      className="sf-modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <RACModal
        className="sf-modal"
        style={{ width: `min(${width}px, calc(100vw - 32px))`, height }}
      >
        <Dialog ref={dialogRef} className="sf-modal__dialog" role={role}>
          <Heading slot="title" className="sf-modal__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
