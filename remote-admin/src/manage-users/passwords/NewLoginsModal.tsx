/** New passwords, just made, on the printable logins sheet: shown this once. */
import { Button, Modal, Stylesheet, useTranslation, type ImportedLogin } from '@skillfolio/shared';
import importCss from '../import/import.css';
import { LoginsSheet } from '../import/LoginsSheet';

export interface NewLogins {
  title: string;
  summary: string;
  schoolUsername: string;
  logins: ImportedLogin[];
}

export function NewLoginsModal({ made, onClose }: { made: NewLogins; onClose: () => void }) {
  const { t } = useTranslation('manage-users');
  return (
    <Modal
      title={made.title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width={800}
      isDismissable={false}
    >
      {/* The sheet's print styles, shared with the import's. */}
      <Stylesheet name="skillfolio-admin-import" css={importCss} />
      <LoginsSheet
        logins={made.logins}
        schoolUsername={made.schoolUsername}
        summary={made.summary}
      />
      <div className="sf-modal__actions sf-no-print">
        <Button variant="secondary" onPress={onClose}>
          {t('newLogins.close')}
        </Button>
      </div>
    </Modal>
  );
}
