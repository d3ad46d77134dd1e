/** SPEC §2's "Logged in as <name> (Parent Account) at <school>", for the header and the phone menu. */
import { displayName, useSession } from '@skillfolio/shared';

export function LoggedInAs() {
  const user = useSession((s) => s.currentUser);
  const school = useSession((s) => s.currentSchool);
  if (!user) return null;
  return (
    <span className="sf-header__whotext">
      Logged in as <strong>{displayName(user)}</strong>
      {user.read_only && (user.erase_after === undefined ? <> (Parent Account)</> : <> (Leaver)</>)}
      {school && (
        <>
          {' '}
          at <strong>{school.school_name}</strong>
        </>
      )}
    </span>
  );
}
