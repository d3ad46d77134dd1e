/** The future-ready profile: what it can hold, and the PDF itself. */
import { apiClient } from './client';
import { parse } from 'content-disposition';
import type { ProfileContent, ProfilePdfQuery } from '../types/profile';

/** Everything the subject's profile can hold in the project (0: their first project). */
export function getProfile(userId: number, projectId: number): Promise<ProfileContent> {
  return apiClient()
    .get('profile/GetProfile', { searchParams: { user_id: userId, project_id: projectId } })
    .json<ProfileContent>();
}

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
function dispositionName(headers: Headers): string {
  const header = headers.get('Content-Disposition');
  return (header === null ? undefined : parse(header).parameters.filename) ?? FALLBACK_NAME;
}

/** Makes the PDF of the chosen sections, skills and notes. */
export async function getProfilePdf(query: ProfilePdfQuery): Promise<ProfilePdf> {
  const response = await apiClient().get('profile/ProfilePdf', {
    searchParams: { ...query },
    // A PDF of many pages on a busy server: more than the usual wait.
    timeout: 60_000,
  });
  return { blob: await response.blob(), fileName: dispositionName(response.headers) };
}
