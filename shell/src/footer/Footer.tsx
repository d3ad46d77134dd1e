/** The footer of every page: where the accessibility statement is found (GOV.UK's pattern). */
import { Link, menuLinks } from '@skillfolio/shared';

export function Footer() {
  return (
    <footer className="sf-footer">
      <ul className="sf-footer__links">
        {menuLinks('footer').map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </footer>
  );
}
