/**
 * The page an e-mailed link opens (a reset, or a new school admin's first password). The
 * token travels in the URL's fragment, which the browser never sends to any server, so it
 * stays out of access logs and Referer headers. The link is checked first: a used or dead
 * one says so and offers a new one, instead of a form that cannot work.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  call,
  LoadProblem,
  Spinner,
  Page,
  outcomeOf,
  type ScreenProps,
  TextField,
  useSubmit,
  Link,
  useLocation,
} from '@skillfolio/shared';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_TEXT,
  REGISTRATION_TEXT,
  USER_REFUSAL,
} from '@skillfolio/shared/wire';
import { Auth } from '@skillfolio/shared/contract';
import { FormEnding } from '../FormEnding';

/** After a new school admin's first password, the login goes on to their first steps. */
const FIRST_STEPS_LOGIN = `/public/login?returnUrl=${encodeURIComponent('/app/admin/firststeps')}`;

export function SetPasswordPage({ screen }: ScreenProps) {
  const { hash } = useLocation();
  const link = new URLSearchParams(hash.replace(/^#/, ''));
  const token = link.get('token') ?? '';
  const welcome = link.get('welcome') === '1';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, problem, setProblem, submit: send } = useSubmit(REGISTRATION_TEXT.unreachable);
  const [done, setDone] = useState(false);
  /** What the link is worth: null while asking; 'unreachable' when the check failed. */
  const [state, setState] = useState<'usable' | 'used' | 'unusable' | 'unreachable' | null>(null);
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    if (token === '') return undefined;
    let live = true;
    setState(null);
    outcomeOf(() => call(Auth.CheckResetLink, { token })).then(
      (outcome) => {
        if (!live) return;
        if (outcome.ok) setState(outcome.value.state);
        else setState('unreachable');
      },
      () => live && setState('unreachable'),
    );
    return () => {
      live = false;
    };
  }, [token, checks]);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setProblem(USER_REFUSAL.passwordTooShort);
      return;
    }
    if (password !== repeat) {
      setProblem('The two passwords are not the same');
      return;
    }
    const result = await send(
      () => outcomeOf(() => call(Auth.ResetPassword, { token, password })),
      { toast: null },
    );
    if (result?.ok) setDone(true);
    else if (result?.message === PASSWORD_RESET_TEXT.linkUsed) setState('used');
    else if (result?.message === PASSWORD_RESET_TEXT.linkInvalid) setState('unusable');
    else if (result) setProblem(result.message);
  }

  if (!done && (token === '' || state === 'used' || state === 'unusable')) {
    return (
      <Page title={screen.title}>
        <p className="sf-alert" role="alert">
          {state === 'used' ? PASSWORD_RESET_TEXT.linkUsed : PASSWORD_RESET_TEXT.linkInvalid}
        </p>
        <p>
          <Link to="/public/forgotpassword">{PASSWORD_RESET_TEXT.askAgain}</Link>
        </p>
      </Page>
    );
  }

  if (!done && state !== 'usable') {
    return (
      <Page title={screen.title}>
        {state === null && <Spinner label="Checking your link" />}
        {state === 'unreachable' && (
          <LoadProblem what="your link" onRetry={() => setChecks((n) => n + 1)} />
        )}
      </Page>
    );
  }

  return (
    <Page title={screen.title}>
      <div className="sf-card sf-login">
        {done ? (
          <>
            <p role="status">{PASSWORD_RESET_TEXT.done}</p>
            <p>
              <Link to={welcome ? FIRST_STEPS_LOGIN : '/public/login'}>Log in</Link>
            </p>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Set your password">
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              value={password}
              onChange={setPassword}
              isRequired
              autoFocus
            />
            <TextField
              label="Repeat the new password"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={setRepeat}
              isRequired
            />
            <FormEnding
              problem={problem}
              actionsClassName="sf-login__actions"
              submitLabel="Set password"
              busy={busy}
              busyShows={{ button: 'Saving…' }}
            />
          </form>
        )}
      </div>
    </Page>
  );
}
