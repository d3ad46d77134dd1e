import { Page, Link, useTranslation } from '@skillfolio/shared';

export function NotAuthorisedPage() {
  const { t } = useTranslation('not-authorised');
  return (
    <Page title={t('title')}>
      <p>{t('noAccess')}</p>
      <p>
        <Link to="/">{t('home')}</Link>
      </p>
    </Page>
  );
}
