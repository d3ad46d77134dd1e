/** A leaver's reminder on every screen: read-only access, the day the account is erased, and the profile link. */
import { Suspense } from 'react';
import { Link, useFormat, useSession, useTranslation } from '@skillfolio/shared';

/** "18 September 2027", as the school writes the day (the erasure is set in UTC). */
const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

function Notice({ eraseAfter }: { eraseAfter: string }) {
  const { t } = useTranslation(['shell', 'wire']);
  const f = useFormat();
  const day = Number.isNaN(new Date(eraseAfter).getTime()) ? eraseAfter : f.date(eraseAfter, DAY);
  return (
    <p className="sf-alert sf-leaver-notice" role="note">
      {t('wire:leaverNotice', { eraseAfter: day })}{' '}
      <Link to="/profile">{t('shell:leaverNotice.download')}</Link>
    </p>
  );
}

export function LeaverNotice() {
  const eraseAfter = useSession((s) => s.currentUser?.erase_after);
  if (eraseAfter === undefined) return null;
  // The wire texts may still be on their way when someone logs in as a leaver.
  return (
    <Suspense fallback={null}>
      <Notice eraseAfter={eraseAfter} />
    </Suspense>
  );
}
