/** Step 4: SPEC's thank-you, and what happens next. */
import { Link, Trans, useTranslation } from '@skillfolio/shared';
import { StepHeading } from './StepHeading';

export function ThankYouStep() {
  const { t } = useTranslation(['register', 'wire']);
  return (
    <div className="sf-card sf-register">
      <StepHeading step={4} title={t('school.thankYou.title')} />
      <p className="sf-register__thanks" role="status">
        {t('wire:REGISTRATION_TEXT.thankYou')}
      </p>
      <p>
        <Trans
          t={t}
          i18nKey="school.thankYou.next"
          components={{ anchor: <Link to="/public/login" /> }}
        />
      </p>
    </div>
  );
}
