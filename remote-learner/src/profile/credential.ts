/**
 * A profile record's Open Badges 3.0 credential (a JSON file), fetched by the page as the
 * PDF is rather than followed as a link: a refusal is shown on the screen, and the file is
 * saved under the name the server offers.
 */
import { apiClient } from '@skillfolio/shared';
import { Verify } from '@skillfolio/shared/contract';

export interface CredentialFile {
  blob: Blob;
  fileName: string;
}

/**
 * The name in a Content-Disposition header: `filename*` (UTF-8, percent-encoded) before the
 * plain `filename`, quoted or not; `fallback` when it names none.
 */
export function fileNameOf(header: string | null, fallback: string): string {
  if (header === null) return fallback;
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;\s]+)/i.exec(header)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A broken encoding: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? name : fallback;
}

export async function getCredential(recordId: number): Promise<CredentialFile> {
  const response = await apiClient().get(Verify.ProfileCredential.path.replace(/^\/api\//, ''), {
    searchParams: { record_id: recordId },
  });
  return {
    blob: await response.blob(),
    fileName: fileNameOf(
      response.headers.get('Content-Disposition'),
      `profile-credential-${recordId}.json`,
    ),
  };
}
