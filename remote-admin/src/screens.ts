/** The school admin area's screens: path, heading and who may open them (default Manage Users). */
// Types only: the e2e suite reads this table in Node without loading the area or shared.
import type { AreaTable, Screen } from '@skillfolio/shared';

const screens = {
  manageUsers: { path: '/admin/manageUsers', title: 'Manage Users', access: 'schoolAdmin' },
  manageResources: {
    path: '/admin/manageResources',
    title: 'Manage Resources',
    access: 'schoolAdmin',
  },
  manageProjects: {
    path: '/admin/manageProjects',
    title: 'Manage Projects',
    access: 'schoolAdmin',
  },
  manageSuccessCriteria: {
    path: '/admin/manageSuccessCriteria',
    title: 'Manage Success Criteria',
    access: 'schoolAdmin',
  },
  manageSkills: { path: '/admin/manageSkills', title: 'Manage Skills', access: 'schoolAdmin' },
  yearEnd: { path: '/admin/yearEnd', title: 'Year End', access: 'schoolAdmin' },
  rosterSync: { path: '/admin/rosterSync', title: 'Roster Sync', access: 'schoolAdmin' },
  signInSettings: {
    path: '/admin/signInSettings',
    title: 'Sign-in Settings',
    access: 'schoolAdmin',
  },
  schoolLanguage: {
    path: '/admin/schoolLanguage',
    title: 'School Language',
    access: 'schoolAdmin',
  },
  // Staff see their pupils here. In this area because pupils never load it.
  classView: { path: '/class', title: 'Class View', access: 'staff' },
  // Staff open and close a project's rounds; under /class, which staff may open.
  assessmentRounds: { path: '/class/rounds', title: 'Assessment Rounds', access: 'staff' },
  verifiableProfiles: {
    path: '/admin/verifiableProfiles',
    title: 'Verifiable Profiles',
    access: 'schoolAdmin',
  },
  // School leaders' figures: school admins and the staff they choose.
  schoolOverview: { path: '/overview', title: 'School Overview', access: 'leader' },
  // Where a self-registered school's first admin lands; reachable by its path only.
  firstSteps: { path: '/admin/firststeps', title: 'First steps', access: 'schoolAdmin' },
} satisfies Record<string, Screen>;

export const ADMIN_AREA: AreaTable<keyof typeof screens> = {
  name: 'admin',
  fallback: { redirectTo: 'manageUsers' },
  screens,
};
