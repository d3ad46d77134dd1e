/** SPEC §4 "App load": the current user is checked first. */
import { useCallback, useEffect, useState } from 'react';
import { getCurrentUser, useSession } from '@skillfolio/shared';

/** `unreachable`: the check itself failed, so nobody knows yet whether anyone is logged in. */
export type BootstrapStatus = 'checking' | 'ready' | 'unreachable';

export interface SessionBootstrap {
  status: BootstrapStatus;
  /** Checks again (after `unreachable`). */
  retry: () => void;
}

export function useSessionBootstrap(): SessionBootstrap {
  const [status, setStatus] = useState<BootstrapStatus>('checking');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getCurrentUser()
      .then((reply) => {
        if (!live) return;
        const store = useSession.getState();
        if (reply) store.startSession(reply);
        else store.logout();
        setStatus('ready');
      })
      .catch(() => {
        if (!live) return;
        // Not the same as logged out: sending the user to the login page would lose where they were.
        useSession
          .getState()
          .showBanner('Skillfolio could not reach the server. Please try again.');
        setStatus('unreachable');
      });
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    useSession.getState().closeBanner();
    setStatus('checking');
    setAttempt((n) => n + 1);
  }, []);
  return { status, retry };
}
