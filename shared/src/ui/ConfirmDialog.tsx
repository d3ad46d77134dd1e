import { useTranslation } from '../i18n';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** What will happen, e.g. the step's text. */
  message?: string;
  /** The confirming button's text (default: the kit's Delete). */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §5: deleting asks for confirmation, "Are you sure". */
export function ConfirmDialog({
  isOpen,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      title={t('confirmDialog.title')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      width={400}
      role="alertdialog"
    >
      {message && <p className="sf-modal__body">{message}</p>}
      <div className="sf-modal__actions">
        <Button variant="danger" onPress={onConfirm}>
          {confirmLabel ?? t('confirmDialog.delete')}
        </Button>
        <Button variant="secondary" autoFocus onPress={onCancel}>
          {t('confirmDialog.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
