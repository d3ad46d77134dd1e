import { useTranslation } from '../i18n';
import { useSession } from '../store/session';
import { Button } from './Button';
import { Modal } from './Modal';

/** The title in English (SPEC §2's wording); the modal shows it in the page's language. */
export const ERROR_MODAL_TITLE = 'An error has occured';

/** SPEC §2: the 400×300 error modal; OK clears the error. The detail stays hidden. */
export function ErrorModal() {
  const { t } = useTranslation('ui');
  const error = useSession((s) => s.error);
  const clearError = useSession((s) => s.clearError);
  return (
    <Modal
      title={t('errorModal.title')}
      isOpen={error !== null}
      onOpenChange={(open) => !open && clearError()}
      width={400}
      height={300}
      role="alertdialog"
    >
      <p className="sf-modal__body">{error}</p>
      <div className="sf-modal__actions">
        <Button autoFocus onPress={clearError}>
          {t('errorModal.ok')}
        </Button>
      </div>
    </Modal>
  );
}
