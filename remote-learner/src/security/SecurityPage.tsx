/**
 * The user's own security page: two-factor authentication with an authenticator
 * app. Set up shows a QR code (drawn here from the server's reply: no image is fetched) and
 * the key to type, then asks for a first code and shows the recovery codes once, with the
 * way on (the page's `next`, or First Steps for a school admin). School and global admins
 * are sent here by any admin call until they have set it up. A parent's session offers no
 * set-up: it changes nothing (the server refuses it too).
 */
import { useCallback, useState, type FormEvent } from 'react';
import {
  Button,
  call,
  Link,
  LoadProblem,
  Page,
  Spinner,
  TextField,
  useLoad,
  useLocation,
  useSession,
  useSubmit,
  type TotpEnrolment,
} from '@skillfolio/shared';
import { FIRST_STEPS_PATH } from '@skillfolio/shared/wire';
import { SecondFactor } from '@skillfolio/shared/contract';
import { pathAfterSetUp } from './nextPath';
import { QrCode } from './QrCode';

export function SecurityPage() {
  const readOnly = useSession((s) => s.currentUser?.read_only === true);
  if (readOnly) {
    return (
      <Page title="Account Security">
        <p>
          A parent account logs in with its own password and can change nothing, so it does not use
          two-factor authentication.
        </p>
      </Page>
    );
  }
  return <TwoFactorSettings />;
}

function TwoFactorSettings() {
  const user = useSession((s) => s.currentUser);
  const { search } = useLocation();
  const onwards = pathAfterSetUp(search, user);
  const status = useLoad(useCallback(() => call(SecondFactor.Status), []));
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const start = useSubmit('Two-factor authentication could not be set up. Please try again.');
  const confirm = useSubmit('The code could not be checked. Please try again.');
  const disable = useSubmit('Two-factor authentication was not turned off.');

  async function begin(): Promise<void> {
    const started = await start.submit(() => call(SecondFactor.StartTotp), { toast: null });
    if (started !== undefined) {
      setEnrolment(started);
      setCode('');
    }
  }

  async function finish(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (code.trim() === '') {
      confirm.setProblem('Please enter the code your app shows.');
      return;
    }
    const done = await confirm.submit(() => call(SecondFactor.ConfirmTotp, { code: code.trim() }), {
      toast: 'Two-factor authentication is on',
    });
    if (done !== undefined) {
      setEnrolment(null);
      setRecoveryCodes(done.recoveryCodes);
      setCode('');
      status.reload();
    }
  }

  async function turnOff(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (code.trim() === '') {
      disable.setProblem('Please enter a code from your app, or a recovery code.');
      return;
    }
    const done = await disable.submit(() => call(SecondFactor.DisableTotp, { code: code.trim() }), {
      toast: 'Two-factor authentication is off',
    });
    if (done !== undefined) {
      setCode('');
      setRecoveryCodes(null);
      status.reload();
    }
  }

  return (
    <Page title="Account Security">
      <h2>Two-factor authentication</h2>
      {status.status === 'loading' && <Spinner label="Loading your security settings" />}
      {status.status === 'failed' && (
        <LoadProblem what="your security settings" onRetry={status.reload} />
      )}
      {recoveryCodes !== null && (
        <section className="sf-card sf-security__codes" aria-labelledby="recovery-heading">
          <h3 id="recovery-heading">Your recovery codes</h3>
          <p>
            Keep these somewhere safe, away from your phone. Each one logs you in once if you lose
            your phone. They are shown only now.
          </p>
          <ul className="sf-security__code-list">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          {onwards !== undefined && (
            <Link className="sf-button sf-button--primary" to={onwards}>
              {onwards === FIRST_STEPS_PATH
                ? 'I have kept my codes: back to First steps'
                : 'I have kept my codes: continue'}
            </Link>
          )}
        </section>
      )}
      {status.data !== undefined && status.data.enrolled && (
        <div className="sf-card">
          <p>
            Two-factor authentication is <strong>on</strong>. You have{' '}
            {status.data.recoveryCodesLeft} unused recovery codes.
          </p>
          {!status.data.required && (
            <form onSubmit={(event) => void turnOff(event)} noValidate aria-label="Turn off">
              <TextField
                label="Code from your app, or a recovery code"
                autoComplete="one-time-code"
                value={code}
                onChange={setCode}
              />
              {disable.problem !== null && <p role="alert">{disable.problem}</p>}
              <Button type="submit" variant="danger" isDisabled={disable.busy}>
                Turn off two-factor authentication
              </Button>
            </form>
          )}
        </div>
      )}
      {status.data !== undefined && !status.data.enrolled && enrolment === null && (
        <div className="sf-card">
          {status.data.required ? (
            <p className="sf-notice" role="status">
              Your account can use the admin screens only with two-factor authentication. Set it up
              now: you need an authenticator app on your phone.
            </p>
          ) : (
            <p>
              Two-factor authentication is off. With it on, logging in also needs a code from an
              authenticator app on your phone.
            </p>
          )}
          {start.problem !== null && <p role="alert">{start.problem}</p>}
          <Button onPress={() => void begin()} isDisabled={start.busy}>
            Set up two-factor authentication
          </Button>
        </div>
      )}
      {enrolment !== null && (
        <div className="sf-card sf-security__enrol">
          <p>
            1. In your authenticator app, add an account by scanning this QR code, or type the key
            below.
          </p>
          <QrCode size={enrolment.qrSize} path={enrolment.qrPath} />
          <p>
            Key: <code className="sf-security__secret">{enrolment.secret}</code>
          </p>
          <form onSubmit={(event) => void finish(event)} noValidate aria-label="Confirm set-up">
            <TextField
              label="2. Enter the 6-digit code your app shows"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={setCode}
              isRequired
            />
            {confirm.problem !== null && <p role="alert">{confirm.problem}</p>}
            <Button type="submit" isDisabled={confirm.busy}>
              Confirm
            </Button>
          </form>
        </div>
      )}
    </Page>
  );
}
