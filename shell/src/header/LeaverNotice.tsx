/** A leaver's reminder on every screen: read-only access, the day the account is erased, and the profile link. */
import { Link, useSession } from '@skillfolio/shared';
import { leaverNotice } from '@skillfolio/shared/wire';

export function LeaverNotice() {
  const eraseAfter = useSession((s) => s.currentUser?.erase_after);
  if (eraseAfter === undefined) return null;
  return (
    <p className="sf-alert sf-leaver-notice" role="note">
      {leaverNotice(eraseAfter)} <Link to="/profile">Download your profile</Link>
    </p>
  );
}
