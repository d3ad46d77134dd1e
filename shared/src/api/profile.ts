/**
 * The profile's PDF, fetched by the page itself rather than followed as a link: a refusal
 * (no skill chosen, too many notes) is shown on the screen, and the file is saved under the
 * name the server offers. Its path comes from the declaration (../contract/profile.ts).
 */
import { ProfilePdf as ProfilePdfEndpoint } from '../contract/profile';
import { apiClient } from './client';
import type { ProfilePdfQuery } from '../types/profile';

export interface ProfilePdf {
  blob: Blob;
  /** The name the server offers the file under. */
  fileName: string;
}

const FALLBACK_NAME = 'profile.pdf';

/**
 * The name the server offers the file under, read by the package that writes the header on
 * the server: `filename*` (the pupil's own letters) before the plain `filename`, quoted or not.
 */
async function dispositionName(headers: Headers): Promise<string> {
  const header = headers.get('Content-Disposition');
  if (header === null) return FALLBACK_NAME;
  // Fetched with the first PDF, not with every pupil's first screen.
  const { parse } = await import('content-disposition');
  return parse(header).parameters.filename ?? FALLBACK_NAME;
}

/** Makes the PDF of the chosen sections, skills and notes. */
export async function getProfilePdf(query: ProfilePdfQuery): Promise<ProfilePdf> {
  const response = await apiClient().get(ProfilePdfEndpoint.path.replace(/^\/api\//, ''), {
    searchParams: { ...query },
    // A PDF of many pages on a busy server: more than the usual wait.
    timeout: 60_000,
  });
  return { blob: await response.blob(), fileName: await dispositionName(response.headers) };
}
