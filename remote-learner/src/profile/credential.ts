/** A profile record's Open Badges 3.0 credential (a JSON file), saved under the server's name. */
import { getFile, type ServerFile } from '@skillfolio/shared';
import { Verify } from '@skillfolio/shared/contract';

export function getCredential(recordId: number): Promise<ServerFile> {
  return getFile(
    Verify.ProfileCredential,
    { record_id: recordId },
    { fallbackName: `profile-credential-${recordId}.json` },
  );
}
