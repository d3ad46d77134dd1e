/**
 * Which learner screens a home learner (no school) may use. A screen that needs a school says
 * so in plain words when a home learner opens its URL (the menu does not offer it, and the
 * server refuses its calls); My Skills is the home learner's own.
 */
import type { ComponentType, ReactNode } from 'react';
import {
  isHomeLearner,
  Link,
  Page,
  Trans,
  useSession,
  useTranslation,
  type ScreenProps,
} from '@skillfolio/shared';

function useHomeLearner(): boolean {
  const user = useSession((s) => s.currentUser);
  const school = useSession((s) => s.currentSchool);
  return isHomeLearner(user, school);
}

/** Shows its children to home learners; anyone else is told the screen is not theirs. */
export function NeedsHome({ children }: { children: ReactNode }) {
  if (useHomeLearner()) return <>{children}</>;
  return <NotForSchoolPupils />;
}

function NotForSchoolPupils() {
  const { t } = useTranslation('home');
  return (
    <p role="status">
      <Trans t={t} i18nKey="homeOnly" components={{ anchor: <Link to="/selfassessment" /> }} />
    </p>
  );
}

/** The screen for pupils of a school; a home learner sees why it is not theirs instead. */
export function needsSchool(Screen: ComponentType<ScreenProps>): ComponentType<ScreenProps> {
  function SchoolScreen(props: ScreenProps) {
    const home = useHomeLearner();
    if (!home) return <Screen {...props} />;
    return <NotForHomeLearners {...props} />;
  }
  return SchoolScreen;
}

/** Its own component, so a pupil of a school never waits for this folder's texts. */
function NotForHomeLearners({ screen }: ScreenProps) {
  const { t } = useTranslation(['home', 'wire']);
  return (
    <Page title={screen.title}>
      <p role="status">{t('wire:HOME_TEXT.needsSchool')}</p>
      <p>
        <Link to="/mynotes">{t('goToMyNotes')}</Link>
      </p>
    </Page>
  );
}
