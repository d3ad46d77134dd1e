/** Sends a URL to its area, after checking the user may open it (the server checks again). */
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useSession, type CurrentUser } from '@skillfolio/shared';
import { areaForPath, type Access } from '../remotes/areas';
import { RemoteArea } from '../remotes/RemoteArea';
import type { BootstrapStatus } from './useSessionBootstrap';

function allowed(access: Access, user: CurrentUser): boolean {
  if (access === 'globalAdmin') return user.is_Admin;
  if (access === 'schoolAdmin') return user.is_Admin || user.is_schoolAdmin;
  return true;
}

export function AreaRoute({ status }: { status: BootstrapStatus }) {
  const { pathname, search } = useLocation();
  const user = useSession((s) => s.currentUser);
  const area = areaForPath(pathname);

  if (area.access !== 'anyone') {
    if (status === 'checking') {
      return (
        <div className="sf-page">
          <Spinner label="Checking who is logged in" />
        </div>
      );
    }
    if (!user) {
      return (
        <Navigate
          replace
          to={`/public/login?returnUrl=${encodeURIComponent(`/app${pathname}${search}`)}`}
        />
      );
    }
    if (!allowed(area.access, user)) return <Navigate replace to="/public/notauthorised" />;
  }
  // Keyed by area: a new area mounts its own Suspense boundary, so its spinner shows while
  // it loads instead of the previous page lingering.
  return <RemoteArea key={area.name} name={area.name} />;
}
