/**
 * Register as a home user (/public/register/home): a learner outside a school picks a
 * username and password and starts at once, with a project and a starter set of skills of
 * their own. They log in with the school username left blank.
 */
import { useState, type FormEvent } from 'react';
import {
  call,
  Link,
  outcomeOf,
  Page,
  TextField,
  Trans,
  useSubmit,
  useTranslation,
  type ScreenProps,
} from '@skillfolio/shared';
import {
  EMAIL_MAX,
  MIN_PASSWORD_LENGTH,
  NAME_MAX,
  PASSWORD_MAX,
  USERNAME_MAX,
} from '@skillfolio/shared/wire';
import { Home } from '@skillfolio/shared/contract';
import { FormEnding } from '../../FormEnding';

interface Details {
  fname: string;
  lname: string;
  username: string;
  email: string;
  password: string;
}

const BLANK: Details = { fname: '', lname: '', username: '', email: '', password: '' };

/** The fields that must be filled, each with the catalogue key of its message. */
const REQUIRED: ReadonlyArray<[keyof Details, string]> = [
  ['fname', 'wire:HOME_TEXT.firstNameRequired'],
  ['lname', 'wire:HOME_TEXT.lastNameRequired'],
  ['username', 'home.usernameRequired'],
  ['password', 'home.passwordRequired'],
];

export function HomeRegistrationPage({ screen }: ScreenProps) {
  const { t } = useTranslation(['register', 'wire']);
  const [details, setDetails] = useState<Details>(BLANK);
  /** The fields left blank at the last Register, each with its message's key. */
  const [missing, setMissing] = useState<Partial<Record<keyof Details, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const { busy, problem, setProblem, submit } = useSubmit(t('wire:REGISTRATION_TEXT.unreachable'));

  const field = (name: keyof Details) => ({
    value: details[name],
    onChange: (value: string) => setDetails((d) => ({ ...d, [name]: value })),
    isInvalid: missing[name] !== undefined,
    errorMessage: missing[name] && t(missing[name]),
  });

  async function register(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const blanks = Object.fromEntries(
      REQUIRED.filter(([name]) => details[name].trim() === ''),
    ) as Partial<Record<keyof Details, string>>;
    setMissing(blanks);
    if (Object.keys(blanks).length > 0) return;
    const result = await submit(() => outcomeOf(() => call(Home.RegisterHome, details)), {
      toast: null,
    });
    if (result === undefined) return;
    if (result.ok) setDone(result.value.message);
    else setProblem(result.message);
  }

  return (
    <Page title={screen.title}>
      <div className="sf-card sf-register">
        {done ? (
          <>
            <p role="status">{done}</p>
            <p>
              <Trans
                t={t}
                i18nKey="home.yourUsername"
                values={{ username: details.username.trim() }}
                components={{ strong: <strong /> }}
              />
            </p>
            <p>
              <Link to="/public/login">{t('home.logIn')}</Link>
            </p>
          </>
        ) : (
          <form onSubmit={(event) => void register(event)} noValidate aria-label={t('home.form')}>
            <p>{t('home.intro')}</p>
            <TextField
              label={t('home.firstName')}
              autoComplete="given-name"
              maxLength={NAME_MAX}
              isRequired
              autoFocus
              {...field('fname')}
            />
            <TextField
              label={t('home.lastName')}
              autoComplete="family-name"
              maxLength={NAME_MAX}
              isRequired
              {...field('lname')}
            />
            <TextField
              label={t('home.username')}
              autoComplete="username"
              description={t('home.usernameHelp')}
              maxLength={USERNAME_MAX}
              isRequired
              {...field('username')}
            />
            <TextField
              label={t('home.email')}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              {...field('email')}
            />
            <TextField
              label={t('home.password')}
              type="password"
              autoComplete="new-password"
              description={t('home.atLeast', { count: MIN_PASSWORD_LENGTH })}
              maxLength={PASSWORD_MAX}
              isRequired
              {...field('password')}
            />
            <FormEnding
              problem={problem}
              actionsClassName="sf-register__actions"
              submitLabel={t('home.submit')}
              busy={busy}
              busyShows={{ button: t('home.busy') }}
            />
          </form>
        )}
      </div>
    </Page>
  );
}
