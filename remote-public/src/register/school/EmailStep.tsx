/** Step 1: the e-mail address; Next sends a code (a spinner shows meanwhile), then step 2. */
import { useState, type FormEvent } from 'react';
import { call, outcomeOf, TextField, useSubmit, useNavigate } from '@skillfolio/shared';
import { REGISTRATION_TEXT } from '@skillfolio/shared/wire';
import { Registration } from '@skillfolio/shared/contract';
import { FormEnding } from '../../FormEnding';
import { STEP_PATH, StepHeading } from './StepHeading';

export function EmailStep() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { busy, problem, setProblem, submit: send } = useSubmit(REGISTRATION_TEXT.unreachable);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (email.trim() === '') {
      setProblem('Please enter your email address');
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
      <StepHeading step={1} title="Your email address" />
      <p>We will e-mail you a 6-digit code to confirm the address.</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Email address">
        <TextField
          label="Email"
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
          submitLabel="Next"
          busy={busy}
          busyShows={{ spinner: 'Sending the code' }}
        />
      </form>
    </div>
  );
}
