/**
 * Files the server makes (a profile's PDF, its credential, an inspection pack), fetched by the
 * page itself rather than followed as a link: a refusal (no skill chosen, dates the wrong way
 * round) is then the server's sentence on the screen, and the file is saved under the name the
 * server offers. Each endpoint's path and query come from its declaration (../contract).
 */
import type { AnyEndpoint, QueryOf } from '../contract/endpoint';
import { ProfilePdf as ProfilePdfEndpoint } from '../contract/profile';
import { searchParamsOf } from './call';
import { apiClient } from './client';
import type { ProfilePdfQuery } from '../types/profile';

export interface ServerFile {
  blob: Blob;
  /** The name the server offers the file under. */
  fileName: string;
}

/**
 * The name the server offers the file under, read by the package that writes the header on
 * the server: `filename*` (the pupil's own letters) before the plain `filename`, quoted or not.
 */
async function dispositionName(headers: Headers, fallback: string): Promise<string> {
  const header = headers.get('Content-Disposition');
  if (header === null) return fallback;
  // Fetched with the first file, not with every pupil's first screen.
  const { parse } = await import('content-disposition');
  return parse(header).parameters.filename ?? fallback;
}

/** A `reply: 'file'` endpoint's file; `timeout`: how long a big one may take (ms). */
export async function getFile<E extends AnyEndpoint & { reply: 'file' }>(
  endpoint: E,
  query: QueryOf<E>,
  { fallbackName, timeout = 60_000 }: { fallbackName: string; timeout?: number },
): Promise<ServerFile> {
  const response = await apiClient().get(endpoint.path.replace(/^\/api\//, ''), {
    searchParams: searchParamsOf(query ?? {}),
    timeout,
  });
  return {
    blob: await response.blob(),
    fileName: await dispositionName(response.headers, fallbackName),
  };
}

/** Makes the PDF of the chosen sections, skills and notes. */
export function getProfilePdf(query: ProfilePdfQuery): Promise<ServerFile> {
  return getFile(ProfilePdfEndpoint, query, { fallbackName: 'profile.pdf' });
}
