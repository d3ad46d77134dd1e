/** The footer of every page: where the accessibility statement is found (GOV.UK's pattern). */
import { Link, menuLinks, useTranslation } from '@skillfolio/shared';
import { inLanguage } from '../menu/menuItems';

export function Footer() {
  const { t } = useTranslation('areas');
  return (
    <footer className="sf-footer">
      <ul className="sf-footer__links">
        {inLanguage(menuLinks('footer'), t).map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </footer>
  );
}
