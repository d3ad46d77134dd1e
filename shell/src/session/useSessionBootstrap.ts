/** SPEC §4 "App load": the current user is checked first. */
import { useEffect, useState } from 'react';
import { getCurrentUser, useSession } from '@skillfolio/shared';

export type BootstrapStatus = 'checking' | 'ready';

export function useSessionBootstrap(): BootstrapStatus {
  const [status, setStatus] = useState<BootstrapStatus>('checking');
  useEffect(() => {
    let live = true;
    getCurrentUser()
      .then((reply) => {
        if (!live) return;
        if (reply) useSession.getState().setSession(reply.currentUser, reply.currentSchool);
        else useSession.getState().logout();
      })
      .catch(() => {
        if (live) useSession.getState().showBanner('Skillfolio could not reach the server. Please try again.');
      })
      .finally(() => live && setStatus('ready'));
    return () => {
      live = false;
    };
  }, []);
  return status;
}
