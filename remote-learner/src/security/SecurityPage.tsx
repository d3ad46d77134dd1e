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
  Trans,
  useLoad,
  useLocation,
  useSession,
  useSubmit,
  useTranslation,
  type TotpEnrolment,
} from '@skillfolio/shared';
import { FIRST_STEPS_PATH } from '@skillfolio/shared/wire';
import { SecondFactor } from '@skillfolio/shared/contract';
import { pathAfterSetUp } from './nextPath';
import { QrCode } from './QrCode';

export function SecurityPage() {
  const { t } = useTranslation('security');
  const readOnly = useSession((s) => s.currentUser?.read_only === true);
  if (readOnly) {
    return (
      <Page title={t('title')}>
        <p>{t('parent')}</p>
      </Page>
    );
  }
  return <TwoFactorSettings />;
}

function TwoFactorSettings() {
  const { t } = useTranslation('security');
  const user = useSession((s) => s.currentUser);
  const { search } = useLocation();
  const onwards = pathAfterSetUp(search, user);
  const status = useLoad(useCallback(() => call(SecondFactor.Status), []));
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const start = useSubmit(t('startFailed'));
  const confirm = useSubmit(t('confirmFailed'));
  const disable = useSubmit(t('turnOffFailed'));

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
      confirm.setProblem(t('enterCode'));
      return;
    }
    const done = await confirm.submit(() => call(SecondFactor.ConfirmTotp, { code: code.trim() }), {
      toast: t('turnedOn'),
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
      disable.setProblem(t('enterCodeOrRecovery'));
      return;
    }
    const done = await disable.submit(() => call(SecondFactor.DisableTotp, { code: code.trim() }), {
      toast: t('turnedOff'),
    });
    if (done !== undefined) {
      setCode('');
      setRecoveryCodes(null);
      status.reload();
    }
  }

  return (
    <Page title={t('title')}>
      <h2>{t('heading')}</h2>
      {status.status === 'loading' && <Spinner label={t('loading')} />}
      {status.status === 'failed' && (
        <LoadProblem what={t('loadSettings')} onRetry={status.reload} />
      )}
      {recoveryCodes !== null && (
        <section className="sf-card sf-security__codes" aria-labelledby="recovery-heading">
          <h3 id="recovery-heading">{t('recovery.heading')}</h3>
          <p>{t('recovery.keepSafe')}</p>
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
                ? t('recovery.backToFirstSteps')
                : t('recovery.continue')}
            </Link>
          )}
        </section>
      )}
      {status.data !== undefined && status.data.enrolled && (
        <div className="sf-card">
          <p>
            <Trans
              t={t}
              i18nKey="on.status"
              count={status.data.recoveryCodesLeft}
              components={{ strong: <strong /> }}
            />
          </p>
          {!status.data.required && (
            <form
              onSubmit={(event) => void turnOff(event)}
              noValidate
              aria-label={t('on.turnOffForm')}
            >
              <TextField
                label={t('on.code')}
                autoComplete="one-time-code"
                value={code}
                onChange={setCode}
              />
              {disable.problem !== null && <p role="alert">{disable.problem}</p>}
              <Button type="submit" variant="danger" isDisabled={disable.busy}>
                {t('on.turnOff')}
              </Button>
            </form>
          )}
        </div>
      )}
      {status.data !== undefined && !status.data.enrolled && enrolment === null && (
        <div className="sf-card">
          {status.data.required ? (
            <p className="sf-notice" role="status">
              {t('off.required')}
            </p>
          ) : (
            <p>{t('off.explain')}</p>
          )}
          {start.problem !== null && <p role="alert">{start.problem}</p>}
          <Button onPress={() => void begin()} isDisabled={start.busy}>
            {t('off.setUp')}
          </Button>
        </div>
      )}
      {enrolment !== null && (
        <div className="sf-card sf-security__enrol">
          <p>{t('enrol.step1')}</p>
          <QrCode size={enrolment.qrSize} path={enrolment.qrPath} />
          <p>
            <Trans
              t={t}
              i18nKey="enrol.key"
              values={{ secret: enrolment.secret }}
              components={{ code: <code className="sf-security__secret" /> }}
            />
          </p>
          <form
            onSubmit={(event) => void finish(event)}
            noValidate
            aria-label={t('enrol.confirmForm')}
          >
            <TextField
              label={t('enrol.step2')}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={setCode}
              isRequired
            />
            {confirm.problem !== null && <p role="alert">{confirm.problem}</p>}
            <Button type="submit" isDisabled={confirm.busy}>
              {t('enrol.confirm')}
            </Button>
          </form>
        </div>
      )}
    </Page>
  );
}
