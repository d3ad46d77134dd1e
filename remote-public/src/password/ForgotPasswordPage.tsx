/**
 * "Forgot password?": asks for the e-mail address and mails a single-use link. The answer is
 * the same whether or not an account uses the address, so it never tells who has one.
 */
import { useState, type FormEvent } from 'react';
import {
  call,
  outcomeOf,
  Page,
  type ScreenProps,
  TextField,
  useSubmit,
  Link,
} from '@skillfolio/shared';
import { PASSWORD_RESET_TEXT, REGISTRATION_TEXT } from '@skillfolio/shared/wire';
import { Auth } from '@skillfolio/shared/contract';
import { FormEnding } from '../FormEnding';

export function ForgotPasswordPage({ screen }: ScreenProps) {
  const [email, setEmail] = useState('');
  const { busy, problem, setProblem, submit: send } = useSubmit(REGISTRATION_TEXT.unreachable);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (email.trim() === '') {
      setProblem('Please enter your email address');
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
          <p role="status">{PASSWORD_RESET_TEXT.sent}</p>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Forgot password">
            <p>
              Enter the email address of your account. Pupils who log in with a username and no
              email address should ask their school to set a new password.
            </p>
            <TextField
              label="Email"
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
              submitLabel="Send the link"
              busy={busy}
              busyShows={{ spinner: 'Sending the link' }}
            />
          </form>
        )}
      </div>
      <p>
        <Link to="/public/login">Back to login</Link>
      </p>
    </Page>
  );
}
