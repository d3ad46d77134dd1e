/** SPEC §2 /public/login: choose email or username, then log in; Enter submits, Change goes back. */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  call,
  displayName,
  login,
  logout,
  Page,
  TextField,
  useLoad,
  useSession,
  type LoginMode,
  type SessionReply,
  Link,
  Trans,
  useLocation,
  useNavigate,
  useTranslation,
} from '@skillfolio/shared';
import { SignIn } from '@skillfolio/shared/contract';
import { SIGN_IN_DONE, SIGN_IN_REFUSALS, type SignInOutcome } from '@skillfolio/shared/wire';
import { FormEnding } from '../FormEnding';
import { landingPath } from './landingPath';
import { returnPath } from './returnPath';
import { SchoolSignIn } from './SchoolSignIn';
import { SecondFactorStep } from './SecondFactorStep';

type Mode = LoginMode | null;

/**
 * What a login needs before it is worth asking the server, in the order the fields show: each
 * with the catalogue key of its message.
 */
export const LOGIN_MISSING = {
  email: 'missing.email',
  username: 'missing.username',
  password: 'missing.password',
} as const;

type Missing = Partial<Record<keyof typeof LOGIN_MISSING, string>>;

/** How a sign-in at the school's provider ended, from `?signIn=` (server: sso/signInRoutes.ts). */
function signInOutcome(search: string): SignInOutcome | null {
  const code = new URLSearchParams(search).get('signIn');
  if (code === SIGN_IN_DONE) return code;
  return code !== null && Object.hasOwn(SIGN_IN_REFUSALS, code)
    ? (code as keyof typeof SIGN_IN_REFUSALS)
    : null;
}

