/**
 * Sign-in with the school's own Google or Microsoft account, beside the SPEC's login forms:
 * shown only for the providers this server offers. The school's username says whose settings
 * apply (which domains, which Microsoft tenant); the browser then leaves for the provider,
 * and comes back to the login page, or to the page that sent the user to log in.
 */
import { useState, type FormEvent } from 'react';
import { Button, followEndpoint, TextField, useTranslation } from '@skillfolio/shared';
import { SignIn } from '@skillfolio/shared/contract';
import { type SignInProviderName, type SignInProvidersReply } from '@skillfolio/shared/wire';

/**
 * The school username last signed in with on this device: on a school's shared computers
 * every pupil types the same one. Not personal (a school's name on Skillfolio).
 */
const SCHOOL_KEY = 'skillfolio.signInSchool';

function rememberedSchool(): string {
  try {
    return window.localStorage.getItem(SCHOOL_KEY) ?? '';
  } catch {
    // Storage turned off: the field starts blank.
    return '';
  }
}

function rememberSchool(school: string): void {
  try {
    window.localStorage.setItem(SCHOOL_KEY, school);
  } catch {
    // Storage turned off or full: nothing is lost but the convenience.
  }
}

interface SchoolSignInProps {
  /** What the server offers; none leaves the SPEC's login as it is. */
  providers: SignInProvidersReply['providers'];
  /** Where to go once signed in: a path of the app (`/app/…`), or '' for the landing screen. */
  returnUrl: string;
  /** Why the last sign-in did not happen, from the login page's address; null when none. */
  refusal: string | null;
}

export function SchoolSignIn({ providers, returnUrl, refusal }: SchoolSignInProps) {
  const { t } = useTranslation(['login', 'wire']);
  const [school, setSchool] = useState(rememberedSchool);
  const [missingSchool, setMissingSchool] = useState(false);

  function start(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    // The button pressed (Enter in the field presses the first).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const chosen = providers.find(
      (provider) => submitter instanceof HTMLButtonElement && provider.name === submitter.value,
    );
    const provider: SignInProviderName | undefined = (chosen ?? providers[0])?.name;
    if (provider === undefined) return;
    const typed = school.trim();
    if (typed === '') {
      setMissingSchool(true);
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    rememberSchool(typed);
    followEndpoint(SignIn.StartSignIn, {
      provider,
      school: typed,
      ...(returnUrl === '' ? {} : { returnUrl }),
    });
  }

  const said =
    refusal === null ? null : (
      <p className="sf-login__incorrect" role="alert">
        {refusal}
      </p>
    );
  // A refusal from a provider since turned off is still said.
  if (providers.length === 0) return said;
  return (
    <form
      className="sf-login__school"
      onSubmit={start}
      noValidate
      aria-labelledby="sf-school-sign-in"
    >
      <h2 id="sf-school-sign-in" className="sf-login__or">
        {t('schoolSignIn.heading')}
      </h2>
      {said}
      <TextField
        label={t('schoolSignIn.schoolUsername')}
        description={t('schoolSignIn.help')}
        autoComplete="organization"
        value={school}
        onChange={(value) => {
          setSchool(value);
          setMissingSchool(false);
        }}
        isRequired
        isInvalid={missingSchool}
        errorMessage={missingSchool ? t('wire:SIGN_IN_REFUSALS.noSchool') : undefined}
      />
      <div className="sf-login__providers">
        {providers.map((provider) => (
          <Button
            key={provider.name}
            type="submit"
            name="provider"
            value={provider.name}
            variant="secondary"
            className={`sf-login__provider sf-login__provider--${provider.name}`}
          >
            {t('schoolSignIn.signInWith', { provider: provider.label })}
          </Button>
        ))}
      </div>
    </form>
  );
}
