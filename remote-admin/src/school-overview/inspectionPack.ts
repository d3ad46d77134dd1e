/**
 * The inspection pack, fetched by the page itself (as the profile's PDF is) rather than
 * followed as a link: a refusal (dates the wrong way round, a range too long) is then the
 * server's sentence on the screen, and the file is saved under the name the server offers.
 */
import { apiClient, type InspectionPackQuery } from '@skillfolio/shared';
import { Overview } from '@skillfolio/shared/contract';

export interface PackFile {
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

/** Makes the pack of the rounds that open between `from` and `to`, as a PDF or a CSV. */
export async function getInspectionPack(query: InspectionPackQuery): Promise<PackFile> {
  const response = await apiClient().get(Overview.InspectionPack.path.replace(/^\/api\//, ''), {
    searchParams: { ...query },
    // A school's year of figures on a busy server: more than the usual wait.
    timeout: 120_000,
  });
  return {
    blob: await response.blob(),
    fileName: fileNameOf(
      response.headers.get('Content-Disposition'),
      `inspection-pack.${query.format}`,
    ),
  };
}
