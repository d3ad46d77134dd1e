/**
 * Registers the remotes from the manifest, and lets a Retry register them afresh: with a
 * newly fetched manifest (a release or rollback may have happened since), or, when that
 * cannot be had, with the manifest it has (dropping a failed entry).
 */
import type { AreaName } from './areas';
import { takeInlineManifest } from '../session/bootData';
import {
  loadManifest,
  MANIFEST_URL,
  parseManifest,
  register,
  type RemoteManifest,
} from './manifest';

let current: RemoteManifest | null = null;
let manifestUrl = MANIFEST_URL;

export function adoptManifest(manifest: RemoteManifest, force = false): void {
  current = manifest;
  register(manifest, force);
}

/** Where the area's entry is, by the manifest in use; undefined before one arrived. */
export function entryOf(area: AreaName): string | undefined {
  return current?.[area];
}

/** At start. A failure leaves nothing registered; the header and menus still work. */
export async function registerFromManifest(url = MANIFEST_URL): Promise<void> {
  manifestUrl = url;
  const inline = takeInlineManifest();
  if (inline !== undefined) {
    try {
      adoptManifest(parseManifest(inline, window.location.href));
      return;
    } catch (error) {
      // A page with a broken manifest in it still starts: the manifest is fetched instead.
      console.error(error);
    }
  }
  adoptManifest(await loadManifest(url));
}

/** Rejects when no manifest can be had at all (the area then shows its Retry again). */
export async function retryRegistration(): Promise<void> {
  try {
    adoptManifest(await loadManifest(manifestUrl), true);
  } catch (error) {
    if (!current) throw error;
    register(current, true);
  }
}
