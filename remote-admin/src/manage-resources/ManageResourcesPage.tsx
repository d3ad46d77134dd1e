/** SPEC §2 /admin/manageResources: the shared resource manager on the current school's resources. */
import { ResourceManager, SCHOOL_RESOURCES } from '@skillfolio/shared/admin-kit';

export function ManageResourcesPage() {
  return <ResourceManager scope={SCHOOL_RESOURCES} />;
}
