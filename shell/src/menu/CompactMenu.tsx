/**
 * The phone's header (under 900 CSS px: a phone, or a laptop at 200% zoom): one Menu button
 * holding who is logged in, Change School, Logout and every menu of SPEC §2 (a visitor's Home,
 * Login and Register), grouped as the wide screen's dropdowns are.
 */
import {
  Button,
  Link,
  NavLink,
  NavPanel,
  useSession,
  useTranslation,
  type MenuLink,
} from '@skillfolio/shared';
import { LanguageSwitch } from '../header/LanguageSwitch';
import { LoggedInAs } from '../header/LoggedInAs';
import { inLanguage, menuFor } from './menuItems';

/** `name` keeps the heading's id the same in every language. */
function Section({
  name,
  heading,
  links,
  close,
}: {
  name?: string;
  heading: string | null;
  links: MenuLink[];
  close: () => void;
}) {
  const id = heading && name ? `sf-nav-panel-${name}` : undefined;
  return (
    <>
      {heading && (
        <p className="sf-nav-panel__heading" id={id}>
          {heading}
        </p>
      )}
      <ul className="sf-nav-panel__list" aria-labelledby={id}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              className="sf-nav-panel__link"
              to={link.to}
              end={link.to === '/'}
              onClick={close}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export function CompactMenu({ onChangeSchool }: { onChangeSchool: () => void }) {
  const { t } = useTranslation(['shell', 'areas']);
  const user = useSession((s) => s.currentUser);
  const school = useSession((s) => s.currentSchool);
  const menu = menuFor(user, school);
  return (
    <div className="sf-compact-menu">
      <NavPanel label={t('shell:menu.menu')}>
        {(close) => (
          <>
            <div className="sf-nav-panel__account">
              <LanguageSwitch inPanel />
            </div>
            {user && (
              <>
                <p className="sf-nav-panel__who">
                  <LoggedInAs />
                </p>
                <div className="sf-nav-panel__account">
                  {user.is_Admin && (
                    <Button
                      variant="secondary"
                      onPress={() => {
                        close();
                        onChangeSchool();
                      }}
                    >
                      {t('shell:header.changeSchool')}
                    </Button>
                  )}
                  {!user.read_only && (
                    <Link
                      className="sf-button sf-button--secondary"
                      to="/changepassword"
                      onClick={close}
                    >
                      {t('shell:header.changePassword')}
                    </Link>
                  )}
                  <Link className="sf-button sf-button--secondary" to="/logout" onClick={close}>
                    {t('shell:header.logout')}
                  </Link>
                </div>
              </>
            )}
            <nav aria-label={t('shell:menu.main')}>
              <Section heading={null} links={inLanguage(menu.links, t)} close={close} />
              {menu.staff && (
                <Section
                  name="staff"
                  heading={t('shell:menu.staff')}
                  links={inLanguage(menu.staff, t)}
                  close={close}
                />
              )}
              {menu.admin && (
                <Section
                  name="admin"
                  heading={t('shell:menu.admin')}
                  links={inLanguage(menu.admin, t)}
                  close={close}
                />
              )}
              {menu.globalAdmin && (
                <Section
                  name="global-admin"
                  heading={t('shell:menu.globalAdmin')}
                  links={inLanguage(menu.globalAdmin, t)}
                  close={close}
                />
              )}
            </nav>
          </>
        )}
      </NavPanel>
    </div>
  );
}
