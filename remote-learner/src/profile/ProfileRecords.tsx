/**
 * "Profiles you have made": every profile PDF made for the pupil, each with its public link,
 * whether it can still be checked, its Open Badges 3.0 credential and (for the pupil only) a
 * Withdraw button. A parent's session sees the list and may download credentials; staff see
 * it read-only. The server decides who may do what; the buttons follow it.
 */
import { useCallback, useState } from 'react';
import {
  Button,
  call,
  ConfirmDialog,
  LoadProblem,
  saveFile,
  Spinner,
  useFormat,
  useLoad,
  useSubmit,
  useTranslation,
  type ProfileRecord,
} from '@skillfolio/shared';
import { Verify } from '@skillfolio/shared/contract';
import { getCredential } from './credential';

/** Who is looking: the pupil, their parent (reads only), or a member of staff. */
export type RecordsViewer = 'pupil' | 'parent' | 'staff';

export interface ProfileRecordsProps {
  /** The pupil the profiles are about. */
  userId: number;
  viewer: RecordsViewer;
  /** Changes when the page makes a PDF, so the list is read again. */
  version: number;
}

/** Dates as a UK school writes them: 28 November 2026. */
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'Europe/London' };

export function ProfileRecords({ userId, viewer, version }: ProfileRecordsProps) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const records = useLoad(
    useCallback(
      // `version` is read so that a new PDF (a new version) reads the list again.
      () => (userId && version >= 0 ? call(Verify.GetProfileRecords, { user_id: userId }) : null),
      [userId, version],
    ),
  );
  const download = useSubmit(t('records.downloadFailed'));
  const withdrawal = useSubmit(t('records.withdrawFailed'));
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<ProfileRecord | null>(null);
  const canDownload = viewer !== 'staff';
  const canWithdraw = viewer === 'pupil';
  const day = (iso: string) => f.date(iso, LONG_DATE);

  const downloadCredential = async (record: ProfileRecord) => {
    setDownloaded(null);
    const file = await download.submit(() => getCredential(record.record_id), { toast: null });
    if (file) {
      saveFile(file.blob, file.fileName);
      setDownloaded(t('records.downloading', { fileName: file.fileName }));
    }
  };

  const withdraw = async (record: ProfileRecord) => {
    setWithdrawing(null);
    const done = await withdrawal.submit(
      () => call(Verify.WithdrawProfileRecord, { record_id: record.record_id }),
      { toast: t('records.withdrawnToast') },
    );
    if (done !== undefined) records.reload();
  };

  const list = records.data?.records ?? [];
  return (
    <section aria-labelledby="sf-profile-records" className="sf-profile__records">
      <h2 id="sf-profile-records">{t(`records.heading.${viewer}`)}</h2>
      <p className="sf-profile__hint">{t(`records.explain.${viewer}`)}</p>
      {records.status === 'failed' && (
        <LoadProblem what={t('records.loadProblem')} onRetry={records.reload} />
      )}
      {records.status === 'loading' && records.data === undefined && (
        <Spinner label={t('records.loading')} />
      )}
      {records.status === 'loaded' && list.length === 0 && <p>{t(`records.empty.${viewer}`)}</p>}
      {list.length > 0 && (
        <table className="sf-table" aria-labelledby="sf-profile-records">
          <thead>
            <tr>
              <th scope="col">{t('records.project')}</th>
              <th scope="col">{t('records.madeOn')}</th>
              <th scope="col">{t('records.link')}</th>
              <th scope="col">{t('records.status')}</th>
              {canDownload && <th scope="col">{t('records.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {list.map((record) => {
              const about = { project: record.project_name, date: day(record.issued_at) };
              return (
                <tr key={record.record_id}>
                  <th scope="row" data-label={t('records.project')}>
                    {record.project_name}
                  </th>
                  <td data-label={t('records.madeOn')}>{day(record.issued_at)}</td>
                  <td data-label={t('records.link')}>
                    <a href={record.verify_url} target="_blank" rel="noopener noreferrer">
                      {record.verify_url}
                      <span className="sf-visually-hidden"> {t('records.newTab')}</span>
                    </a>
                  </td>
                  <td data-label={t('records.status')}>
                    {record.withdrawn_at === null
                      ? t('records.valid')
                      : t('records.withdrawnOn', { date: day(record.withdrawn_at) })}
                  </td>
                  {canDownload && (
                    <td data-label={t('records.actions')}>
                      <div className="sf-row-actions sf-profile__record-actions">
                        <Button
                          variant="secondary"
                          aria-label={t('records.downloadLabel', about)}
                          isDisabled={download.busy}
                          onPress={() => void downloadCredential(record)}
                        >
                          {t('records.download')}
                        </Button>
                        {canWithdraw && record.withdrawn_at === null && (
                          <Button
                            variant="danger"
                            aria-label={t('records.withdrawLabel', about)}
                            isDisabled={withdrawal.busy}
                            onPress={() => setWithdrawing(record)}
                          >
                            {t('records.withdraw')}
                          </Button>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {(download.problem ?? withdrawal.problem) && (
        <p role="alert" className="sf-field__error">
          {download.problem ?? withdrawal.problem}
        </p>
      )}
      <p role="status" className="sf-profile__made">
        {downloaded}
      </p>
      <ConfirmDialog
        isOpen={withdrawing !== null}
        message={t('records.confirmWithdraw')}
        confirmLabel={t('records.withdraw')}
        onConfirm={() => withdrawing && void withdraw(withdrawing)}
        onCancel={() => setWithdrawing(null)}
      />
    </section>
  );
}
