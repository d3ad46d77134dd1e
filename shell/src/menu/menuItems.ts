/** SPEC §2 menus: what each kind of user sees, in order, from the directory in shared. */
import {
  mainMenuFor,
  menuLinks,
  staffMenuFor,
  type CurrentSchool,
  type CurrentUser,
  type MenuLink,
  type TFunction,
} from '@skillfolio/shared';

export type { MenuLink };

export interface MenuModel {
  links: MenuLink[];
  /** The class view, for staff and admins; null for anyone else. */
  staff: MenuLink[] | null;
  admin: MenuLink[] | null;
  globalAdmin: MenuLink[] | null;
}

/** A home learner (no school) is not offered the screens that need one (shared's directory). */
export function menuFor(user: CurrentUser | null, school: CurrentSchool | null): MenuModel {
  if (!user) return { links: menuLinks('loggedOut'), staff: null, admin: null, globalAdmin: null };
  // A parent's read-only session looks at their child's screens only.
  const isStaff = !user.read_only && (user.is_Staff || user.is_schoolAdmin || user.is_Admin);
  return {
    links: mainMenuFor(user, school),
    staff: isStaff ? staffMenuFor(user) : null,
    admin: user.is_schoolAdmin || user.is_Admin ? menuLinks('admin') : null,
    globalAdmin: user.is_Admin ? menuLinks('globalAdmin') : null,
  };
}

/** The links in the page's language: each entry's words are `areas:menu.<id>`. */
export function inLanguage(links: readonly MenuLink[], t: TFunction): MenuLink[] {
  return links.map((link) => ({ ...link, label: t(`areas:menu.${link.id}`) }));
}
