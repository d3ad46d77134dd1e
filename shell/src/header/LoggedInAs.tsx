/** SPEC §2's "Logged in as <name> (Parent Account) at <school>", for the header and the phone menu. */
import { displayName, Trans, useSession, useTranslation } from '@skillfolio/shared';

export function LoggedInAs() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.currentUser);
  const school = useSession((s) => s.currentSchool);
  if (!user) return null;
  const who = !user.read_only ? 'user' : user.erase_after === undefined ? 'parent' : 'leaver';
  return (
    <span className="sf-header__whotext">
      <Trans
        t={t}
        i18nKey={school ? `loggedInAs.${who}AtSchool` : `loggedInAs.${who}`}
        values={{ name: displayName(user), school: school?.school_name }}
        components={{ strong: <strong /> }}
      />
    </span>
  );
}
