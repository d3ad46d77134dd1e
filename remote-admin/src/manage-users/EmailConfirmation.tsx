/**
 * Under the Email field of a saved user: whether the address is confirmed (only then does it
 * log in and get password resets), and a button that mails the confirmation link again.
 */
import { useState } from 'react';
import { Button, call, outcomeOf, Trans, useSubmit, useTranslation } from '@skillfolio/shared';
import { Registration } from '@skillfolio/shared/contract';

export interface EmailConfirmationProps {
  userId: number;
  verified: boolean;
}

export function EmailConfirmation({ userId, verified }: EmailConfirmationProps) {
  const { t } = useTranslation(['manage-users', 'wire']);
  const sending = useSubmit(t('emailConfirmation.notSent'));
  const [sent, setSent] = useState(false);

  async function send(): Promise<void> {
    const result = await sending.submit(
      () => outcomeOf(() => call(Registration.SendEmailVerification, { user_id: userId })),
      {
        toast: null,
      },
    );
    if (result?.ok) setSent(true);
    else if (result) sending.setProblem(result.message);
  }

  return (
    <div className="sf-field-note">
      <p>
        <Trans
          t={t}
          i18nKey={verified ? 'emailConfirmation.confirmed' : 'emailConfirmation.unconfirmed'}
          values={{
            status: verified
              ? t('wire:EMAIL_VERIFICATION_TEXT.verified')
              : t('wire:EMAIL_VERIFICATION_TEXT.unverified'),
          }}
          components={{ strong: <strong /> }}
        />
      </p>
      {sent && <p role="status">{t('wire:EMAIL_VERIFICATION_TEXT.sent')}</p>}
      {sending.problem && (
        <p className="sf-alert" role="alert">
          {sending.problem}
        </p>
      )}
      {!verified && (
        <Button variant="secondary" onPress={() => void send()} isDisabled={sending.busy}>
          {t('wire:EMAIL_VERIFICATION_TEXT.send')}
        </Button>
      )}
    </div>
  );
}
