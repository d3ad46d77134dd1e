import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  areaForPath,
  i18n,
  SHELL_CATALOGUES,
  switchLanguage,
  useSession,
} from '@skillfolio/shared';
import { App, BASENAME } from './App';
import { registerCatalogues } from './catalogues';
import { sessionLanguage } from './session/pageLanguage';
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
  const manifest = registerFromManifest()
    .catch((err: unknown) => {
      // Without the manifest no area can load, but the header and menus still work.
      console.error(err);
    })
    .then(preloadThisArea);
  // The shell's own words in the page's language, fetched beside the manifest.
  const words = switchLanguage(sessionLanguage())
    .then(() => i18n.loadNamespaces([...SHELL_CATALOGUES]))
    .catch((err: unknown) => console.error(err));
  await Promise.all([manifest, words]);
  // Rendered in slices the browser can answer input between (the first screen is a large tree).
  startTransition(() => root.render(<App />));
}

void start();
