/**
 * A component's code, fetched at most once at a time: the first ask starts the fetch and
 * later ones share it; a failed fetch (the network dropped) is forgotten, so the next ask
 * (a Retry, another press) tries afresh. Used by deferred.ts and onDemand.ts.
 */
export interface CodeOnce<C> {
  fetch: () => Promise<C>;
  /** The code, once it has arrived: drawn at once, without waiting a tick. */
  readonly ready: C | undefined;
}

export function codeOnce<C>(load: () => Promise<C>): CodeOnce<C> {
  let ready: C | undefined;
  let fetching: Promise<C> | undefined;
  return {
    fetch: () =>
      (fetching ??= load().then(
        (code) => (ready = code),
        (error: unknown) => {
          fetching = undefined;
          throw error;
        },
      )),
    get ready() {
      return ready;
    },
  };
}
