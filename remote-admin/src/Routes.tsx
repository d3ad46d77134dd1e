/** The school admin area's routes, from its table in shared (ADMIN_AREA; default Manage Users). */
import { ADMIN_AREA, AreaRoutes, TitleOnlyScreen, type ScreenComponents } from '@skillfolio/shared';

const COMPONENTS: ScreenComponents<keyof typeof ADMIN_AREA.screens> = {
  manageUsers: TitleOnlyScreen,
  manageResources: TitleOnlyScreen,
  manageProjects: TitleOnlyScreen,
  manageSuccessCriteria: TitleOnlyScreen,
};

export default function AdminRoutes() {
  return <AreaRoutes area={ADMIN_AREA} components={COMPONENTS} />;
}
