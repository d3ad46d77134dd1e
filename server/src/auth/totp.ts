/**
 * Time-based one-time passwords (RFC 6238, through otpauth: plain CommonJS on Node's own
 * crypto, so it loads on every Node 20 and under jest; otplib 13 pulls ESM-only packages): secrets, the otpauth URI an
 * authenticator app scans, the QR code of that URI as an SVG path (drawn by the browser
 * from our own reply: no image service, nothing the CSP must allow), the check of a code
 * (each accepted once), and recovery codes.
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { create as createQr } from 'qrcode';
import { hashToken } from './tokens';

const ISSUER = 'Skillfolio';
/** Steps of 30 s either side of now that still count: a phone's clock a little off. */
const WINDOW_STEPS = 1;

/** What every authenticator app does by default: SHA-1, 6 digits, 30 s. */
function totpOf(secret: string, accountName = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app takes (scanned from the QR code, or typed). */
export function totpUri(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

/** The code an authenticator shows at `at` (for tests, which act as the phone). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** A QR code as the SVG path of its dark modules, on a `size`×`size` grid. */
export interface QrDrawing {
  size: number;
  path: string;
}

export function qrDrawing(text: string): QrDrawing {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}

/**
 * The time step a code is accepted at, or undefined when it is wrong, too old, or not newer
 * than `lastStep` (the step last accepted for this user: a code seen once is worth nothing,
 * so one read over a shoulder or from a log cannot be replayed).
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  try {
    const totp = totpOf(secret);
    const timestamp = now.getTime();
    const delta = totp.validate({ token, timestamp, window: WINDOW_STEPS });
    if (delta === null) return undefined;
    const step = totp.counter({ timestamp }) + delta;
    return lastStep !== null && step <= lastStep ? undefined : step;
  } catch {
    // A malformed secret or token: not a valid code, whatever the reason.
    return undefined;
  }
}

/** How many recovery codes an enrolment gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** Ten groups of random letters and digits people can read back: `k7q2m-9xw4r`. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/**
 * What is stored of a recovery code: its sha256, after folding what people get wrong when
 * typing one back (case, spaces, the dash). 10 characters from 31 is ~50 bits, and each
 * guess is rate-limited, so a fast hash is enough.
 */
export function recoveryCodeHash(code: string): string {
  return hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}
