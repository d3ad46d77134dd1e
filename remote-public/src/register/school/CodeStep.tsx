/** Step 2: the code from the e-mail; Confirmed goes to step 3, any other answer shows in green. */
import { useState, type FormEvent } from 'react';
import { call, outcomeOf, TextField, useSubmit, Link, useNavigate } from '@skillfolio/shared';
import { REGISTRATION_TEXT } from '@skillfolio/shared/wire';
import { Registration } from '@skillfolio/shared/contract';
import { FormEnding } from '../../FormEnding';
import { STEP_PATH, StepHeading } from './StepHeading';

export function CodeStep() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  /** The server's answer other than Confirmed (SPEC §8: shown as a green message). */
  const [message, setMessage] = useState<string | null>(null);
  /** A refusal (too many tries from here, server busy). */
  const { busy, problem, setProblem, submit: send } = useSubmit(REGISTRATION_TEXT.unreachable);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setMessage(null);
    const result = await send(
      () => outcomeOf(() => call(Registration.ConfirmCode, { code: code.trim() })),
      { toast: null },
    );
    if (result === undefined) return;
    if (!result.ok) setProblem(result.message);
    else if (result.value.message === REGISTRATION_TEXT.confirmed) void navigate(STEP_PATH.details);
    else setMessage(result.value.message);
  }

  return (
    <div className="sf-card sf-register">
      <StepHeading step={2} title="Confirm your email address" />
      <p>Enter the 6-digit code we e-mailed you. It works once, within 30 minutes.</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Confirmation code">
        <TextField
          label="Code"
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
          submitLabel="Confirm"
          busy={busy}
          busyShows={{ spinner: 'Checking the code' }}
        />
      </form>
      <p>
        No e-mail, or the code has expired? <Link to={STEP_PATH.email}>Start again</Link>
      </p>
    </div>
  );
}
