/**
 * Under the Email field of a saved user: whether the address is confirmed (only then does it
 * log in and get password resets), and a button that mails the confirmation link again.
 */
import { useState } from 'react';
import { Button, call, outcomeOf, useSubmit } from '@skillfolio/shared';
import { EMAIL_VERIFICATION_TEXT } from '@skillfolio/shared/wire';
import { Registration } from '@skillfolio/shared/contract';

export interface EmailConfirmationProps {
  userId: number;
  verified: boolean;
}

export function EmailConfirmation({ userId, verified }: EmailConfirmationProps) {
  const sending = useSubmit('The e-mail was not sent. Please try again.');
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
        Email address:{' '}
        <strong>
          {verified ? EMAIL_VERIFICATION_TEXT.verified : EMAIL_VERIFICATION_TEXT.unverified}
        </strong>
        {verified
          ? ''
          : '. It cannot be used to log in or reset the password until its owner opens the link we mailed.'}
      </p>
      {sent && <p role="status">{EMAIL_VERIFICATION_TEXT.sent}</p>}
      {sending.problem && (
        <p className="sf-alert" role="alert">
          {sending.problem}
        </p>
      )}
      {!verified && (
        <Button variant="secondary" onPress={() => void send()} isDisabled={sending.busy}>
          {EMAIL_VERIFICATION_TEXT.send}
        </Button>
      )}
    </div>
  );
}
