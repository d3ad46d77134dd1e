/**
 * /admin/firststeps: where a new school's admin starts (after setting their password, after
 * setting up two-factor authentication, and whenever they log in without a project). Each
 * step links to the screen that does it. Only the two-factor step shows whether it is done:
 * it comes from the admin's own status, the one call this page may make before two-factor
 * is set up (an admin call would send the admin to set-up at once). The other steps have
 * no "done" mark: working one out would mean loading the school's whole user, project or
 * resource list on every visit.
 */
import { useCallback } from 'react';
import {
  call,
  Link,
  Page,
  Stylesheet,
  Trans,
  useLoad,
  useSession,
  useTranslation,
  type ScreenProps,
} from '@skillfolio/shared';
import { SECURITY_SETUP_PATH } from '@skillfolio/shared/wire';
import { SecondFactor } from '@skillfolio/shared/contract';
import firstStepsCss from './firstSteps.css';

/**
 * Each later step: its sentence's key and the screen its link opens. The catalogues mark the
 * link `<a>…</a>`, never `<link>`: Trans parses `<link>` as HTML's empty element and drops its words.
 */
const STEPS = [
  { key: 'steps.users', to: '/admin/manageUsers' },
  { key: 'steps.projects', to: '/admin/manageProjects' },
  { key: 'steps.skills', to: '/admin/manageSkills' },
  { key: 'steps.criteria', to: '/admin/manageSuccessCriteria' },
  { key: 'steps.resources', to: '/admin/manageResources' },
] as const;

export function FirstStepsPage({ screen }: ScreenProps) {
  const { t } = useTranslation(['first-steps', 'wire']);
  const school = useSession((s) => s.currentSchool);
  const status = useLoad(useCallback(() => call(SecondFactor.Status), []));
  const twoFactorKey =
    status.data === undefined
      ? 'steps.twoFactor'
      : status.data.enrolled
        ? 'steps.twoFactorDone'
        : 'steps.twoFactorToDo';
  return (
    <Page title={screen.title}>
      <Stylesheet name="sf-first-steps" css={firstStepsCss} />
      {school && (
        <p>
          <Trans
            t={t}
            i18nKey="welcome"
            values={{ username: school.school_username }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      <ol className="sf-first-steps">
        <li>
          <Trans
            t={t}
            i18nKey={twoFactorKey}
            values={{ why: t('wire:AUTHENTICATOR_NEEDED_TEXT') }}
            components={{
              a: <Link to={SECURITY_SETUP_PATH} />,
              state: <span className="sf-first-steps__state" />,
            }}
          />
        </li>
        {STEPS.map((step) => (
          <li key={step.key}>
            <Trans t={t} i18nKey={step.key} components={{ a: <Link to={step.to} /> }} />
          </li>
        ))}
      </ol>
    </Page>
  );
}
