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
  TextField,
  useSubmit,
  Link,
  useLocation,
  useTranslation,
  type ScreenProps,
} from '@skillfolio/shared';
import { MIN_PASSWORD_LENGTH, PASSWORD_RESET_TEXT } from '@skillfolio/shared/wire';
import { Auth } from '@skillfolio/shared/contract';
import { FormEnding } from '../FormEnding';

/** After a new school admin's first password, the login goes on to their first steps. */
const FIRST_STEPS_LOGIN = `/public/login?returnUrl=${encodeURIComponent('/app/admin/firststeps')}`;

export function SetPasswordPage({ screen }: ScreenProps) {
  const { t } = useTranslation(['password', 'wire']);
  const { hash } = useLocation();
  const link = new URLSearchParams(hash.replace(/^#/, ''));
  const token = link.get('token') ?? '';
  const welcome = link.get('welcome') === '1';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const {
    busy,
    problem,
    setProblem,
    submit: send,
  } = useSubmit(t('wire:REGISTRATION_TEXT.unreachable'));
  /**
   * Whether the server's refusal is this one of its texts: it answers in the page's language,
   * so the message is checked against the English text and the translation.
   */
  const says = (message: string | undefined, text: keyof typeof PASSWORD_RESET_TEXT): boolean =>
    message === PASSWORD_RESET_TEXT[text] || message === t(`wire:PASSWORD_RESET_TEXT.${text}`);
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
      setProblem(t('wire:USER_REFUSAL.passwordTooShort', { MIN_PASSWORD_LENGTH }));
      return;
    }
    if (password !== repeat) {
      setProblem(t('set.notSame'));
      return;
    }
    const result = await send(
      () => outcomeOf(() => call(Auth.ResetPassword, { token, password })),
      { toast: null },
    );
    if (result?.ok) setDone(true);
    else if (says(result?.message, 'linkUsed')) setState('used');
    else if (says(result?.message, 'linkInvalid')) setState('unusable');
    else if (result) setProblem(result.message);
  }

  if (!done && (token === '' || state === 'used' || state === 'unusable')) {
    return (
      <Page title={screen.title}>
        <p className="sf-alert" role="alert">
          {state === 'used'
            ? t('wire:PASSWORD_RESET_TEXT.linkUsed')
            : t('wire:PASSWORD_RESET_TEXT.linkInvalid')}
        </p>
        <p>
          <Link to="/public/forgotpassword">{t('wire:PASSWORD_RESET_TEXT.askAgain')}</Link>
        </p>
      </Page>
    );
  }

  if (!done && state !== 'usable') {
    return (
      <Page title={screen.title}>
        {state === null && <Spinner label={t('set.checking')} />}
        {state === 'unreachable' && (
          <LoadProblem what={t('set.yourLink')} onRetry={() => setChecks((n) => n + 1)} />
        )}
      </Page>
    );
  }

  return (
    <Page title={screen.title}>
      <div className="sf-card sf-login">
        {done ? (
          <>
            <p role="status">{t('wire:PASSWORD_RESET_TEXT.done')}</p>
            <p>
              <Link to={welcome ? FIRST_STEPS_LOGIN : '/public/login'}>{t('set.logIn')}</Link>
            </p>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('set.form')}>
            <TextField
              label={t('set.newPassword')}
              type="password"
              autoComplete="new-password"
              description={t('set.atLeast', { count: MIN_PASSWORD_LENGTH })}
              value={password}
              onChange={setPassword}
              isRequired
              autoFocus
            />
            <TextField
              label={t('set.repeat')}
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={setRepeat}
              isRequired
            />
            <FormEnding
              problem={problem}
              actionsClassName="sf-login__actions"
              submitLabel={t('set.submit')}
              busy={busy}
              busyShows={{ button: t('set.saving') }}
            />
          </form>
        )}
      </div>
    </Page>
  );
}
