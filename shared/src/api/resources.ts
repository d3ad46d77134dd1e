/**
 * The resource managers' upload (SPEC §7); every other call goes through `call(…)`. The upload is the one request
 * made without ky: ky cannot report upload progress reliably, XMLHttpRequest's
 * `upload.onprogress` can. It keeps the client's rules all the same: the CSRF header, and
 * SPEC §8's special replies and the 5xx banner through `followSpecialReply`.
 */
import type { AnyEndpoint } from '../contract/endpoint';
import { SaveEvidenceFile, SaveFile } from '../contract/evidence';
import { endpointUrl } from './call';
import { CSRF_HEADER, CSRF_HEADER_VALUE, followSpecialReply } from './client';
import { currentLanguage, i18n } from '../i18n/i18n';
import type { SavedFile } from '../types/resources';

/** An upload the server refused with a reason the admin can act on (its 400 `{error}`). */
export class UploadRefusal extends Error {}

function errorOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const error = (parsed as { error?: unknown }).error;
      if (typeof error === 'string') return error;
    }
  } catch {
    // Not JSON: no reason to show.
  }
  return null;
}

/**
 * Uploads one file (POST /api/User/SaveFile), calling `onProgress` with the fraction sent
 * (0 to 1). Resolves to the stored file; rejects with an UploadRefusal when the server says
 * why, or an Error when the upload did not finish. `signal` cancels it.
 */
export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<SavedFile> {
  return uploadTo<SavedFile>(SaveFile, file, onProgress, signal);
}

/**
 * A pupil's evidence file (POST /api/user/SaveEvidenceFile): the same upload, the same
 * limits, kept until AddEvidence or SaveEvidence takes it.
 */
export function uploadEvidenceFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<SavedFile> {
  return uploadTo<SavedFile>(SaveEvidenceFile, file, onProgress, signal);
}

/**
 * One file to a multipart endpoint, with its progress; resolves to the endpoint's JSON reply
 * (its declaration's type: the server sends only what its schema lists).
 */
/** An upload the connection cut, in the page's language (the areas that upload load `wire`). */
const interrupted = () => i18n.t('wire:RESOURCE_REFUSAL.interrupted');

export function uploadTo<T>(
  endpoint: AnyEndpoint,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpointUrl(endpoint, undefined));
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    // Refusals in the page's language, as the API client asks for every call.
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = typeof request.response === 'string' ? request.response : '';
      if (request.status === 200) {
        onProgress(1);
        resolve(JSON.parse(body) as T);
        return;
      }
      followSpecialReply('POST', request.status, body);
      const refusal = request.status === 400 ? errorOf(body) : null;
      reject(refusal ? new UploadRefusal(refusal) : new Error(interrupted()));
    };
    request.onerror = () => reject(new Error(interrupted()));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
