/** Reads /app/remotes.json and registers each remote with the federation runtime. */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaName } from './areas';

export type RemoteManifest = Record<AreaName, string>;

/** The federation name of an area's remote (a valid identifier, unlike `public`). */
export function federationName(area: AreaName): string {
  return `sf_${area}`;
}

const AREAS: AreaName[] = ['public', 'learner', 'admin', 'globaladmin'];

export function parseManifest(value: unknown, base: string): RemoteManifest {
  if (typeof value !== 'object' || value === null)
    throw new Error('The remotes manifest is not an object');
  const record = value as Record<string, unknown>;
  const manifest = {} as RemoteManifest;
  for (const name of AREAS) {
    const entry = record[name];
    if (typeof entry !== 'string' || !entry)
      throw new Error(`The remotes manifest has no entry for ${name}`);
    manifest[name] = new URL(entry, base).href;
  }
  return manifest;
}

export const MANIFEST_URL = '/app/remotes.json';

export async function loadManifest(url = MANIFEST_URL): Promise<RemoteManifest> {
  // The manifest, not the build, says where each area lives: one area ships without a shell rebuild.
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remotes manifest answered ${response.status}`);
  return parseManifest(await response.json(), window.location.href);
}

export function register(manifest: RemoteManifest, force = false): void {
  registerRemotes(
    AREAS.map((area) => ({ name: federationName(area), entry: manifest[area] })),
    { force },
  );
}
