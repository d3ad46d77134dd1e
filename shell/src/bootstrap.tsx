import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerFromManifest } from './remotes/registry';
import { adoptInlineSession } from './session/useSessionBootstrap';

async function start(): Promise<void> {
  adoptInlineSession();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    await registerFromManifest();
  } catch (err) {
    // Without the manifest no area can load, but the header and menus still work.
    console.error(err);
  }
  // Rendered in slices the browser can answer input between (the first screen is a large tree).
  startTransition(() => root.render(<App />));
}

void start();
