/** The global admin area's screens: path, heading and who may open them (default Manage Schools). */
// Types only: the e2e suite reads this table in Node without loading the area or shared.
import type { AreaTable, Screen } from '@skillfolio/shared';

const screens = {
  manageSchools: { path: '/globaladmin', title: 'Manage Schools', access: 'globalAdmin' },
  manageGlobalResources: {
    path: '/globaladmin/manageResources',
    title: 'Manage Global Resources',
    access: 'globalAdmin',
  },
  manageGlobalSkills: {
    path: '/globaladmin/manageSkills',
    title: 'Manage Global Skills',
    access: 'globalAdmin',
  },
  auditLog: { path: '/globaladmin/auditLog', title: 'Audit Log', access: 'globalAdmin' },
} satisfies Record<string, Screen>;

export const GLOBAL_ADMIN_AREA: AreaTable<keyof typeof screens> = {
  name: 'globaladmin',
  fallback: { redirectTo: 'manageSchools' },
  screens,
};
