/** The school admin area's routes, from its table in shared (ADMIN_AREA; default Manage Users). */
import { ADMIN_AREA, AreaRoutes, type ScreenComponents } from '@skillfolio/shared';
import { ManageUsersPage } from './manage-users/ManageUsersPage';
import { ManageProjectsPage } from './manage-projects/ManageProjectsPage';
import { ManageResourcesPage } from './manage-resources/ManageResourcesPage';
import { ManageSkillsPage } from './manage-skills/ManageSkillsPage';
import { ManageSuccessCriteriaPage } from './manage-success-criteria/ManageSuccessCriteriaPage';
import { FirstStepsPage } from './first-steps/FirstStepsPage';
import { ClassViewPage } from './class-view/ClassViewPage';

const COMPONENTS: ScreenComponents<keyof typeof ADMIN_AREA.screens> = {
  manageUsers: ManageUsersPage,
  manageResources: ManageResourcesPage,
  manageProjects: ManageProjectsPage,
  manageSuccessCriteria: ManageSuccessCriteriaPage,
  manageSkills: ManageSkillsPage,
  classView: ClassViewPage,
  firstSteps: FirstStepsPage,
};

export default function AdminRoutes() {
  return <AreaRoutes area={ADMIN_AREA} components={COMPONENTS} />;
}
