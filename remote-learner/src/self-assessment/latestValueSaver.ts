/**
 * Saves a value so that the newest one is always the one saved last: one request at a time,
 * and while one is in flight only the newest waiting value is kept. Quick slider moves then
 * cost at most two requests, and an older value can never overtake a newer one.
 */
export interface LatestValueSaver<T> {
  save(value: T): void;
  /** Resolves when nothing is waiting or in flight. */
  idle(): Promise<void>;
}

export interface SaverCallbacks<T> {
  onSaved: (value: T) => void;
  onFailed: (error: unknown, value: T) => void;
}

export function createLatestValueSaver<T>(
  send: (value: T) => Promise<void>,
  callbacks: SaverCallbacks<T>,
): LatestValueSaver<T> {
  let waiting: { value: T } | null = null;
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (waiting) {
      const { value } = waiting;
      waiting = null;
      try {
        await send(value);
        // A newer value is already queued: only its outcome matters to the user.
        if (!waiting) callbacks.onSaved(value);
      } catch (error) {
        if (!waiting) callbacks.onFailed(error, value);
      }
    }
    running = null;
  }

  return {
    save(value) {
      waiting = { value };
      running ??= drain();
    },
    idle: () => running ?? Promise.resolve(),
  };
}
