/**
 * Password hashing: argon2id at the OWASP minimum (19 MiB, 2 passes), ~25 ms a hash here,
 * computed by Node's own argon2 on low-priority threads (hashingThreads.ts) and stored in
 * the PHC format the `argon2` package wrote before (argon2Phc.ts), so every existing hash
 * still verifies.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { formatArgon2Hash, parseArgon2Hash, type Argon2Hash } from './argon2Phc';
import { hashingGate } from './hashingGate';
import { HashingThreads } from './hashingThreads';

const PARAMETERS = {
  type: 'argon2id',
  memory: 19456,
  passes: 2,
  parallelism: 1,
} as const;
const SALT_BYTES = 16;
const TAG_BYTES = 32;

/** As many threads as the gate lets hash at once; others (start-up, CLI) queue behind. */
const threads = new HashingThreads(hashingGate.concurrency);

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const tag = await threads.run({ ...PARAMETERS, password, salt, tagLength: TAG_BYTES });
  return formatArgon2Hash({ ...PARAMETERS, salt, tag });
}

let verifications = 0;

/** How many argon2 verifications this process has run: tests prove equal cost with it. */
export function verificationCount(): number {
  return verifications;
}

/** False for a wrong password and for a hash that is not an argon2 hash this app can check. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  verifications += 1;
  const stored: Argon2Hash | undefined = parseArgon2Hash(hash);
  if (stored === undefined) return false;
  try {
    const tag = await threads.run({
      type: stored.type,
      memory: stored.memory,
      passes: stored.passes,
      parallelism: stored.parallelism,
      password,
      salt: stored.salt,
      tagLength: stored.tag.length,
    });
    return timingSafeEqual(tag, stored.tag);
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
