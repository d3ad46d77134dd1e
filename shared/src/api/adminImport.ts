/**
 * The users import's save, which `call` cannot read: it streams progress lines while the
 * server hashes passwords. Its path and body are the declaration's (../contract/users.ts);
 * the dry run is `call(Users.ImportUsers, { dryRun: true, rows })`.
 */
import { Users } from '../contract/features';
import type { BodyOf } from '../contract/endpoint';
import { apiClient } from './client';
import { ndjsonLines } from './ndjson';
import type { ImportProgressLine, ImportUserRow, ImportUsersCheck } from '../types/adminImport';

/** What a save came to: saved (with the logins), refused with a reason, or rows to fix. */
export type ImportOutcome =
  | Extract<ImportProgressLine, { saved: true }>
  | Extract<ImportProgressLine, { saved: false }>
  | ImportUsersCheck;

/**
 * Saves all rows or none. While the server hashes the passwords it streams a progress line
 * every few rows (`onProgress`); the last line is the outcome. A row that fails the server's
 * second look comes back as the judged rows, as from a dry run.
 */
export async function saveImportUsers(
  rows: ImportUserRow[],
  onProgress: (hashed: number, total: number) => void,
): Promise<ImportOutcome> {
  const body: BodyOf<typeof Users.ImportUsers> = { dryRun: false, rows };
  const response = await apiClient().post(Users.ImportUsers.path.replace(/^\/api\//, ''), {
    json: body,
    // Hashing hundreds of passwords takes longer than an ordinary call may.
    timeout: false,
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('application/x-ndjson')) {
    return response.json<ImportUsersCheck>();
  }
  let last: ImportOutcome | undefined;
  for await (const line of ndjsonLines(response)) {
    const value = JSON.parse(line) as ImportProgressLine;
    if ('hashed' in value) onProgress(value.hashed, value.total);
    else last = value;
  }
  if (last === undefined) throw new Error('The import ended without an outcome');
  return last;
}
