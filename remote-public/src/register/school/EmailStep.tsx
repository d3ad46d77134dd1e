/** Step 1: the e-mail address; Next sends a code (a spinner shows meanwhile), then step 2. */
import { useState, type FormEvent } from 'react';
import {
  call,
  outcomeOf,
  TextField,
  useSubmit,
  useNavigate,
  useTranslation,
} from '@skillfolio/shared';
import { Registration } from '@skillfolio/shared/contract';
import { FormEnding } from '../../FormEnding';
import { STEP_PATH, StepHeading } from './StepHeading';

export function EmailStep() {
  const { t } = useTranslation(['register', 'wire']);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const {
    busy,
    problem,
    setProblem,
    submit: send,
  } = useSubmit(t('wire:REGISTRATION_TEXT.unreachable'));

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (email.trim() === '') {
      setProblem(t('school.email.missing'));
      return;
    }
    const result = await send(
      () => outcomeOf(() => call(Registration.SendMail, { email: email.trim() })),
      { toast: null },
    );
    if (result?.ok) void navigate(STEP_PATH.code);
    else if (result) setProblem(result.message);
  }

  return (
    <div className="sf-card sf-register">
      <StepHeading step={1} title={t('school.email.title')} />
      <p>{t('school.email.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('school.email.form')}>
        <TextField
          label={t('school.email.label')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
          autoFocus
        />
        <FormEnding
          problem={problem}
          actionsClassName="sf-register__actions"
          submitLabel={t('school.email.next')}
          busy={busy}
          busyShows={{ spinner: t('school.email.sending') }}
        />
      </form>
    </div>
  );
}
