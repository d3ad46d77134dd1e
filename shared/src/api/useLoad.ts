/** Loads data for a screen: loading, loaded or failed, with reload; ignores stale answers. */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

interface LoadActions<T> {
  reload: () => void;
  /** Changes the loaded data here, after a write whose result is known (no round trip). */
  mutate: (update: (data: T | undefined) => T) => void;
}

export type Load<T> =
  | ({ status: 'loading'; data: T | undefined } & LoadActions<T>)
  | ({ status: 'loaded'; data: T } & LoadActions<T>)
  | ({ status: 'failed'; data: T | undefined; error: unknown } & LoadActions<T>);

/**
 * `load` returns null to mean "nothing to load yet" (e.g. no project chosen). Pass it through
 * useCallback: a new `load` (its inputs changed) loads again, and the linter checks its inputs.
 */
export function useLoad<T>(load: () => Promise<T> | null): Load<T> {
  const [state, setState] = useState<{
    status: 'loading' | 'loaded' | 'failed';
    data: T | undefined;
    error?: unknown;
    /** The `load` this state answers: until the effect of a new one runs, it is loading. */
    source?: () => Promise<T> | null;
  }>({
    status: 'loading',
    data: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  // The request goes out from the render that first sees these inputs, not from the effect
  // after it: a first screen's render and paint take longer than its requests on a slow
  // phone, and its data then waits on nothing but the network. The effect takes the answer.
  const started = useRef<{
    load: () => Promise<T> | null;
    pending: Promise<T> | null;
    taken: boolean;
  }>(null);
  if (started.current?.load !== load) {
    const pending = load();
    // Answered (or failed) before the effect listens: not an unhandled rejection.
    pending?.catch(() => undefined);
    started.current = { load, pending, taken: false };
  }
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const mutate = useCallback((update: (data: T | undefined) => T) => {
    // An answer still on its way would overwrite this with older data: drop it.
    latest.current += 1;
    setState((previous) => ({
      status: 'loaded',
      data: update(previous.data),
      source: previous.source,
    }));
  }, []);

  useEffect(() => {
    const call = ++latest.current;
    // The render's request, once; a reload (or the same inputs again) asks afresh.
    const fromRender = started.current;
    const pending = fromRender?.load === load && !fromRender.taken ? fromRender.pending : load();
    if (fromRender) fromRender.taken = true;
    if (pending === null) {
      setState({ status: 'loaded', data: undefined, source: load });
      return;
    }
    setState((previous) => ({ status: 'loading', data: previous.data, source: load }));
    pending.then(
      (data) => {
        if (call !== latest.current) return;
        // What arrives is drawn in slices React can pause between, not in one long task: a
        // pupil's skills on a slow phone would otherwise hold the page for half a second, and
        // a tap meanwhile would wait for all of it.
        startTransition(() => setState({ status: 'loaded', data, source: load }));
      },
      (error: unknown) =>
        call === latest.current &&
        setState((previous) => ({ status: 'failed', data: previous.data, error, source: load })),
    );
  }, [load, attempt]);

  // The render in which `load` changes comes before its effect, and may be painted: the old
  // answer's "loaded" then showed the new inputs' empty state for a frame ("No pupil has
  // started an assessment yet", then the class), and what came after it moved.
  if (state.source !== load) return { status: 'loading', data: state.data, reload, mutate };
  if (state.status === 'failed')
    return { status: 'failed', data: state.data, error: state.error, reload, mutate };
  if (state.status === 'loaded') return { status: 'loaded', data: state.data as T, reload, mutate };
  return { status: 'loading', data: state.data, reload, mutate };
}
