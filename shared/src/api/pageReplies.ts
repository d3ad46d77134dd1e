/**
 * The replies the page carried for the first screen (contract/firstReplies.ts), each taken
 * once by the first `call` that asks for it. Taken only while fresh: a screen opened later
 * (the pupil goes elsewhere and comes back) asks the server, not a page made minutes ago.
 */
import { replyKey } from '../contract/firstReplies';
import type { AnyEndpoint } from '../contract/endpoint';

/** Long enough for a slow phone to load and start every script; short enough to stay true. */
export const PAGE_REPLY_FRESH_MS = 30_000;

let carried = new Map<string, unknown>();
let carriedAt = 0;

/** Keeps the page's replies (by replyKey) for the first screen's calls. */
export function keepPageReplies(
  replies: Readonly<Record<string, unknown>>,
  now = Date.now(),
): void {
  carried = new Map(Object.entries(replies));
  carriedAt = now;
}

/** The page's reply to this GET, once; undefined when it carried none (or it has gone stale). */
export function takePageReply(
  endpoint: AnyEndpoint,
  query: object | undefined,
  now = Date.now(),
): { reply: unknown } | undefined {
  if (endpoint.method !== 'GET' || carried.size === 0) return undefined;
  if (now - carriedAt > PAGE_REPLY_FRESH_MS) {
    carried.clear();
    return undefined;
  }
  const key = replyKey(endpoint.path, query as Parameters<typeof replyKey>[1]);
  if (!carried.has(key)) return undefined;
  const reply = carried.get(key);
  carried.delete(key);
  return { reply };
}
