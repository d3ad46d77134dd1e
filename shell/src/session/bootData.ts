/**
 * What the server writes into the page (server/src/hosting/shellPage.ts): the remotes
 * manifest and GetCurrentUser's answer, so the shell starts without two round trips, and the
 * first screen's replies, so it draws without one more. Each is
 * taken once, at start: a Retry, a login or a logout asks the server as before. A page
 * without them (the dev server, an old server) makes the shell ask for both.
 */
import type { SessionReply } from '@skillfolio/shared';

const ELEMENT_ID = 'sf-boot';

interface BootData {
  remotes?: unknown;
  /** Present (null or a reply) only when the server answered for the session. */
  currentUser?: SessionReply | null;
  /** Build records (build-info.json) by their area's entry URL. */
  builds?: Record<string, unknown>;
  /** The first screen's GET replies, by replyKey (@skillfolio/shared/contract). */
  replies?: Record<string, unknown>;
}

let boot: BootData | undefined;

function read(): BootData {
  if (boot !== undefined) return boot;
  boot = {};
  // Outside a page (a test in Node) there is nothing carried.
  const text =
    typeof document === 'undefined' ? undefined : document.getElementById(ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) boot = parsed as BootData;
    } catch {
      // A garbled page is treated as a bare one: the shell asks the server instead.
    }
  }
  return boot;
}

/** The inlined remotes manifest (unchecked: parseManifest checks it), once. */
export function takeInlineManifest(): unknown {
  const data = read();
  const { remotes } = data;
  delete data.remotes;
  return remotes;
}

/** The inlined session answer, once: undefined when the page carried none. */
export function takeInlineSession(): { reply: SessionReply | null } | undefined {
  const data = read();
  if (!('currentUser' in data) || data.currentUser === undefined) return undefined;
  const reply = data.currentUser;
  delete data.currentUser;
  return { reply };
}

/** The first screen's replies the page carries, once: {} when none. */
export function takeInlineReplies(): Record<string, unknown> {
  const data = read();
  const { replies } = data;
  delete data.replies;
  return typeof replies === 'object' && replies !== null ? replies : {};
}

/**
 * The build record the page carries for the area at `entryUrl` (the manifest's, resolved),
 * once: undefined when it carries none for that entry.
 */
export function takeInlineBuildRecord(entryUrl: string): unknown {
  const builds = read().builds;
  if (typeof builds !== 'object' || builds === null) return undefined;
  for (const [entry, record] of Object.entries(builds)) {
    if (new URL(entry, window.location.href).href !== entryUrl) continue;
    delete builds[entry];
    return record;
  }
  return undefined;
}

/** For tests: forget what was read, so the next read looks at the page again. */
export function forgetBootData(): void {
  boot = undefined;
}
