/**
 * A read roster as a waiting preview keeps it (JSON in roster_syncs.roster), and back: the
 * apply plans from exactly what the preview planned from, without the file.
 */
import type { RosterFile } from './rosterFile';

interface StoredRoster extends Omit<RosterFile, 'manifest'> {
  manifest: Array<[string, string]>;
}

export function storedRoster(roster: RosterFile): string {
  const stored: StoredRoster = { ...roster, manifest: [...roster.manifest.entries()] };
  return JSON.stringify(stored);
}

export function readStoredRoster(text: string): RosterFile {
  // Written by storedRoster alone, in the same release's shape (a preview is applied within
  // minutes; one left over from before an upgrade is refused as changed, never misread).
  const stored = JSON.parse(text) as StoredRoster;
  return { ...stored, manifest: new Map(stored.manifest) };
}
