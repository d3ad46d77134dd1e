/**
 * Which learner screens a home learner (no school) may use. A screen that needs a school says
 * so in plain words when a home learner opens its URL (the menu does not offer it, and the
 * server refuses its calls); My Skills is the home learner's own.
 */
import type { ComponentType, ReactNode } from 'react';
import { isHomeLearner, Link, Page, useSession, type ScreenProps } from '@skillfolio/shared';
import { HOME_TEXT } from '@skillfolio/shared/wire';

function useHomeLearner(): boolean {
  const user = useSession((s) => s.currentUser);
  const school = useSession((s) => s.currentSchool);
  return isHomeLearner(user, school);
}

/** Shows its children to home learners; anyone else is told the screen is not theirs. */
export function NeedsHome({ children }: { children: ReactNode }) {
  if (useHomeLearner()) return <>{children}</>;
  return (
    <p role="status">
      My Skills is for home learners. Your school looks after your skills; see{' '}
      <Link to="/selfassessment">Self Assessment</Link>.
    </p>
  );
}

/** The screen for pupils of a school; a home learner sees why it is not theirs instead. */
export function needsSchool(Screen: ComponentType<ScreenProps>): ComponentType<ScreenProps> {
  function SchoolScreen(props: ScreenProps) {
    const home = useHomeLearner();
    if (!home) return <Screen {...props} />;
    return (
      <Page title={props.screen.title}>
        <p role="status">{HOME_TEXT.needsSchool}</p>
        <p>
          <Link to="/mynotes">Go to My Notes</Link>
        </p>
      </Page>
    );
  }
  return SchoolScreen;
}
