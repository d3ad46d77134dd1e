/**
 * SPEC §9's terms with a checkbox and Confirm; Confirm sends the school creation only once
 * the box is ticked (SPEC §5), and otherwise says what is missing.
 */
import { useState } from 'react';
import { Button, Modal } from '@skillfolio/shared';
import {
  REGISTRATION_TERMS,
  REGISTRATION_TEXT,
  TERMS_CHECKBOX_LABEL,
} from '@skillfolio/shared/wire';

export interface TermsModalProps {
  busy: boolean;
  /** The server's refusal, shown above the actions. */
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function TermsModal({ busy, problem, onConfirm, onCancel }: TermsModalProps) {
  const [accepted, setAccepted] = useState(false);
  const [unticked, setUnticked] = useState(false);
  const shown = unticked && !accepted ? REGISTRATION_TEXT.termsRequired : problem;

  return (
    <Modal title="Terms" isOpen onOpenChange={(open) => !open && onCancel()} width={600}>
      <ul className="sf-terms">
        {REGISTRATION_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <label className="sf-terms__accept">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />{' '}
        {TERMS_CHECKBOX_LABEL}
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
          {busy ? 'Registering…' : 'Confirm'}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
