/**
 * The login's second step for a user with two-factor authentication: the six-digit code
 * from their authenticator app, or one of their recovery codes.
 */
import { useState, type FormEvent } from 'react';
import { Button, call, codeRefusalOf, TextField, type SessionReply } from '@skillfolio/shared';
import { SecondFactor } from '@skillfolio/shared/contract';
import { FormEnding } from '../FormEnding';

interface SecondFactorStepProps {
  onVerified: (session: SessionReply) => void;
  onCancel: () => void;
}

export function SecondFactorStep({ onVerified, onCancel }: SecondFactorStepProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setProblem('Please enter the code from your authenticator app.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onVerified(await call(SecondFactor.VerifySecondFactor, { code: code.trim() }));
    } catch (error) {
      // A wrong code or too many tries is said beside the field; anything else generically.
      setProblem(
        (await codeRefusalOf(error)) ??
          'We could not check the code. Please try again in a moment.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Authentication code">
      <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={setCode}
        isRequired
        autoFocus
      />
      <FormEnding
        problem={problem}
        problemClassName="sf-login__incorrect"
        actionsClassName="sf-login__actions"
        submitLabel="Verify"
        busy={busy}
        busyShows={{ button: 'Checking…' }}
      >
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </FormEnding>
    </form>
  );
}
