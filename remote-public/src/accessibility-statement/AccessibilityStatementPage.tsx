/**
 * The accessibility statement, in the shape of GOV.UK's model statement (the Public Sector
 * Bodies Accessibility Regulations 2018): what works, what does not and why, how to report a
 * problem, and how the app was tested. Keep "How we tested" in step with e2e/accessibility*,
 * e2e/keyboard* and e2e/reflow*.
 */
import { formattersFor, Page, Link, Trans, useTranslation } from '@skillfolio/shared';

/** What a user should be able to do, in the order listed. */
const ABLE_TO = ['colours', 'zoom', 'phone', 'keyboard', 'speech', 'screenReader'] as const;

/** The automated checks, in the order listed; each starts with its name in bold. */
const CHECKS = ['everyScreen', 'keyboard', 'zoom', 'screenReaders'] as const;

/** When the statement was prepared and last reviewed (UTC midnight, shown as a date). */
const PREPARED = Date.UTC(2026, 10, 22);
const REVIEWED = Date.UTC(2026, 10, 22);

export function AccessibilityStatementPage() {
  const { t, i18n } = useTranslation('accessibility-statement');
  // Not useFormat(): it names no namespace, so react-i18next first waits for a default one.
  const f = formattersFor(i18n.language);
  const day = (at: number) => f.date(new Date(at), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Page title={t('title')}>
      <div className="sf-statement">
        <p>{t('intro')}</p>
        <ul>
          {ABLE_TO.map((item) => (
            <li key={item}>{t(`ableTo.${item}`)}</li>
          ))}
        </ul>

        <h2>{t('howAccessible.heading')}</h2>
        <p>{t('howAccessible.text')}</p>

        <h2>{t('feedback.heading')}</h2>
        <p>{t('feedback.text')}</p>

        <h2>{t('reporting.heading')}</h2>
        <p>{t('reporting.text')}</p>

        <h2>{t('enforcement.heading')}</h2>
        <p>{t('enforcement.text')}</p>

        <h2>{t('technical.heading')}</h2>
        <p>{t('technical.text')}</p>
        <h3>{t('technical.complianceHeading')}</h3>
        <p>{t('technical.compliance')}</p>
        <h3>{t('technical.nonAccessibleHeading')}</h3>
        <p>{t('technical.nonAccessible')}</p>

        <h2>{t('testing.heading')}</h2>
        <p>{t('testing.intro')}</p>
        <ul>
          {CHECKS.map((check) => (
            <li key={check}>
              <Trans t={t} i18nKey={`testing.${check}`} components={{ strong: <strong /> }} />
            </li>
          ))}
        </ul>

        <h2>{t('preparation.heading')}</h2>
        <p>{t('preparation.text', { prepared: day(PREPARED), reviewed: day(REVIEWED) })}</p>
        <p>
          <Link to="/">{t('home')}</Link>
        </p>
      </div>
    </Page>
  );
}
