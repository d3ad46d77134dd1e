/**
 * The learner area's screens: path, heading and who may open them. A new screen at a new
 * top-level path also needs its path in shared's directory (AREA_PATHS), which the shell
 * routes by; src/screens.test.ts says so when it is missing.
 */
// Types only: the e2e suite reads this table in Node without loading the area or shared.
import type { AreaTable, Screen } from '@skillfolio/shared';

const screens = {
  dashboard: { path: '/dashboard', title: 'Dashboard', access: 'user' },
  selfAssessment: { path: '/selfassessment', title: 'Self Assessment', access: 'user' },
  // Home learners' own skills beside the starter set (the menu offers it to them only).
  mySkills: { path: '/myskills', title: 'My Skills', access: 'user' },
  personalPlan: { path: '/personalplan', title: 'Personal Plan', access: 'user' },
  myEvidence: { path: '/myevidence', title: 'My Evidence', access: 'user' },
  myNotes: { path: '/mynotes', title: 'My Notes', access: 'user' },
  projectEvidence: { path: '/projectevidence', title: 'Project Evidence', access: 'user' },
  resources: { path: '/resources', title: 'Resources', access: 'user' },
  profile: { path: '/profile', title: 'Future-ready Profile', access: 'user' },
  // SPEC §2: these have routes, but no menu entries.
  reflections: { path: '/reflections', title: 'Reflections', access: 'user' },
  peerReviews: { path: '/peerreviews', title: 'Peer Reviews', access: 'user' },
  // Two-factor set-up, reachable by its path; admin calls send admins here.
  security: { path: '/security', title: 'Account Security', access: 'user' },
  // Linked from the header for every session that may change things (not a parent's).
  changePassword: { path: '/changepassword', title: 'Change Password', access: 'user' },
} satisfies Record<string, Screen>;

export const LEARNER_AREA: AreaTable<keyof typeof screens> = {
  name: 'learner',
  fallback: null,
  screens,
};
