/** The learner area's routes, from its screen table (src/screens.ts); Peer Reviews is a heading only (SPEC §2). */
import { AreaRoutes, TitleOnlyScreen, type ScreenComponents } from '@skillfolio/shared';
import { LEARNER_AREA } from './screens';
import { DashboardPage } from './dashboard/DashboardPage';
import { MyEvidencePage } from './my-evidence/MyEvidencePage';
import { MyNotesPage } from './my-notes/MyNotesPage';
import { PersonalPlanPage } from './personal-plan/PersonalPlanPage';
import { ProfilePage } from './profile/ProfilePage';
import { ProjectEvidencePage } from './project-evidence/ProjectEvidencePage';
import { ReflectionsPage } from './reflections/ReflectionsPage';
import { ResourcesPage } from './resources/ResourcesPage';
import { SecurityPage } from './security/SecurityPage';
import { ChangePasswordPage } from './change-password/ChangePasswordPage';
import { SelfAssessmentPage } from './self-assessment/SelfAssessmentPage';
import { LearnerStyles } from './LearnerStyles';
import { needsSchool } from './home/NeedsHome';
import { MySkillsPage } from './my-skills/MySkillsPage';

const COMPONENTS: ScreenComponents<keyof typeof LEARNER_AREA.screens> = {
  dashboard: DashboardPage,
  selfAssessment: SelfAssessmentPage,
  personalPlan: PersonalPlanPage,
  mySkills: MySkillsPage,
  // These need a school: a home learner is told so (src/home/NeedsHome.tsx).
  myEvidence: needsSchool(MyEvidencePage),
  myNotes: MyNotesPage,
  projectEvidence: needsSchool(ProjectEvidencePage),
  resources: ResourcesPage,
  profile: ProfilePage,
  reflections: ReflectionsPage,
  peerReviews: TitleOnlyScreen,
  security: SecurityPage,
  changePassword: ChangePasswordPage,
};

export default function LearnerRoutes() {
  return (
    <>
      <LearnerStyles />
      <AreaRoutes area={LEARNER_AREA} components={COMPONENTS} />
    </>
  );
}
