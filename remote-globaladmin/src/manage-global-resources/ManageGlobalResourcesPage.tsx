/** SPEC §2 /globaladmin/manageResources: the shared resource manager on global resources (no school). */
import { GLOBAL_RESOURCES, ResourceManager } from '@skillfolio/shared/admin-kit';

export function ManageGlobalResourcesPage() {
  return <ResourceManager scope={GLOBAL_RESOURCES} />;
}
