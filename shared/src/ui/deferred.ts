/**
 * A kit component whose code is fetched the first time one renders, not with the page: a
 * pupil's first screen never shows a data table or a file drop zone, and React Aria's Table
 * and DropZone (with its drag-and-drop machinery) are a fifth of the kit's bytes. The chunk
 * belongs to the shared singleton's own build, so it reuses the page's one copy of React Aria.
 * Until it arrives the place shows the kit's Spinner.
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from './Spinner';

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return createElement(
      Suspense,
      { fallback: createElement(Spinner) },
      createElement(Loaded, props),
    );
  }
  return Deferred;
}
