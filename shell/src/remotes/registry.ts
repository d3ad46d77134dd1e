/**
 * Registers the remotes from the manifest, and lets a Retry register them afresh: with the
 * manifest it has (dropping a failed entry), or, when the manifest itself never arrived,
 * after fetching it again.
 */
import { loadManifest, MANIFEST_URL, register, type RemoteManifest } from './manifest';

let current: RemoteManifest | null = null;
let manifestUrl = MANIFEST_URL;

export function adoptManifest(manifest: RemoteManifest): void {
  current = manifest;
  register(manifest);
}

/** At start. A failure leaves nothing registered; the header and menus still work. */
export async function registerFromManifest(url = MANIFEST_URL): Promise<void> {
  manifestUrl = url;
  adoptManifest(await loadManifest(url));
}

/** Rejects when the manifest still cannot be had (the area then shows its Retry again). */
export async function retryRegistration(): Promise<void> {
  if (current) register(current, true);
  else await registerFromManifest(manifestUrl);
}
