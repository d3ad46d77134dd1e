/** The global admin area's routes, from its table in shared (GLOBAL_ADMIN_AREA; default Manage Schools). */
import { AreaRoutes, GLOBAL_ADMIN_AREA, type ScreenComponents } from '@skillfolio/shared';
import { AuditLogPage } from './audit-log/AuditLogPage';
import { ManageGlobalResourcesPage } from './manage-global-resources/ManageGlobalResourcesPage';
import { ManageGlobalSkillsPage } from './manage-global-skills/ManageGlobalSkillsPage';
import { ManageSchoolsPage } from './manage-schools/ManageSchoolsPage';

const COMPONENTS: ScreenComponents<keyof typeof GLOBAL_ADMIN_AREA.screens> = {
  manageSchools: ManageSchoolsPage,
  manageGlobalResources: ManageGlobalResourcesPage,
  manageGlobalSkills: ManageGlobalSkillsPage,
  auditLog: AuditLogPage,
};

export default function GlobalAdminRoutes() {
  return <AreaRoutes area={GLOBAL_ADMIN_AREA} components={COMPONENTS} />;
}
