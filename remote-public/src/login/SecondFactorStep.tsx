/**
 * The login's second step for a user with two-factor authentication: the six-digit code
 * from their authenticator app, or one of their recovery codes.
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  call,
  codeRefusalOf,
  TextField,
  useTranslation,
  type SessionReply,
} from '@skillfolio/shared';
import { SecondFactor } from '@skillfolio/shared/contract';
import { FormEnding } from '../FormEnding';

interface SecondFactorStepProps {
  onVerified: (session: SessionReply) => void;
  onCancel: () => void;
}

export function SecondFactorStep({ onVerified, onCancel }: SecondFactorStepProps) {
  const { t } = useTranslation('login');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setProblem(t('secondFactor.missing'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onVerified(await call(SecondFactor.VerifySecondFactor, { code: code.trim() }));
    } catch (error) {
      // A wrong code or too many tries is said beside the field; anything else generically.
      setProblem((await codeRefusalOf(error)) ?? t('secondFactor.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('secondFactor.code')}>
      <p>{t('secondFactor.intro')}</p>
      <TextField
        label={t('secondFactor.code')}
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
        submitLabel={t('secondFactor.verify')}
        busy={busy}
        busyShows={{ button: t('secondFactor.checking') }}
      >
        <Button variant="secondary" onPress={onCancel}>
          {t('secondFactor.cancel')}
        </Button>
      </FormEnding>
    </form>
  );
}
