/** The footer of every page: where the accessibility statement is found (GOV.UK's pattern). */
import { PUBLIC_AREA, Link } from '@skillfolio/shared';

export function Footer() {
  return (
    <footer className="sf-footer">
      <ul className="sf-footer__links">
        <li>
          <Link to={PUBLIC_AREA.screens.accessibilityStatement.path}>Accessibility statement</Link>
        </li>
      </ul>
    </footer>
  );
}
