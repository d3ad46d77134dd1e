import { useSession } from '../store/session';
import { Button } from './Button';
import { Modal } from './Modal';

export const ERROR_MODAL_TITLE = 'An error has occured';

/** SPEC §2: the 400×300 error modal; OK clears the error. The detail stays hidden. */
export function ErrorModal() {
  const error = useSession((s) => s.error);
  const clearError = useSession((s) => s.clearError);
  return (
    <Modal
      title={ERROR_MODAL_TITLE}
      isOpen={error !== null}
      onOpenChange={(open) => !open && clearError()}
      width={400}
      height={300}
      role="alertdialog"
    >
      <p className="sf-modal__body">{error}</p>
      <div className="sf-modal__actions">
        <Button autoFocus onPress={clearError}>
          OK
        </Button>
      </div>
    </Modal>
  );
}
