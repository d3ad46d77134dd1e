/**
 * Registration codes: 6 random digits, kept only as an HMAC keyed by the browser's
 * registration token. The token lives in the browser's cookie alone (the database holds its
 * sha256), so a copy of the database cannot be used to try the million codes offline.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_DIGITS } from '@skillfolio/shared/wire';

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

export function hashCode(registrationToken: string, code: string): string {
  return createHmac('sha256', registrationToken).update(code).digest('hex');
}

/** Whether `code` (as typed: spaces ignored) is the one hashed, compared in constant time. */
export function codeMatches(registrationToken: string, code: string, codeHash: string): boolean {
  const typed = code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(typed)) return false;
  const expected = Buffer.from(codeHash, 'hex');
  const actual = Buffer.from(hashCode(registrationToken, typed), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
