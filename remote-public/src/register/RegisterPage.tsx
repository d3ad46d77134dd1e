import { Page, Link, useTranslation } from '@skillfolio/shared';

export function RegisterPage() {
  const { t } = useTranslation('register');
  return (
    <Page title={t('choose.title')}>
      <p>{t('choose.question')}</p>
      <ul className="sf-choices">
        <li>
          <Link className="sf-choice" to="/public/register/school">
            <strong>{t('choose.school.title')}</strong>
            <span>{t('choose.school.text')}</span>
          </Link>
        </li>
        <li>
          <Link className="sf-choice" to="/public/register/home">
            <strong>{t('choose.home.title')}</strong>
            <span>{t('choose.home.text')}</span>
          </Link>
        </li>
      </ul>
    </Page>
  );
}
