/** The global admin area's routes, from its screen table (src/screens.ts; default Manage Schools). */
import { AreaRoutes, type ScreenComponents, useCatalogues } from '@skillfolio/shared';
import { GLOBAL_ADMIN_AREA } from './screens';
import { AuditLogPage } from './audit-log/AuditLogPage';
import { ManageGlobalResourcesPage } from './manage-global-resources/ManageGlobalResourcesPage';
import { ManageGlobalSkillsPage } from './manage-global-skills/ManageGlobalSkillsPage';
import { ManageSchoolsPage } from './manage-schools/ManageSchoolsPage';
import { AREA_NAMESPACES, registerCatalogues } from './catalogues';

registerCatalogues();

const COMPONENTS: ScreenComponents<keyof typeof GLOBAL_ADMIN_AREA.screens> = {
  manageSchools: ManageSchoolsPage,
  manageGlobalResources: ManageGlobalResourcesPage,
  manageGlobalSkills: ManageGlobalSkillsPage,
  auditLog: AuditLogPage,
};

export default function GlobalAdminRoutes() {
  useCatalogues(AREA_NAMESPACES);
  return <AreaRoutes area={GLOBAL_ADMIN_AREA} components={COMPONENTS} />;
}
