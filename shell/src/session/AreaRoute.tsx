/** Sends a URL to its area, after checking the user may open it (the server checks again). */
import {
  Button,
  Spinner,
  useSession,
  type CurrentUser,
  Navigate,
  seesOverview,
  useLocation,
  useTranslation,
} from '@skillfolio/shared';
import { areaForPath, type Access } from '../remotes/areas';
import { RemoteArea } from '../remotes/RemoteArea';
import type { SessionBootstrap } from './useSessionBootstrap';

/** Whether this user may open a page of this access (the server decides again on each call). */
export function allowed(access: Access, user: CurrentUser): boolean {
  if (access === 'globalAdmin') return user.is_Admin;
  if (access === 'schoolAdmin') return user.is_Admin || user.is_schoolAdmin;
  if (access === 'staff') return user.is_Admin || user.is_schoolAdmin || user.is_Staff;
  if (access === 'leader') return seesOverview(user);
  return true;
}

export function AreaRoute({ bootstrap }: { bootstrap: SessionBootstrap }) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const user = useSession((s) => s.currentUser);
  const schoolId = useSession((s) => s.currentSchool?.school_id ?? 0);
  const area = areaForPath(pathname);

  if (area.access !== 'anyone') {
    if (bootstrap.status === 'unreachable') {
      return (
        <div className="sf-page" role="alert">
          <h1>{t('session.unreachable')}</h1>
          <p>{t('session.checkConnection')}</p>
          <Button onPress={bootstrap.retry}>{t('session.retry')}</Button>
        </div>
      );
    }
    if (bootstrap.status === 'checking') {
      return (
        <div className="sf-page">
          <Spinner label={t('session.checking')} />
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
  // it loads instead of the previous page lingering. Keyed by school too: after Change School
  // the open screen mounts afresh and loads the new school's data (SPEC §4).
  return <RemoteArea key={`${area.name}:${schoolId}`} name={area.name} />;
}
