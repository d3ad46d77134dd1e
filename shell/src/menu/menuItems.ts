/** SPEC §2 menus: what each kind of user sees, in order, from the screen tables in shared. */
import { menuLinks, type CurrentUser, type MenuLink } from '@skillfolio/shared';

export type { MenuLink };

export interface MenuModel {
  links: MenuLink[];
  admin: MenuLink[] | null;
  globalAdmin: MenuLink[] | null;
}

export function menuFor(user: CurrentUser | null): MenuModel {
  if (!user) return { links: menuLinks('loggedOut'), admin: null, globalAdmin: null };
  return {
    links: menuLinks('main'),
    admin: user.is_schoolAdmin || user.is_Admin ? menuLinks('admin') : null,
    globalAdmin: user.is_Admin ? menuLinks('globalAdmin') : null,
  };
}
