/**
 * Step 3: the registrant's name, the confirmed e-mail (read-only, from getemail), school name
 * and postcode. Next opens the terms; their Confirm creates the school. With no confirmed
 * e-mail on the server the step says the session has expired (SPEC §8).
 */
import { useCallback, useState, type FormEvent } from 'react';
import {
  Button,
  call,
  outcomeOf,
  LoadProblem,
  Spinner,
  TextField,
  useLoad,
  useSubmit,
  Link,
  useNavigate,
} from '@skillfolio/shared';
import {
  NAME_MAX,
  POSTCODE_MAX,
  REGISTRATION_TEXT,
  SCHOOL_NAME_MAX,
} from '@skillfolio/shared/wire';
import { Registration } from '@skillfolio/shared/contract';
import { STEP_PATH, StepHeading } from './StepHeading';
import { TermsModal } from './TermsModal';

interface Details {
  fname: string;
  lname: string;
  schoolName: string;
  postcode: string;
}

const REQUIRED: ReadonlyArray<[keyof Details, string]> = [
  ['fname', REGISTRATION_TEXT.firstNameRequired],
  ['lname', REGISTRATION_TEXT.lastNameRequired],
  ['schoolName', REGISTRATION_TEXT.schoolNameRequired],
  ['postcode', REGISTRATION_TEXT.postcodeRequired],
];

export function DetailsStep() {
  const navigate = useNavigate();
  const stored = useLoad(useCallback(() => call(Registration.GetEmail), []));
  const [details, setDetails] = useState<Details>({
    fname: '',
    lname: '',
    schoolName: '',
    postcode: '',
  });
  const [missing, setMissing] = useState<Partial<Record<keyof Details, string>>>({});
  const [termsOpen, setTermsOpen] = useState(false);
  const { busy, problem, setProblem, submit: send } = useSubmit(REGISTRATION_TEXT.unreachable);
  /** A message createschool sent with its answer (shown if present, SPEC §7). */
  const [message, setMessage] = useState<string | null>(null);

  if (stored.status === 'failed') {
    return <LoadProblem what="your registration" onRetry={stored.reload} />;
  }
  if (stored.status === 'loading') return <Spinner label="Loading your registration" />;
  if (stored.data.email === '') {
    return (
      <div className="sf-card sf-register" role="alert">
        <p className="sf-alert">{REGISTRATION_TEXT.sessionExpired}</p>
        <p>
          <Link to={STEP_PATH.email}>Start again</Link>
        </p>
      </div>
    );
  }

  const field = (name: keyof Details) => ({
    value: details[name],
    onChange: (value: string) => setDetails((d) => ({ ...d, [name]: value })),
    isInvalid: missing[name] !== undefined,
    errorMessage: missing[name],
  });

  function next(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const blanks = Object.fromEntries(
      REQUIRED.filter(([name]) => details[name].trim() === ''),
    ) as Partial<Record<keyof Details, string>>;
    setMissing(blanks);
    setMessage(null);
    if (Object.keys(blanks).length === 0) {
      setProblem(null);
      setTermsOpen(true);
    }
  }

  async function confirm(): Promise<void> {
    const result = await send(
      () => outcomeOf(() => call(Registration.CreateSchool, { ...details, termsAccepted: true })),
      {
        toast: null,
      },
    );
    if (result === undefined) return;
    if (!result.ok) {
      setProblem(result.message);
    } else if (result.value.message !== '') {
      setTermsOpen(false);
      setMessage(result.value.message);
    } else {
      void navigate(STEP_PATH.thankYou);
    }
  }

  return (
    <div className="sf-card sf-register">
      <StepHeading step={3} title="You and your school" />
      <form onSubmit={next} noValidate aria-label="You and your school">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          isRequired
          {...field('fname')}
          autoFocus
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX}
          isRequired
          {...field('lname')}
        />
        <TextField label="Email" type="email" value={stored.data.email} isReadOnly />
        <TextField
          label="School name"
          autoComplete="organization"
          maxLength={SCHOOL_NAME_MAX}
          isRequired
          {...field('schoolName')}
        />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          maxLength={POSTCODE_MAX}
          isRequired
          {...field('postcode')}
        />
        {message && (
          <p className="sf-register__message" role="status">
            {message}
          </p>
        )}
        <div className="sf-register__actions">
          <Button type="submit">Next</Button>
        </div>
      </form>
      {termsOpen && (
        <TermsModal
          busy={busy}
          problem={problem}
          onConfirm={() => void confirm()}
          onCancel={() => setTermsOpen(false)}
        />
      )}
    </div>
  );
}
