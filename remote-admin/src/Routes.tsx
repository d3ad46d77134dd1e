/** The school admin area's routes, from its screen table (src/screens.ts; default Manage Users). */
import { AreaRoutes, type ScreenComponents, useCatalogues } from '@skillfolio/shared';
import { ADMIN_AREA } from './screens';
import { ManageUsersPage } from './manage-users/ManageUsersPage';
import { ManageProjectsPage } from './manage-projects/ManageProjectsPage';
import { ManageResourcesPage } from './manage-resources/ManageResourcesPage';
import { ManageSkillsPage } from './manage-skills/ManageSkillsPage';
import { ManageSuccessCriteriaPage } from './manage-success-criteria/ManageSuccessCriteriaPage';
import { FirstStepsPage } from './first-steps/FirstStepsPage';
import { ClassViewPage } from './class-view/ClassViewPage';
import { AssessmentRoundsPage } from './assessment-rounds/AssessmentRoundsPage';
import { YearEndPage } from './year-end/YearEndPage';
import { SignInSettingsPage } from './sign-in-settings/SignInSettingsPage';
import { RosterSyncPage } from './roster-sync/RosterSyncPage';
import { SchoolLanguagePage } from './school-language/SchoolLanguagePage';
import { SchoolOverviewPage } from './school-overview/SchoolOverviewPage';
import { VerifiableProfilesPage } from './verifiable-profiles/VerifiableProfilesPage';
import { AREA_NAMESPACES, registerCatalogues } from './catalogues';

registerCatalogues();

const COMPONENTS: ScreenComponents<keyof typeof ADMIN_AREA.screens> = {
  manageUsers: ManageUsersPage,
  manageResources: ManageResourcesPage,
  manageProjects: ManageProjectsPage,
  manageSuccessCriteria: ManageSuccessCriteriaPage,
  manageSkills: ManageSkillsPage,
  classView: ClassViewPage,
  assessmentRounds: AssessmentRoundsPage,
  firstSteps: FirstStepsPage,
  yearEnd: YearEndPage,
  signInSettings: SignInSettingsPage,
  rosterSync: RosterSyncPage,
  schoolLanguage: SchoolLanguagePage,
  schoolOverview: SchoolOverviewPage,
  verifiableProfiles: VerifiableProfilesPage,
};

export default function AdminRoutes() {
  useCatalogues(AREA_NAMESPACES);
  return <AreaRoutes area={ADMIN_AREA} components={COMPONENTS} />;
}
