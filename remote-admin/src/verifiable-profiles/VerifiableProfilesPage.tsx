/**
 * /admin/verifiableProfiles: every profile the school's pupils have made, each with its public
 * link and whether it can still be checked; the admin may withdraw one (anyone with its link
 * then sees it was withdrawn). Below: the school's signing key, which signs each credential,
 * and making a new one (the old keys stay published, so credentials already made still check).
 */
import { useCallback, useState } from 'react';
import {
  Button,
  call,
  ConfirmDialog,
  LoadProblem,
  Page,
  Spinner,
  Stylesheet,
  useFormat,
  useLoad,
  useSession,
  useSubmit,
  useTranslation,
  type ProfileRecord,
  type ScreenProps,
} from '@skillfolio/shared';
import { Verify } from '@skillfolio/shared/contract';
import css from './verifiableProfiles.css';

/** Dates as a UK school writes them: 28 November 2026. */
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'Europe/London' };

function RecordsTable({
  records,
  busy,
  onWithdraw,
}: {
  records: readonly ProfileRecord[];
  busy: boolean;
  onWithdraw: (record: ProfileRecord) => void;
}) {
  const { t } = useTranslation('verifiable-profiles');
  const f = useFormat();
  const day = (iso: string) => f.date(iso, LONG_DATE);
  return (
    <div className="sf-verifiable__box" role="region" aria-label={t('table.label')} tabIndex={0}>
      <table className="sf-table sf-verifiable__table">
        <caption className="sf-visually-hidden">{t('table.label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.pupil')}</th>
            <th scope="col">{t('table.project')}</th>
            <th scope="col">{t('table.madeOn')}</th>
            <th scope="col">{t('table.link')}</th>
            <th scope="col">{t('table.status')}</th>
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.record_id}>
              <th scope="row" data-label={t('table.pupil')}>
                {record.pupil_name}
              </th>
              <td data-label={t('table.project')}>{record.project_name}</td>
              <td data-label={t('table.madeOn')}>{day(record.issued_at)}</td>
              <td data-label={t('table.link')} className="sf-verifiable__link">
                <a href={record.verify_url} target="_blank" rel="noopener noreferrer">
                  {record.verify_url}
                  <span className="sf-visually-hidden"> {t('table.newTab')}</span>
                </a>
              </td>
              <td data-label={t('table.status')}>
                {record.withdrawn_at === null
                  ? t('table.valid')
                  : t('table.withdrawnOn', { date: day(record.withdrawn_at) })}
              </td>
              <td data-label={t('table.actions')}>
                {record.withdrawn_at === null && (
                  <Button
                    variant="danger"
                    aria-label={t('table.withdrawLabel', {
                      pupil: record.pupil_name,
                      project: record.project_name,
                      date: day(record.issued_at),
                    })}
                    isDisabled={busy}
                    onPress={() => onWithdraw(record)}
                  >
                    {t('table.withdraw')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SigningKeySection() {
  const { t } = useTranslation('verifiable-profiles');
  const rotation = useSubmit(t('key.failed'));
  const [confirming, setConfirming] = useState(false);

  const rotate = async () => {
    setConfirming(false);
    const made = await rotation.submit(() => call(Verify.RotateSigningKey), { toast: null });
    // The toast names the key, so the admin can match it to the keys the school publishes.
    if (made) useSession.getState().showToast(t('key.made', { kid: made.kid }));
  };

  return (
    <section aria-labelledby="sf-verifiable-key" className="sf-verifiable__key">
      <h2 id="sf-verifiable-key">{t('key.heading')}</h2>
      <p>{t('key.explain')}</p>
      <div className="sf-toolbar">
        <Button variant="secondary" isDisabled={rotation.busy} onPress={() => setConfirming(true)}>
          {t('key.make')}
        </Button>
        {rotation.busy && <Spinner label={t('key.making')} />}
      </div>
      {rotation.problem && (
        <p role="alert" className="sf-alert">
          {rotation.problem}
        </p>
      )}
      <ConfirmDialog
        isOpen={confirming}
        message={t('key.confirm')}
        confirmLabel={t('key.confirmButton')}
        onConfirm={() => void rotate()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

export function VerifiableProfilesPage(_props: ScreenProps) {
  const { t } = useTranslation('verifiable-profiles');
  const records = useLoad(useCallback(() => call(Verify.GetSchoolProfileRecords), []));
  const withdrawal = useSubmit(t('withdrawFailed'));
  const [withdrawing, setWithdrawing] = useState<ProfileRecord | null>(null);

  const withdraw = async (record: ProfileRecord) => {
    setWithdrawing(null);
    const done = await withdrawal.submit(
      () => call(Verify.WithdrawProfileRecord, { record_id: record.record_id }),
      { toast: t('withdrawn', { pupil: record.pupil_name }) },
    );
    if (done !== undefined) records.reload();
  };

  const list = records.data?.records;
  return (
    <Page title={t('title')}>
      <Stylesheet name="sf-verifiable-profiles" css={css} />
      <div className="sf-verifiable__explain">
        <p>{t('explain.what')}</p>
        <p>{t('explain.key')}</p>
        <p>{t('explain.withdrawn')}</p>
      </div>
      <h2>{t('made')}</h2>
      {records.status === 'failed' && (
        <LoadProblem what={t('loadProblem')} onRetry={records.reload} />
      )}
      {list === undefined && records.status === 'loading' && <Spinner label={t('loading')} />}
      {list !== undefined && list.length === 0 && <p>{t('empty')}</p>}
      {list !== undefined && list.length > 0 && (
        <RecordsTable records={list} busy={withdrawal.busy} onWithdraw={setWithdrawing} />
      )}
      {withdrawal.problem && (
        <p role="alert" className="sf-alert">
          {withdrawal.problem}
        </p>
      )}
      <ConfirmDialog
        isOpen={withdrawing !== null}
        message={t('confirmWithdraw')}
        confirmLabel={t('table.withdraw')}
        onConfirm={() => withdrawing && void withdraw(withdrawing)}
        onCancel={() => setWithdrawing(null)}
      />
      <SigningKeySection />
    </Page>
  );
}
