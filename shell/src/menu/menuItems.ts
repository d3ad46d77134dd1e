/** SPEC §2 menus: what each kind of user sees, in order, with its route. */
import type { CurrentUser } from '@skillfolio/shared';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuModel {
  links: MenuLink[];
  admin: MenuLink[] | null;
  globalAdmin: MenuLink[] | null;
}

const LOGGED_OUT: MenuLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Login', to: '/public/login' },
  { label: 'Register', to: '/public/register' },
];

// Reflections and Peer Reviews have routes but stay out of the menu (SPEC §2).
const LOGGED_IN: MenuLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Self Assessment', to: '/selfassessment' },
  { label: 'Personal Plan', to: '/personalplan' },
  { label: 'My Evidence', to: '/myevidence' },
  { label: 'My Notes', to: '/mynotes' },
  { label: 'Project Evidence', to: '/projectevidence' },
  { label: 'Resources', to: '/resources' },
];

const ADMIN: MenuLink[] = [
  { label: 'Manage Users', to: '/admin/manageUsers' },
  { label: 'Manage Resources', to: '/admin/manageResources' },
  { label: 'Manage Projects', to: '/admin/manageProjects' },
  { label: 'Manage Success Criteria', to: '/admin/manageSuccessCriteria' },
];

const GLOBAL_ADMIN: MenuLink[] = [
  { label: 'Manage Schools', to: '/globaladmin/' },
  { label: 'Manage Global Resources', to: '/globaladmin/manageResources' },
];

export function menuFor(user: CurrentUser | null): MenuModel {
  if (!user) return { links: LOGGED_OUT, admin: null, globalAdmin: null };
  return {
    links: LOGGED_IN,
    admin: user.is_schoolAdmin || user.is_Admin ? ADMIN : null,
    globalAdmin: user.is_Admin ? GLOBAL_ADMIN : null,
  };
}
