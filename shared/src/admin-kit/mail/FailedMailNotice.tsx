/**
 * "N e-mails could not be sent": mail the outbox gave up on, where an admin already looks
 * (Manage Users for a school admin, Manage Schools for the global admin), each with who it
 * was for, what, when, the mail server's reason and Dismiss. Shows nothing while there is
 * none, or when the list cannot be read (the page's own content matters more).
 */
import { useCallback, useRef } from 'react';
import {
  Button,
  useFormat,
  useLoad,
  useSubmit,
  useTranslation,
  type FailedMail,
  type FailedMailReply,
} from '@skillfolio/shared';
import { FailedMailStyles } from './FailedMailStyles';

export interface FailedMailNoticeProps {
  load: () => Promise<FailedMailReply>;
  dismiss: (mailId: number) => Promise<unknown>;
  /** The global admin's list names each mail's school. */
  showSchool?: boolean;
}

/** `2027-03-01T09:00:00.000Z` → `2027-03-01 09:00 UTC`: the same for every reader. */
function whenOf(iso: string): string {
  return `${iso.replace('T', ' ').slice(0, 16)} UTC`;
}

export function FailedMailNotice({ load, dismiss, showSchool = false }: FailedMailNoticeProps) {
  const { t } = useTranslation(['admin-kit', 'wire']);
  const f = useFormat();
  const failed = useLoad(useCallback(async () => load(), [load]));
  const dismissing = useSubmit(t('mail.notDismissed'));
  const heading = useRef<HTMLHeadingElement>(null);
  if (failed.status !== 'loaded' || failed.data.total === 0) return null;
  const { total, mails } = failed.data;

  async function onDismiss(mail: FailedMail): Promise<void> {
    const done = await dismissing.submit(() => dismiss(mail.mail_id), {
      toast: t('wire:FAILED_MAIL_TEXT.dismissed'),
    });
    if (done === undefined) return;
    // Taken out here, not reloaded: the notice stays put, and focus leaves the gone button
    // for the heading (the notice goes altogether with the last one).
    failed.mutate((data) => ({
      total: Math.max(0, (data?.total ?? 1) - 1),
      mails: (data?.mails ?? []).filter((m) => m.mail_id !== mail.mail_id),
    }));
    heading.current?.focus();
  }

  return (
    <section className="sf-failed-mail" aria-labelledby="sf-failed-mail-heading">
      <FailedMailStyles />
      <h2
        id="sf-failed-mail-heading"
        className="sf-failed-mail__heading"
        ref={heading}
        tabIndex={-1}
      >
        {t('wire:FAILED_MAIL_TEXT.heading', { count: total })}
      </h2>
      <p className="sf-failed-mail__explanation">{t('wire:FAILED_MAIL_TEXT.explanation')}</p>
      {total > mails.length && (
        <p className="sf-muted">
          {t('wire:FAILED_MAIL_TEXT.shownOf', {
            shown: f.number(mails.length),
            total: f.number(total),
          })}
        </p>
      )}
      {dismissing.problem && (
        <p className="sf-alert" role="alert">
          {dismissing.problem}
        </p>
      )}
      <ul className="sf-failed-mail__list">
        {mails.map((mail) => (
          <li key={mail.mail_id} className="sf-failed-mail__item">
            <dl className="sf-failed-mail__facts">
              <dt>{t('wire:FAILED_MAIL_TEXT.to')}</dt>
              <dd>{mail.to}</dd>
              <dt>{t('wire:FAILED_MAIL_TEXT.subject')}</dt>
              <dd>{mail.subject}</dd>
              {showSchool && (
                <>
                  <dt>{t('wire:FAILED_MAIL_TEXT.school')}</dt>
                  <dd>{mail.school_name ?? t('wire:FAILED_MAIL_TEXT.noSchool')}</dd>
                </>
              )}
              <dt>{t('wire:FAILED_MAIL_TEXT.when')}</dt>
              <dd>{whenOf(mail.failed_at)}</dd>
              <dt>{t('wire:FAILED_MAIL_TEXT.reason')}</dt>
              <dd>{mail.reason}</dd>
            </dl>
            <Button
              variant="secondary"
              onPress={() => void onDismiss(mail)}
              isDisabled={dismissing.busy}
              aria-label={t('wire:FAILED_MAIL_TEXT.dismissLabel', { to: mail.to })}
            >
              {t('wire:FAILED_MAIL_TEXT.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
