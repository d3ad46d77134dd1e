/**
 * "Forgot password?": asks for the e-mail address and mails a single-use link. The answer is
 * the same whether or not an account uses the address, so it never tells who has one.
 */
import { useState, type FormEvent } from 'react';
import {
  call,
  outcomeOf,
  Page,
  TextField,
  useSubmit,
  Link,
  useTranslation,
  type ScreenProps,
} from '@skillfolio/shared';
import { RESET_LINK_VALID_MINUTES } from '@skillfolio/shared/wire';
import { Auth } from '@skillfolio/shared/contract';
import { FormEnding } from '../FormEnding';

export function ForgotPasswordPage({ screen }: ScreenProps) {
  const { t } = useTranslation(['password', 'wire']);
  const [email, setEmail] = useState('');
  const {
    busy,
    problem,
    setProblem,
    submit: send,
  } = useSubmit(t('wire:REGISTRATION_TEXT.unreachable'));
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (email.trim() === '') {
      setProblem(t('forgot.missingEmail'));
      return;
    }
    const result = await send(
      () => outcomeOf(() => call(Auth.ForgotPassword, { email: email.trim() })),
      { toast: null },
    );
    if (result?.ok) setSent(true);
    else if (result) setProblem(result.message);
  }

  return (
    <Page title={screen.title}>
      <div className="sf-card sf-login">
        {sent ? (
          <p role="status">{t('wire:PASSWORD_RESET_TEXT.sent', { RESET_LINK_VALID_MINUTES })}</p>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('forgot.form')}>
            <p>{t('forgot.intro')}</p>
            <TextField
              label={t('forgot.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              isRequired
              autoFocus
            />
            <FormEnding
              problem={problem}
              actionsClassName="sf-login__actions"
              submitLabel={t('forgot.send')}
              busy={busy}
              busyShows={{ spinner: t('forgot.sending') }}
            />
          </form>
        )}
      </div>
      <p>
        <Link to="/public/login">{t('forgot.backToLogin')}</Link>
      </p>
    </Page>
  );
}
