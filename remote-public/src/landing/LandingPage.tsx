/** The public front door: what Skillfolio does for pupils and schools, with ways in. */
import { useEffect } from 'react';
import { Link, useTranslation } from '@skillfolio/shared';

/** The features, in the order shown; each has a title and a text in the catalogue. */
const FEATURES = ['selfAssessment', 'feedback', 'progress', 'profile'] as const;

/** The "Made for schools" points, in the order shown. */
const TRUST = ['dataApart', 'parents', 'admins', 'accessible'] as const;

export function LandingPage() {
  const { t } = useTranslation('landing');
  const documentTitle = t('documentTitle');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className="sf-landing">
      <section className="sf-hero">
        <div className="sf-hero__inner">
          <h1>{t('hero.heading')}</h1>
          <p className="sf-hero__lead">{t('hero.lead')}</p>
          <div className="sf-hero__actions">
            <Link className="sf-cta sf-cta--primary" to="/public/login">
              {t('hero.logIn')}
            </Link>
            <Link className="sf-cta sf-cta--secondary" to="/public/register">
              {t('hero.register')}
            </Link>
          </div>
        </div>
      </section>
      <section className="sf-page" aria-labelledby="features-heading">
        <h2 id="features-heading">{t('features.heading')}</h2>
        <ul className="sf-features">
          {FEATURES.map((feature) => (
            <li key={feature} className="sf-card">
              <h3>{t(`features.${feature}.title`)}</h3>
              <p>{t(`features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
        <h2>{t('trust.heading')}</h2>
        <ul className="sf-trust">
          {TRUST.map((point) => (
            <li key={point}>{t(`trust.${point}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
