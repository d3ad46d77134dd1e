/**
 * A modal holding one form: its fields, the refusal text (role="alert") and the Save and
 * Cancel actions. Enter submits; Cancel, Escape or a click outside close it unsaved.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Button } from './Button';
import { Modal, type ModalWidth } from './Modal';

export interface FormModalProps {
  title: string;
  width?: ModalWidth;
  /** Runs the save (the form's default submit is prevented). */
  onSubmit: () => void;
  onCancel: () => void;
  /** What went wrong, shown above the actions; null when nothing did. */
  problem: string | null;
  /** A save is running: Save is disabled. */
  busy: boolean;
  /** The submit button's text (default Save). */
  submitLabel?: string;
  /** Leave the browser's own field checks off (the form shows its own messages). */
  noValidate?: boolean;
  children: ReactNode;
}

export function FormModal({
  title,
  width = 600,
  onSubmit,
  onCancel,
  problem,
  busy,
  submitLabel,
  noValidate,
  children,
}: FormModalProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal title={title} isOpen onOpenChange={(open) => !open && onCancel()} width={width}>
      <form
        noValidate={noValidate}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {problem && (
          <p className="sf-alert" role="alert">
            {problem}
          </p>
        )}
        <div className="sf-modal__actions">
          <Button type="submit" isDisabled={busy}>
            {submitLabel ?? t('formModal.save')}
          </Button>
          <Button variant="secondary" onPress={onCancel}>
            {t('formModal.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
