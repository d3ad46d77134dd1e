/**
 * The phone's header (under 900 CSS px: a phone, or a laptop at 200% zoom): one Menu button
 * holding who is logged in, Change School, Logout and every menu of SPEC §2 (a visitor's Home,
 * Login and Register), grouped as the wide screen's dropdowns are.
 */
import { Button, Link, NavLink, NavPanel, useSession, type MenuLink } from '@skillfolio/shared';
import { LoggedInAs } from '../header/LoggedInAs';
import { menuFor } from './menuItems';

function Section({
  heading,
  links,
  close,
}: {
  heading: string | null;
  links: MenuLink[];
  close: () => void;
}) {
  const id = heading ? `sf-nav-panel-${heading.replace(/\s+/g, '-').toLowerCase()}` : undefined;
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
  const user = useSession((s) => s.currentUser);
  const school = useSession((s) => s.currentSchool);
  const menu = menuFor(user, school);
  return (
    <div className="sf-compact-menu">
      <NavPanel label="Menu">
        {(close) => (
          <>
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
                      Change School
                    </Button>
                  )}
                  {!user.read_only && (
                    <Link
                      className="sf-button sf-button--secondary"
                      to="/changepassword"
                      onClick={close}
                    >
                      Change Password
                    </Link>
                  )}
                  <Link className="sf-button sf-button--secondary" to="/logout" onClick={close}>
                    Logout
                  </Link>
                </div>
              </>
            )}
            <nav aria-label="Main">
              <Section heading={null} links={menu.links} close={close} />
              {menu.staff && <Section heading="Staff" links={menu.staff} close={close} />}
              {menu.admin && <Section heading="Admin" links={menu.admin} close={close} />}
              {menu.globalAdmin && (
                <Section heading="Global Admin" links={menu.globalAdmin} close={close} />
              )}
            </nav>
          </>
        )}
      </NavPanel>
    </div>
  );
}
