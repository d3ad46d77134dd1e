import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { areaForPath, useSession } from '@skillfolio/shared';
import { App, BASENAME } from './App';
import { registerCatalogues } from './catalogues';
import { preloadArea } from './remotes/RemoteArea';
import { registerFromManifest } from './remotes/registry';
import { allowed } from './session/AreaRoute';
import { adoptInlineSession } from './session/useSessionBootstrap';

/** The area this page will show, if the session already says it may: its code can start now. */
function preloadThisArea(): void {
  const { pathname } = window.location;
  const inApp = pathname.toLowerCase().startsWith(BASENAME)
    ? pathname.slice(BASENAME.length)
    : pathname;
  const area = areaForPath(inApp || '/');
  const user = useSession.getState().currentUser;
  if (area.access === 'anyone' || (user && allowed(area.access, user))) preloadArea(area.name);
}

async function start(): Promise<void> {
  registerCatalogues();
  adoptInlineSession();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    await registerFromManifest();
  } catch (err) {
    // Without the manifest no area can load, but the header and menus still work.
    console.error(err);
  }
  preloadThisArea();
  // Rendered in slices the browser can answer input between (the first screen is a large tree).
  startTransition(() => root.render(<App />));
}

void start();
