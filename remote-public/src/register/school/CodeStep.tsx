/** Step 2: the code from the e-mail; Confirmed goes to step 3, any other answer shows in green. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, confirmCode, REGISTRATION_TEXT, Spinner, TextField } from '@skillfolio/shared';
import { STEP_PATH, StepHeading } from './StepHeading';

export function CodeStep() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  /** The server's answer other than Confirmed (SPEC §8: shown as a green message). */
  const [message, setMessage] = useState<string | null>(null);
  /** A refusal (too many tries from here, server busy). */
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(null);
    setProblem(null);
    try {
      const result = await confirmCode({ code: code.trim() });
      if (!result.ok) setProblem(result.message);
      else if (result.value.message === REGISTRATION_TEXT.confirmed) navigate(STEP_PATH.details);
      else setMessage(result.value.message);
    } catch {
      setProblem('We could not reach Skillfolio. Please check your connection and try again.');
    } finally {
      setBusy(false);
    }
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
        {problem && (
          <p className="sf-alert" role="alert">
            {problem}
          </p>
        )}
        <div className="sf-register__actions">
          <Button type="submit" isDisabled={busy}>
            Confirm
          </Button>
          {busy && <Spinner label="Checking the code" />}
        </div>
      </form>
      <p>
        No e-mail, or the code has expired? <Link to={STEP_PATH.email}>Start again</Link>
      </p>
    </div>
  );
}
