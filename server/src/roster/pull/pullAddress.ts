/**
 * Which addresses a school's roster pull may send its client secret and token to: https only,
 * as ssoProviders.ts rules for sign-in, except plain http on this machine (the tests' MIS).
 * No user name or password inside the address (they would travel outside the headers), and
 * nothing after a #.
 */
import { isSecureOrLocal } from '../../http/secureAddress';

/** The address, or undefined when the pull may not use it. */
export function pullAddress(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (!isSecureOrLocal(url)) return undefined;
  if (url.username !== '' || url.password !== '' || url.hash !== '') return undefined;
  return url;
}

/** The base URL, which collection paths are added to: no query string either. */
export function pullBaseAddress(text: string): URL | undefined {
  const url = pullAddress(text);
  return url === undefined || url.search !== '' ? undefined : url;
}
