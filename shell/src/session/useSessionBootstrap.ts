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
        const store = useSession.getState();
        if (!reply) {
          store.logout();
          return;
        }
        store.setSession(reply.currentUser, reply.currentSchool);
        // The server session remembers the last project and assessment: a reload keeps them.
        store.setSelectedProject(reply.selectedProjectId ?? 0);
        store.setSelectedAssessment(reply.selectedAssessmentId ?? 0);
      })
      .catch(() => {
        if (live)
          useSession
            .getState()
            .showBanner('Skillfolio could not reach the server. Please try again.');
      })
      .finally(() => live && setStatus('ready'));
    return () => {
      live = false;
    };
  }, []);
  return status;
}
