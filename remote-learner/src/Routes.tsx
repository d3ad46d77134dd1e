/** The learner area's routes, from its table in shared (LEARNER_AREA); screens not built yet show their title. */
import {
  AreaRoutes,
  LEARNER_AREA,
  TitleOnlyScreen,
  type ScreenComponents,
} from '@skillfolio/shared';
import { PersonalPlanPage } from './personal-plan/PersonalPlanPage';
import { SelfAssessmentPage } from './self-assessment/SelfAssessmentPage';
import { LearnerStyles } from './LearnerStyles';

const COMPONENTS: ScreenComponents<keyof typeof LEARNER_AREA.screens> = {
  dashboard: TitleOnlyScreen,
  selfAssessment: SelfAssessmentPage,
  personalPlan: PersonalPlanPage,
  myEvidence: TitleOnlyScreen,
  myNotes: TitleOnlyScreen,
  projectEvidence: TitleOnlyScreen,
  resources: TitleOnlyScreen,
  reflections: TitleOnlyScreen,
  peerReviews: TitleOnlyScreen,
};

export default function LearnerRoutes() {
  return (
    <>
      <LearnerStyles />
      <AreaRoutes area={LEARNER_AREA} components={COMPONENTS} />
    </>
  );
}
