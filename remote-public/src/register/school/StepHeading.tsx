/** Where each step lives, and the "Step n of 4" heading each one starts with. */
import { Trans, useTranslation } from '@skillfolio/shared';

export const STEP_PATH = {
  email: '/public/register/school',
  code: '/public/register/school/2',
  details: '/public/register/school/3',
  thankYou: '/public/register/school/4',
} as const;

export function StepHeading({ step, title }: { step: number; title: string }) {
  const { t } = useTranslation('register');
  return (
    <h2 className="sf-register__step">
      <Trans
        t={t}
        i18nKey="school.step"
        values={{ step, title }}
        components={{ count: <span className="sf-register__count" /> }}
      />
    </h2>
  );
}
