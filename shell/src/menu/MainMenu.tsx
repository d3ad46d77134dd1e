import { DropdownMenu, useSession, NavLink } from '@skillfolio/shared';
import { menuFor } from './menuItems';

export function MainMenu() {
  const user = useSession((s) => s.currentUser);
  const school = useSession((s) => s.currentSchool);
  const menu = menuFor(user, school);
  return (
    // On a narrow window the menus fold into the header's Menu button (CompactMenu).
    <nav className="sf-nav sf-nav--foldable" aria-label="Main">
      <ul className="sf-nav__list">
        {menu.links.map((link) => (
          <li key={link.to}>
            <NavLink className="sf-nav__link" to={link.to} end={link.to === '/'}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {menu.staff && (
          <li>
            <DropdownMenu label="Staff" links={menu.staff} />
          </li>
        )}
        {menu.admin && (
          <li>
            <DropdownMenu label="Admin" links={menu.admin} />
          </li>
        )}
        {menu.globalAdmin && (
          <li>
            <DropdownMenu label="Global Admin" links={menu.globalAdmin} />
          </li>
        )}
      </ul>
    </nav>
  );
}
