/** Session (and later registration) tokens: random 256-bit values, stored only as hashes. */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256, hex. A token has 256 bits of entropy, so a fast unsalted hash is enough. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
