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
  useSubmit,
  type ScreenProps,
} from '@skillfolio/shared';
import {
  EMAIL_MAX,
  HOME_TEXT,
  MIN_PASSWORD_LENGTH,
  NAME_MAX,
  PASSWORD_MAX,
  REGISTRATION_TEXT,
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

const REQUIRED: ReadonlyArray<[keyof Details, string]> = [
  ['fname', HOME_TEXT.firstNameRequired],
  ['lname', HOME_TEXT.lastNameRequired],
  ['username', 'Please choose a username'],
  ['password', 'Please choose a password'],
];

export function HomeRegistrationPage({ screen }: ScreenProps) {
  const [details, setDetails] = useState<Details>(BLANK);
  const [missing, setMissing] = useState<Partial<Record<keyof Details, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const { busy, problem, setProblem, submit } = useSubmit(REGISTRATION_TEXT.unreachable);

  const field = (name: keyof Details) => ({
    value: details[name],
    onChange: (value: string) => setDetails((d) => ({ ...d, [name]: value })),
    isInvalid: missing[name] !== undefined,
    errorMessage: missing[name],
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
              Your username is <strong>{details.username.trim()}</strong>. Leave the school username
              blank when you log in.
            </p>
            <p>
              <Link to="/public/login">Log in</Link>
            </p>
          </>
        ) : (
          <form
            onSubmit={(event) => void register(event)}
            noValidate
            aria-label="Register as a home user"
          >
            <p>
              Assess yourself on a starter set of skills, add skills of your own, and keep a plan
              and notes. No school needed.
            </p>
            <TextField
              label="First name"
              autoComplete="given-name"
              maxLength={NAME_MAX}
              isRequired
              autoFocus
              {...field('fname')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              maxLength={NAME_MAX}
              isRequired
              {...field('lname')}
            />
            <TextField
              label="Username"
              autoComplete="username"
              description="You log in with this. No spaces."
              maxLength={USERNAME_MAX}
              isRequired
              {...field('username')}
            />
            <TextField
              label="Email (optional)"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              {...field('email')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              maxLength={PASSWORD_MAX}
              isRequired
              {...field('password')}
            />
            <FormEnding
              problem={problem}
              actionsClassName="sf-register__actions"
              submitLabel="Register"
              busy={busy}
              busyShows={{ button: 'Registering…' }}
            />
          </form>
        )}
      </div>
    </Page>
  );
}
