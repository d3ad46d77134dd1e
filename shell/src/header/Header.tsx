/** SPEC §2 "Shared elements": logo, who is logged in and where, Change School, Logout. */
import { useState } from 'react';
import { Button, displayName, useSession, Link } from '@skillfolio/shared';
import { Logo } from './Logo';
import { ChangeSchoolModal } from './ChangeSchoolModal';

export function Header() {
  const user = useSession((s) => s.currentUser);
  const school = useSession((s) => s.currentSchool);
  const [changingSchool, setChangingSchool] = useState(false);

  return (
    <header className="sf-header">
      <Link to="/" className="sf-header__brand" aria-label="Skillfolio home">
        <Logo />
        <span className="sf-header__name">Skillfolio</span>
      </Link>
      {user && (
        <div className="sf-header__who">
          <span>
            Logged in as <strong>{displayName(user)}</strong>
            {user.read_only && <> (Parent Account)</>}
            {school && (
              <>
                {' '}
                at <strong>{school.school_name}</strong>
              </>
            )}
          </span>
          {user.is_Admin && (
            <Button
              variant="link"
              className="sf-header__link"
              onPress={() => setChangingSchool(true)}
            >
              Change School
            </Button>
          )}
          <Link className="sf-header__link" to="/logout">
            Logout
          </Link>
        </div>
      )}
      <ChangeSchoolModal isOpen={changingSchool} onClose={() => setChangingSchool(false)} />
    </header>
  );
}
