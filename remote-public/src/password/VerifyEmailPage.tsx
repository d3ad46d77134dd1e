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
  useLocation,
  useSubmit,
  call,
  outcomeOf,
  useTranslation,
  type ScreenProps,
} from '@skillfolio/shared';
import { Registration } from '@skillfolio/shared/contract';

export function VerifyEmailPage({ screen }: ScreenProps) {
  const { t } = useTranslation(['password', 'wire']);
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  const { busy, problem, setProblem, submit } = useSubmit(t('wire:REGISTRATION_TEXT.unreachable'));
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
            {t('wire:EMAIL_VERIFICATION_TEXT.linkInvalid')}
          </p>
        ) : done ? (
          <>
            <p role="status">{t('wire:EMAIL_VERIFICATION_TEXT.done')}</p>
            <p>
              <Link to="/public/login">{t('verify.logIn')}</Link>
            </p>
          </>
        ) : (
          <>
            <p>{t('verify.intro')}</p>
            {problem && (
              <p className="sf-alert" role="alert">
                {problem}
              </p>
            )}
            <Button onPress={() => void confirm()} isDisabled={busy}>
              {t('verify.confirm')}
            </Button>
          </>
        )}
      </div>
    </Page>
  );
}
