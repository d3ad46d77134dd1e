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
  useTranslation,
} from '@skillfolio/shared';
import { NAME_MAX, POSTCODE_MAX, SCHOOL_NAME_MAX } from '@skillfolio/shared/wire';
import { Registration } from '@skillfolio/shared/contract';
import { STEP_PATH, StepHeading } from './StepHeading';
import { TermsModal } from './TermsModal';

interface Details {
  fname: string;
  lname: string;
  schoolName: string;
  postcode: string;
}

/** The fields that must be filled, each with the catalogue key of its message. */
const REQUIRED: ReadonlyArray<[keyof Details, string]> = [
  ['fname', 'wire:REGISTRATION_TEXT.firstNameRequired'],
  ['lname', 'wire:REGISTRATION_TEXT.lastNameRequired'],
  ['schoolName', 'wire:REGISTRATION_TEXT.schoolNameRequired'],
  ['postcode', 'wire:REGISTRATION_TEXT.postcodeRequired'],
];

export function DetailsStep() {
  const { t } = useTranslation(['register', 'wire']);
  const navigate = useNavigate();
  const stored = useLoad(useCallback(() => call(Registration.GetEmail), []));
  const [details, setDetails] = useState<Details>({
    fname: '',
    lname: '',
    schoolName: '',
    postcode: '',
  });
  /** The fields left blank at the last Next, each with its message's key. */
  const [missing, setMissing] = useState<Partial<Record<keyof Details, string>>>({});
  const [termsOpen, setTermsOpen] = useState(false);
  const {
    busy,
    problem,
    setProblem,
    submit: send,
  } = useSubmit(t('wire:REGISTRATION_TEXT.unreachable'));
  /** A message createschool sent with its answer (shown if present, SPEC §7). */
  const [message, setMessage] = useState<string | null>(null);

  if (stored.status === 'failed') {
    return <LoadProblem what={t('school.details.yourRegistration')} onRetry={stored.reload} />;
  }
  if (stored.status === 'loading') return <Spinner label={t('school.details.loading')} />;
  if (stored.data.email === '') {
    return (
      <div className="sf-card sf-register" role="alert">
        <p className="sf-alert">{t('wire:REGISTRATION_TEXT.sessionExpired')}</p>
        <p>
          <Link to={STEP_PATH.email}>{t('school.details.startAgain')}</Link>
        </p>
      </div>
    );
  }

  const field = (name: keyof Details) => ({
    value: details[name],
    onChange: (value: string) => setDetails((d) => ({ ...d, [name]: value })),
    isInvalid: missing[name] !== undefined,
    errorMessage: missing[name] && t(missing[name]),
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
      <StepHeading step={3} title={t('school.details.title')} />
      <form onSubmit={next} noValidate aria-label={t('school.details.title')}>
        <TextField
          label={t('school.details.firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX}
          isRequired
          {...field('fname')}
          autoFocus
        />
        <TextField
          label={t('school.details.lastName')}
          autoComplete="family-name"
          maxLength={NAME_MAX}
          isRequired
          {...field('lname')}
        />
        <TextField
          label={t('school.details.email')}
          type="email"
          value={stored.data.email}
          isReadOnly
        />
        <TextField
          label={t('school.details.schoolName')}
          autoComplete="organization"
          maxLength={SCHOOL_NAME_MAX}
          isRequired
          {...field('schoolName')}
        />
        <TextField
          label={t('school.details.postcode')}
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
          <Button type="submit">{t('school.details.next')}</Button>
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
