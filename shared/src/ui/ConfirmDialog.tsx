import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** What will happen, e.g. the step's text. */
  message?: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §5: deleting asks for confirmation, "Are you sure". */
export function ConfirmDialog({
  isOpen,
  message,
  confirmLabel = 'Delete',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      title="Are you sure"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      width={400}
      role="alertdialog"
    >
      {message && <p className="sf-modal__body">{message}</p>}
      <div className="sf-modal__actions">
        <Button variant="danger" onPress={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" autoFocus onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
