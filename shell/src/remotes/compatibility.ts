/**
 * Before an area's code runs: the shell must be able to serve what its build record
 * (build-info.json beside its entry) names: for each shared singleton the same major, and
 * a version at least the area's (compared with the shell's own record, compiled in). A
 * remote built against another React or a newer @skillfolio/shared would share the shell's
 * copies and break in ways no one could read; its area shows an error instead.
 */
import { describeMismatches, mismatches, type BuildRecord } from '@skillfolio/shared/compatibility';
import { takeInlineBuildRecord } from '../session/bootData';
import type { AreaName } from './areas';

declare const __SF_BUILD_RECORD__: BuildRecord | undefined;

/** The shell's record, compiled in by its build (and by jest's config in tests). */
export function shellRecord(): BuildRecord {
  if (typeof __SF_BUILD_RECORD__ === 'undefined')
    throw new Error('This shell was built without its build record');
  return __SF_BUILD_RECORD__;
}

/** The area needs versions of the shared singletons this shell does not provide. */
export class IncompatibleAreaError extends Error {
  override name = 'IncompatibleAreaError';
}

export const BUILD_RECORD_FILE = 'build-info.json';

async function fetchRecord(area: AreaName, entryUrl: string): Promise<unknown> {
  const recordUrl = new URL(BUILD_RECORD_FILE, entryUrl).href;
  const response = await fetch(recordUrl, { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`The ${area} area's build record ${recordUrl} answered ${response.status}`);
  }
  return response.json();
}

/**
 * Rejects (naming every mismatch) unless the remote at `entryUrl` fits this shell. The page
 * carries the record of the area it opens on (session/bootData.ts); others are fetched.
 */
export async function checkCompatible(
  area: AreaName,
  entryUrl: string,
  shell: BuildRecord = shellRecord(),
): Promise<void> {
  const record = takeInlineBuildRecord(entryUrl) ?? (await fetchRecord(area, entryUrl));
  const found = mismatches(shell, record);
  if (found.length > 0) throw new IncompatibleAreaError(describeMismatches(area, found));
}
