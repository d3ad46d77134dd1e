/**
 * Argon2 hashes as stored: the PHC string format the `argon2` npm package wrote for every
 * password this app has hashed, `$argon2id$v=19$m=19456,p=1,t=2$<salt>$<hash>` (unpadded
 * base64). New hashes are written exactly so; parameters are read in any order, as the
 * reference implementation and older versions of that package write `m=…,t=…,p=…`.
 */

export type Argon2Type = 'argon2id' | 'argon2i' | 'argon2d';

export interface Argon2Hash {
  type: Argon2Type;
  /** KiB. */
  memory: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  tag: Buffer;
}

/**
 * What a stored hash may ask of the hashing thread. The app's own are 19 MiB and 2 passes;
 * the caps only stop a corrupt or hostile row from asking for gigabytes or minutes.
 */
const LIMITS = { memory: 262_144, passes: 16, parallelism: 16, salt: 64, tag: 128 } as const;

/** Only version 0x13 (19): Node's argon2 computes no other. */
const VERSION = 19;

const PHC =
  /^\$(argon2id|argon2i|argon2d)\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** The parts of a stored hash, or undefined when it is not one this app can check. */
export function parseArgon2Hash(encoded: string): Argon2Hash | undefined {
  const match = PHC.exec(encoded);
  if (match === null) return undefined;
  const [, type, version, parameterList, salt64, tag64] = match;
  if (Number(version) !== VERSION) return undefined;
  const parameters = new Map<string, number>();
  for (const pair of (parameterList ?? '').split(',')) {
    const [name = '', value = ''] = pair.split('=');
    if (parameters.has(name)) return undefined;
    parameters.set(name, Number(value));
  }
  const memory = parameters.get('m');
  const passes = parameters.get('t');
  const parallelism = parameters.get('p');
  if (memory === undefined || passes === undefined || parallelism === undefined) return undefined;
  if (parameters.size !== 3) return undefined;
  const salt = Buffer.from(salt64 ?? '', 'base64');
  const tag = Buffer.from(tag64 ?? '', 'base64');
  const within = (value: number, low: number, high: number) =>
    Number.isSafeInteger(value) && value >= low && value <= high;
  if (
    !within(parallelism, 1, LIMITS.parallelism) ||
    !within(memory, 8 * parallelism, LIMITS.memory) ||
    !within(passes, 1, LIMITS.passes) ||
    !within(salt.length, 8, LIMITS.salt) ||
    !within(tag.length, 4, LIMITS.tag)
  ) {
    return undefined;
  }
  return { type: type as Argon2Type, memory, passes, parallelism, salt, tag };
}

/** The stored form of a hash, as the `argon2` package wrote it (parameters m, p, t). */
export function formatArgon2Hash({ type, memory, passes, parallelism, salt, tag }: Argon2Hash) {
  return `$${type}$v=${VERSION}$m=${memory},p=${parallelism},t=${passes}$${unpadded(salt)}$${unpadded(tag)}`;
}

function unpadded(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}
