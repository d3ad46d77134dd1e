/** Password hashing: argon2id at the OWASP minimum (19 MiB, 2 passes), ~25 ms a hash here. */
import * as argon2 from 'argon2';

const options = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

let verifications = 0;

/** How many argon2 verifications this process has run: tests prove equal cost with it. */
export function verificationCount(): number {
  return verifications;
}

/** False for a wrong password and for a hash that is not an argon2 hash at all. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  verifications += 1;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** A hash of a password nobody has, made with the same parameters as every real one. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no user has this password, it only costs time');
  return dummyHash;
}

/**
 * Checks the password against the hash, or, when there is no hash to check (no account, no
 * parent password, login switched off), against the dummy hash: the time taken is the same
 * either way, and the answer without a hash is always false.
 */
export async function verifyOrDummy(hash: string | undefined, password: string): Promise<boolean> {
  if (hash === undefined) {
    await verifyPassword(await dummyPasswordHash(), password);
    return false;
  }
  return verifyPassword(hash, password);
}
