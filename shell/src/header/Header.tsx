/**
 * SPEC §2 "Shared elements": logo, who is logged in and where, Change School, Logout (and
 * Change Password, for every session that may change things). On a
 * phone (or a laptop at 200% zoom) the header stays one line: who, Change School, Logout and
 * the menus fold behind one Menu button (CSS decides which shows, so a resize needs no
 * re-render).
 */
import { useEffect, useState } from 'react';
import { Button, deferred, useSession, Link, useTranslation } from '@skillfolio/shared';
import { CompactMenu } from '../menu/CompactMenu';
import { Logo } from './Logo';
import { LoggedInAs } from './LoggedInAs';
import { LanguageSwitch } from './LanguageSwitch';

/** Only a global admin changes school: no one else's page fetches the modal's code. */
const ChangeSchoolModal = deferred(
  () => import('./ChangeSchoolModal').then((module) => module.ChangeSchoolModal),
  { fallback: null },
);

export function Header() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.currentUser);
  const [changingSchool, setChangingSchool] = useState(false);
  const mayChangeSchool = user?.is_Admin === true;
  // Fetched while the admin looks at the page, so Change School opens at the first press.
  useEffect(() => {
    if (mayChangeSchool) void ChangeSchoolModal.preload();
  }, [mayChangeSchool]);

  return (
    <header className="sf-header">
      <Link to="/" className="sf-header__brand" aria-label={t('header.home')}>
        <Logo />
        <span className="sf-header__name">Skillfolio</span>
      </Link>
      {user && (
        <div className="sf-header__who">
          <LoggedInAs />
          {mayChangeSchool && (
            <Button
              variant="link"
              className="sf-header__link"
              onPress={() => setChangingSchool(true)}
            >
              {t('header.changeSchool')}
            </Button>
          )}
          {!user.read_only && (
            <Link className="sf-header__link" to="/changepassword">
              {t('header.changePassword')}
            </Link>
          )}
          <Link className="sf-header__link" to="/logout">
            {t('header.logout')}
          </Link>
        </div>
      )}
      <LanguageSwitch />
      <CompactMenu onChangeSchool={() => setChangingSchool(true)} />
      {mayChangeSchool && (
        <ChangeSchoolModal isOpen={changingSchool} onClose={() => setChangingSchool(false)} />
      )}
    </header>
  );
}
