/** The global admin area's routes, from its table in shared (GLOBAL_ADMIN_AREA; default Manage Schools). */
import {
  AreaRoutes,
  GLOBAL_ADMIN_AREA,
  TitleOnlyScreen,
  type ScreenComponents,
} from '@skillfolio/shared';
import { ManageGlobalResourcesPage } from './manage-global-resources/ManageGlobalResourcesPage';

const COMPONENTS: ScreenComponents<keyof typeof GLOBAL_ADMIN_AREA.screens> = {
  manageSchools: TitleOnlyScreen,
  manageGlobalResources: ManageGlobalResourcesPage,
};

export default function GlobalAdminRoutes() {
  return <AreaRoutes area={GLOBAL_ADMIN_AREA} components={COMPONENTS} />;
}
