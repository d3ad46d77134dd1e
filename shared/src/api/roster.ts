/**
 * The roster sync's two requests `call` cannot make: the zip's upload (multipart, with its
 * progress) and the apply, which streams progress while new accounts' passwords are hashed.
 * Paths and bodies are the declarations' (../contract/roster.ts).
 */
import { ApplyRoster, UploadRoster } from '../contract/roster';
import type { BodyOf } from '../contract/endpoint';
import type { RosterApplyLine, RosterPreview } from '../types/roster';
import { apiClient } from './client';
import { ndjsonLines } from './ndjson';
import { uploadTo } from './resources';

/** Reads the zip into a preview; nothing changes at the school. */
export function uploadRoster(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<RosterPreview> {
  return uploadTo<RosterPreview>(UploadRoster, file, onProgress, signal);
}

/** The outcome of an apply: applied (with new accounts' logins), or refused with why. */
export type RosterApplyOutcome = Exclude<RosterApplyLine, { hashed: number }>;

/**
 * Applies a preview whole or not at all. While the server hashes new accounts' passwords it
 * streams a progress line every few accounts (`onProgress`); the last line is the outcome.
 * A refusal before it starts (the preview gone, the school changed) throws as any call does.
 */
export async function applyRoster(
  syncId: number,
  onProgress: (hashed: number, total: number) => void,
): Promise<RosterApplyOutcome> {
  const body: BodyOf<typeof ApplyRoster> = { syncId };
  const response = await apiClient().post(ApplyRoster.path.replace(/^\/api\//, ''), {
    json: body,
    // Hashing a whole school's new passwords takes longer than an ordinary call may.
    timeout: false,
  });
  let last: RosterApplyOutcome | undefined;
  for await (const line of ndjsonLines(response)) {
    const value = JSON.parse(line) as RosterApplyLine;
    if ('hashed' in value) onProgress(value.hashed, value.total);
    else last = value;
  }
  if (last === undefined) throw new Error('The apply ended without an outcome');
  return last;
}
