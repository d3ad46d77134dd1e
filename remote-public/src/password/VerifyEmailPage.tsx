/**
 * The page the link in a confirmation e-mail opens. The token travels in the URL's fragment,
 * which the browser never sends to a server; the page sends it once, when the person presses
 * Confirm, so a mail scanner that fetches links does not use it up.
 */
import { useState } from 'react';
import {
  Button,
  Link,
  Page,
  type ScreenProps,
  useLocation,
  useSubmit,
  call,
  outcomeOf,
} from '@skillfolio/shared';
import { EMAIL_VERIFICATION_TEXT, REGISTRATION_TEXT } from '@skillfolio/shared/wire';
import { Registration } from '@skillfolio/shared/contract';

export function VerifyEmailPage({ screen }: ScreenProps) {
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  const { busy, problem, setProblem, submit } = useSubmit(REGISTRATION_TEXT.unreachable);
  const [done, setDone] = useState(false);

  async function confirm(): Promise<void> {
    const result = await submit(() => outcomeOf(() => call(Registration.VerifyEmail, { token })), {
      toast: null,
    });
    if (result?.ok) setDone(true);
    else if (result) setProblem(result.message);
  }

  return (
    <Page title={screen.title}>
      <div className="sf-card sf-login">
        {token === '' ? (
          <p className="sf-alert" role="alert">
            {EMAIL_VERIFICATION_TEXT.linkInvalid}
          </p>
        ) : done ? (
          <>
            <p role="status">{EMAIL_VERIFICATION_TEXT.done}</p>
            <p>
              <Link to="/public/login">Log in</Link>
            </p>
          </>
        ) : (
          <>
            <p>Press Confirm to confirm that this e-mail address is yours.</p>
            {problem && (
              <p className="sf-alert" role="alert">
                {problem}
              </p>
            )}
            <Button onPress={() => void confirm()} isDisabled={busy}>
              Confirm
            </Button>
          </>
        )}
      </div>
    </Page>
  );
}
