/**
 * SPEC §9's terms with a checkbox and Confirm; Confirm sends the school creation only once
 * the box is ticked (SPEC §5), and otherwise says what is missing.
 */
import { useState } from 'react';
import { Button, Modal, useTranslation } from '@skillfolio/shared';
import { REGISTRATION_TERMS } from '@skillfolio/shared/wire';

export interface TermsModalProps {
  busy: boolean;
  /** The server's refusal, shown above the actions. */
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function TermsModal({ busy, problem, onConfirm, onCancel }: TermsModalProps) {
  const { t } = useTranslation(['register', 'wire']);
  const [accepted, setAccepted] = useState(false);
  const [unticked, setUnticked] = useState(false);
  const shown = unticked && !accepted ? t('wire:REGISTRATION_TEXT.termsRequired') : problem;

  return (
    <Modal
      title={t('school.terms.title')}
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      width={600}
    >
      <ul className="sf-terms">
        {/* The terms in the catalogue, one key per term: REGISTRATION_TERMS.0, .1, … */}
        {REGISTRATION_TERMS.map((_, index) => (
          <li key={index}>{t(`wire:REGISTRATION_TERMS.${index}`)}</li>
        ))}
      </ul>
      <label className="sf-terms__accept">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />{' '}
        {t('wire:TERMS_CHECKBOX_LABEL')}
      </label>
      {shown && (
        <p className="sf-alert" role="alert">
          {shown}
        </p>
      )}
      <div className="sf-modal__actions">
        <Button
          isDisabled={busy}
          onPress={() => {
            if (!accepted) {
              setUnticked(true);
              return;
            }
            onConfirm();
          }}
        >
          {busy ? t('school.terms.registering') : t('school.terms.confirm')}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {t('school.terms.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