export function LoginPage() {
  const { t } = useTranslation(['login', 'wire']);
  const user = useSession((s) => s.currentUser);
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read once: the outcome of the sign-in that brought the user here, not of a later one.
  const [signedIn] = useState(() => signInOutcome(search));
  const [mode, setMode] = useState<Mode>(null);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [schoolUsername, setSchoolUsername] = useState('');
  const [password, setPassword] = useState('');
  const [incorrect, setIncorrect] = useState(false);
  /** Why the server would not check the login (too many attempts, busy), in its words. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The fields left blank at the last Login, each with its message; cleared as it is typed in. */
  const [missing, setMissing] = useState<Missing>({});
  /** Counts the Logins stopped for a blank field: each one takes focus to the first such field. */
  const [stopped, setStopped] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (stopped > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [stopped]);
  /** The password was right (or the school's provider said yes) and the account has two-factor: the code comes next. */
  const [needsCode, setNeedsCode] = useState(signedIn === 'secondFactor');
  useEffect(() => {
    // Signed in at the school's provider: on to where this user lands (the session is the
    // one the page started with, so who they are is known).
    if (signedIn === SIGN_IN_DONE && user) {
      void navigate(returnPath(search, landingPath(user)), { replace: true });
    }
  }, [signedIn, user, search, navigate]);
  /** Why a sign-in at the school's provider did not happen, to say beside it. */
  const providerRefusal =
    signedIn === null || signedIn === 'secondFactor'
      ? null
      : signedIn === SIGN_IN_DONE
        ? user
          ? null
          : t('wire:SIGN_IN_REFUSALS.failed')
        : t(`wire:SIGN_IN_REFUSALS.${signedIn}`);
  // Asked once, not at each return to the choice of how to log in. A server that offers none,
  // or cannot say, leaves the SPEC's login as it is.
  const offered = useLoad(useCallback(() => call(SignIn.GetSignInProviders), []));
  /** A sign-in's start goes on to the page that sent the user here, as the password login does. */
  const onwards = returnPath(search, '');

  function enter(session: SessionReply): void {
    useSession.getState().startSession(session);
    void navigate(returnPath(search, landingPath(session.currentUser)), { replace: true });
  }

  function cancelCode(): void {
    setNeedsCode(false);
    choose(null);
    // The half-made session (password given, code not) is of no use: end it.
    void logout().catch(() => undefined);
  }

  function choose(next: Mode): void {
    setMode(next);
    setIncorrect(false);
    setRefusal(null);
    setMissing({});
    setPassword('');
  }

  /** Each blank field the login needs, with its message's key (the school username may be blank). */
  function blankFields(loginMode: LoginMode): Missing {
    const blank: Missing = {};
    if (loginMode === 'E' && email.trim() === '') blank.email = LOGIN_MISSING.email;
    if (loginMode === 'U' && username.trim() === '') blank.username = LOGIN_MISSING.username;
    if (password === '') blank.password = LOGIN_MISSING.password;
    return blank;
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!mode || busy) return;
    const blank = blankFields(mode);
    setMissing(blank);
    if (Object.keys(blank).length > 0) {
      setStopped((count) => count + 1);
      setIncorrect(false);
      setRefusal(null);
      return;
    }
    setBusy(true);
    setIncorrect(false);
    setRefusal(null);
    try {
      const result = await login({
        loginMode: mode,
        username: mode === 'E' ? email.trim() : username.trim(),
        password,
        schoolUsername: mode === 'U' ? schoolUsername.trim() : '',
      });
      if (result.kind === 'ok') {
        enter(result.session);
        return;
      }
      if (result.kind === 'secondFactor') {
        setPassword('');
        setNeedsCode(true);
        return;
      }
      if (result.kind === 'incorrect') setIncorrect(true);
      else if (result.kind === 'refused') setRefusal(result.message);
      else useSession.getState().showError(t('errors.notLoggedIn'), result.error);
    } catch (err) {
      useSession.getState().showError(t('errors.unreachable'), String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t('title')}>
      {user && (
        <p className="sf-login__current">
          <Trans
            t={t}
            i18nKey="loggedInAs"
            values={{ name: displayName(user) }}
            components={{ strong: <strong />, anchor: <Link to="/dashboard" /> }}
          />
        </p>
      )}
      <div className="sf-card sf-login">
        {needsCode ? (
          <>
            {signedIn === 'secondFactor' && (
              <p role="status">{t('wire:SIGN_IN_REFUSALS.secondFactor')}</p>
            )}
            <SecondFactorStep onVerified={enter} onCancel={cancelCode} />
          </>
        ) : mode === null ? (
          <>
            <div className="sf-login__modes">
              <p>{t('modes.question')}</p>
              <Button onPress={() => choose('E')}>{t('modes.email')}</Button>
              <Button variant="secondary" onPress={() => choose('U')}>
                {t('modes.username')}
              </Button>
            </div>
            <SchoolSignIn
              providers={offered.status === 'loaded' ? offered.data.providers : []}
              returnUrl={onwards === '' ? '' : `/app${onwards}`}
              refusal={providerRefusal}
            />
          </>
        ) : (
          <form
            ref={form}
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label={t('form')}
          >
            {mode === 'E' ? (
              <TextField
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(value) => {
                  setEmail(value);
                  setMissing(({ email: _, ...rest }) => rest);
                }}
                isRequired
                isInvalid={missing.email !== undefined}
                errorMessage={missing.email && t(missing.email)}
                autoFocus
              />
            ) : (
              <>
                <TextField
                  label={t('fields.username')}
                  autoComplete="username"
                  value={username}
                  onChange={(value) => {
                    setUsername(value);
                    setMissing(({ username: _, ...rest }) => rest);
                  }}
                  isRequired
                  isInvalid={missing.username !== undefined}
                  errorMessage={missing.username && t(missing.username)}
                  autoFocus
                />
                <TextField
                  label={t('fields.schoolUsername')}
                  description={t('fields.schoolUsernameHelp')}
                  value={schoolUsername}
                  onChange={setSchoolUsername}
                />
              </>
            )}
            <TextField
              label={t('fields.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(value) => {
                setPassword(value);
                setMissing(({ password: _, ...rest }) => rest);
              }}
              isRequired
              isInvalid={missing.password !== undefined}
              errorMessage={missing.password && t(missing.password)}
            />
            <FormEnding
              problem={incorrect ? t('incorrect') : refusal}
              problemClassName="sf-login__incorrect"
              actionsClassName="sf-login__actions"
              submitLabel={t('submit')}
              busy={busy}
              busyShows={{ button: t('busy') }}
            >
              <Button variant="secondary" onPress={() => choose(null)}>
                {t('change')}
              </Button>
            </FormEnding>
            <p>
              <Link to="/public/forgotpassword">{t('forgotPassword')}</Link>
            </p>
          </form>
        )}
      </div>
      <p>
        <Trans t={t} i18nKey="newHere" components={{ anchor: <Link to="/public/register" /> }} />
      </p>
    </Page>
  );
}
