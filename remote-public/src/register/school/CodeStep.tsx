/** Step 2: the code from the e-mail; Confirmed goes to step 3, any other answer shows in green. */
import { useState, type FormEvent } from 'react';
import {
  call,
  outcomeOf,
  TextField,
  Trans,
  useSubmit,
  Link,
  useNavigate,
  useTranslation,
} from '@skillfolio/shared';
import { REGISTRATION_TEXT } from '@skillfolio/shared/wire';
import { Registration } from '@skillfolio/shared/contract';
import { FormEnding } from '../../FormEnding';
import { STEP_PATH, StepHeading } from './StepHeading';

export function CodeStep() {
  const { t } = useTranslation(['register', 'wire']);
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  /** The server's answer other than Confirmed (SPEC §8: shown as a green message). */
  const [message, setMessage] = useState<string | null>(null);
  /** A refusal (too many tries from here, server busy). */
  const {
    busy,
    problem,
    setProblem,
    submit: send,
  } = useSubmit(t('wire:REGISTRATION_TEXT.unreachable'));
  /** The server answers in the page's language: Confirmed in English or as translated. */
  const confirmed = (message: string): boolean =>
    message === REGISTRATION_TEXT.confirmed || message === t('wire:REGISTRATION_TEXT.confirmed');

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setMessage(null);
    const result = await send(
      () => outcomeOf(() => call(Registration.ConfirmCode, { code: code.trim() })),
      { toast: null },
    );
    if (result === undefined) return;
    if (!result.ok) setProblem(result.message);
    else if (confirmed(result.value.message)) void navigate(STEP_PATH.details);
    else setMessage(result.value.message);
  }

  return (
    <div className="sf-card sf-register">
      <StepHeading step={2} title={t('school.code.title')} />
      <p>{t('school.code.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('school.code.form')}>
        <TextField
          label={t('school.code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          value={code}
          onChange={setCode}
          isRequired
          autoFocus
        />
        {message && (
          <p className="sf-register__message" role="status">
            {message}
          </p>
        )}
        <FormEnding
          problem={problem}
          actionsClassName="sf-register__actions"
          submitLabel={t('school.code.confirm')}
          busy={busy}
          busyShows={{ spinner: t('school.code.checking') }}
        />
      </form>
      <p>
        <Trans
          t={t}
          i18nKey="school.code.noEmail"
          components={{ anchor: <Link to={STEP_PATH.email} /> }}
        />
      </p>
    </div>
  );
}
