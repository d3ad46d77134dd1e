import { DropdownMenu, useSession, NavLink, useTranslation } from '@skillfolio/shared';
import { inLanguage, menuFor } from './menuItems';

export function MainMenu() {
  const { t } = useTranslation(['shell', 'areas']);
  const user = useSession((s) => s.currentUser);
  const school = useSession((s) => s.currentSchool);
  const menu = menuFor(user, school);
  return (
    // On a narrow window the menus fold into the header's Menu button (CompactMenu).
    <nav className="sf-nav sf-nav--foldable" aria-label={t('shell:menu.main')}>
      <ul className="sf-nav__list">
        {inLanguage(menu.links, t).map((link) => (
          <li key={link.to}>
            <NavLink className="sf-nav__link" to={link.to} end={link.to === '/'}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {menu.staff && (
          <li>
            <DropdownMenu label={t('shell:menu.staff')} links={inLanguage(menu.staff, t)} />
          </li>
        )}
        {menu.admin && (
          <li>
            <DropdownMenu label={t('shell:menu.admin')} links={inLanguage(menu.admin, t)} />
          </li>
        )}
        {menu.globalAdmin && (
          <li>
            <DropdownMenu
              label={t('shell:menu.globalAdmin')}
              links={inLanguage(menu.globalAdmin, t)}
            />
          </li>
        )}
      </ul>
    </nav>
  );
}
