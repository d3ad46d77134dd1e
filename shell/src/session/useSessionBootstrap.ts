/** SPEC §4 "App load": the current user is checked first. */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getCurrentUser,
  i18n,
  keepPageReplies,
  useSession,
  type SessionReply,
} from '@skillfolio/shared';
import { takeInlineReplies, takeInlineSession } from './bootData';

/** `unreachable`: the check itself failed, so nobody knows yet whether anyone is logged in. */
export type BootstrapStatus = 'checking' | 'ready' | 'unreachable';

export interface SessionBootstrap {
  status: BootstrapStatus;
  /** Checks again (after `unreachable`). */
  retry: () => void;
}

function adopt(reply: SessionReply | null): void {
  const store = useSession.getState();
  if (reply) store.startSession(reply);
  else store.logout();
}

let adoptedInline = false;

/**
 * Takes the session the page carries, if any, before the first render: the first screen then
 * draws without waiting for GetCurrentUser. True when it did.
 */
export function adoptInlineSession(): boolean {
  const inline = takeInlineSession();
  if (inline === undefined) return false;
  adopt(inline.reply);
  // Made for this session: the first screen's calls take them instead of asking.
  keepPageReplies(takeInlineReplies());
  adoptedInline = true;
  return true;
}

export function useSessionBootstrap(): SessionBootstrap {
  // Ready at once when the page's answer was adopted; that answer serves one start only.
  const [fromPage] = useState(() => {
    const adopted = adoptedInline;
    adoptedInline = false;
    return adopted;
  });
  const [status, setStatus] = useState<BootstrapStatus>(fromPage ? 'ready' : 'checking');
  const [attempt, setAttempt] = useState(0);
  const skipCheck = useRef(fromPage);
  useEffect(() => {
    if (skipCheck.current) {
      skipCheck.current = false;
      return;
    }
    let live = true;
    getCurrentUser()
      .then((reply) => {
        if (!live) return;
        adopt(reply);
        setStatus('ready');
      })
      .catch(() => {
        if (!live) return;
        // Not the same as logged out: sending the user to the login page would lose where they were.
        useSession.getState().showBanner(i18n.t('shell:session.unreachableBanner'));
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
