/**
 * A kit component whose code is fetched the first time one renders, not with the page: a
 * pupil's first screen never shows a data table or a file drop zone, and React Aria's Table
 * and DropZone (with its drag-and-drop machinery) are a fifth of the kit's bytes. The chunk
 * belongs to the shared singleton's own build, so it reuses the page's one copy of React Aria.
 * Until it arrives the place shows the kit's Spinner; a screen that would rather show nothing
 * of its own until the code is here too (what follows a table would move when it arrived)
 * loads it with `preload`.
 */
import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { codeOnce } from './codeOnce';
import { Spinner } from './Spinner';

export type Deferred<P extends object> = ComponentType<P> & {
  /** Fetches the code now; resolves once a render would show the component at once. */
  preload: () => Promise<void>;
};

export interface DeferredOptions {
  /** Shown until the code arrives: the kit's Spinner unless said (a modal shows nothing). */
  fallback?: ReactNode;
}

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = createElement(Spinner) }: DeferredOptions = {},
): Deferred<P> {
  const code = codeOnce(load);
  const Lazy = lazy(async () => ({ default: await code.fetch() }));
  function Deferred(props: P) {
    // Decided once per place: switching from the Suspense path to the component itself on a
    // later render would remount it and lose its state (a table's sort and filter).
    const [loaded] = useState(() => code.ready);
    if (loaded) return createElement(loaded, props);
    return createElement(Suspense, { fallback }, createElement(Lazy, props));
  }
  Deferred.preload = () => code.fetch().then(() => undefined);
  return Deferred;
}
