/** The learner area's routes, from its screen table (src/screens.ts); Peer Reviews is a heading only (SPEC §2). */
import {
  AreaRoutes,
  deferred,
  TitleOnlyScreen,
  type ScreenComponents,
  type ScreenProps,
  useCatalogues,
} from '@skillfolio/shared';
import { LEARNER_AREA } from './screens';
import { SelfAssessmentPage } from './self-assessment/SelfAssessmentPage';
import { LearnerStyles } from './LearnerStyles';
import { needsSchool } from './home/NeedsHome';
import { AREA_NAMESPACES, registerCatalogues } from './catalogues';

registerCatalogues();

// Self Assessment is the pupil's first screen and comes with the area; every other screen's
// code is fetched the first time it opens.
const DashboardPage = deferred<ScreenProps>(() =>
  import('./dashboard/DashboardPage').then((m) => m.DashboardPage),
);
const MyEvidencePage = deferred<ScreenProps>(() =>
  import('./my-evidence/MyEvidencePage').then((m) => m.MyEvidencePage),
);
const MyNotesPage = deferred<ScreenProps>(() =>
  import('./my-notes/MyNotesPage').then((m) => m.MyNotesPage),
);
const PersonalPlanPage = deferred<ScreenProps>(() =>
  import('./personal-plan/PersonalPlanPage').then((m) => m.PersonalPlanPage),
);
const ProfilePage = deferred<ScreenProps>(() =>
  import('./profile/ProfilePage').then((m) => m.ProfilePage),
);
const ProjectEvidencePage = deferred<ScreenProps>(() =>
  import('./project-evidence/ProjectEvidencePage').then((m) => m.ProjectEvidencePage),
);
const ReflectionsPage = deferred<ScreenProps>(() =>
  import('./reflections/ReflectionsPage').then((m) => m.ReflectionsPage),
);
const ResourcesPage = deferred<ScreenProps>(() =>
  import('./resources/ResourcesPage').then((m) => m.ResourcesPage),
);
const SecurityPage = deferred<ScreenProps>(() =>
  import('./security/SecurityPage').then((m) => m.SecurityPage),
);
const ChangePasswordPage = deferred<ScreenProps>(() =>
  import('./change-password/ChangePasswordPage').then((m) => m.ChangePasswordPage),
);
const MySkillsPage = deferred<ScreenProps>(() =>
  import('./my-skills/MySkillsPage').then((m) => m.MySkillsPage),
);

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
  useCatalogues(AREA_NAMESPACES);
  return (
    <>
      <LearnerStyles />
      <AreaRoutes area={LEARNER_AREA} components={COMPONENTS} />
    </>
  );
}
