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

/** False for a wrong password and for a hash that is not an argon2 hash at all. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Burns the time of one verification when there is no user to check, so a failed login
 * takes about as long for an unknown username as for a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('no user has this password, it only costs time');
  await verifyPassword(await dummyHash, password);
}
