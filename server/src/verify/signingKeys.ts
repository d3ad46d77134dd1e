/**
 * Each school's keys for its Open Badges credentials (jose: RS256, the algorithm every Open
 * Badges 3.0 verifier must accept). A school's first credential makes its first key; a
 * rotation retires the current key and makes a new one. Retired keys are never deleted:
 * the school's JWKS publishes them all, so every credential ever issued still verifies.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database';

export const SIGNING_ALGORITHM = 'RS256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

async function makeKey(): Promise<{ kid: string; publicJwk: JWK; privateJwk: JWK }> {
  // WebCrypto generates RSA keys off the event loop.
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
    modulusLength: 2048,
    extractable: true,
  });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  return {
    kid,
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
    privateJwk: { ...privateJwk, kid, alg: SIGNING_ALGORITHM },
  };
}

async function insertKey(db: Executor, schoolId: number, at: Date) {
  const key = await makeKey();
  await db
    .insertInto('school_signing_keys')
    .values({
      school_id: schoolId,
      kid: key.kid,
      public_jwk: JSON.stringify(key.publicJwk),
      private_jwk: JSON.stringify(key.privateJwk),
      created_at: at.toISOString(),
    })
    .execute();
  return key;
}

async function findCurrent(db: Executor, schoolId: number) {
  return db
    .selectFrom('school_signing_keys')
    .select(['kid', 'private_jwk', 'created_at'])
    .where('school_id', '=', schoolId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
}

/** The school's current key, made first if it has none. */
export async function currentSigningKey(
  db: Kysely<Database>,
  schoolId: number,
  at: Date,
): Promise<SigningKey> {
  let row = await findCurrent(db, schoolId);
  if (row === undefined) {
    try {
      await insertKey(db, schoolId, at);
    } catch (error) {
      // Another request made the school's first key at the same moment (the partial unique
      // index lets one through): use that one.
      if ((await findCurrent(db, schoolId)) === undefined) throw error;
    }
    row = await findCurrent(db, schoolId);
    if (row === undefined) throw new Error(`school ${schoolId} has no signing key`);
  }
  const jwk = JSON.parse(row.private_jwk) as JWK;
  const privateKey = await importJWK(jwk, SIGNING_ALGORITHM);
  if (!(privateKey instanceof CryptoKey)) throw new Error('an RS256 JWK imports as a CryptoKey');
  return { kid: row.kid, privateKey };
}

/** Retires the school's current key (if any) and makes a new one, in one transaction. */
export async function rotateSigningKey(
  db: Kysely<Database>,
  schoolId: number,
  at: Date,
): Promise<{ kid: string; created_at: string }> {
  const key = await makeKey();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('school_signing_keys')
      .set({ retired_at: at.toISOString() })
      .where('school_id', '=', schoolId)
      .where('retired_at', 'is', null)
      .execute();
    await trx
      .insertInto('school_signing_keys')
      .values({
        school_id: schoolId,
        kid: key.kid,
        public_jwk: JSON.stringify(key.publicJwk),
        private_jwk: JSON.stringify(key.privateJwk),
        created_at: at.toISOString(),
      })
      .execute();
  });
  return { kid: key.kid, created_at: at.toISOString() };
}

/** Every public key the school has signed with, newest first (its JWKS). */
export async function publicKeysOf(db: Executor, schoolId: number): Promise<{ keys: JWK[] }> {
  const rows = await db
    .selectFrom('school_signing_keys')
    .select('public_jwk')
    .where('school_id', '=', schoolId)
    .orderBy('key_id', 'desc')
    .execute();
  return { keys: rows.map((row) => JSON.parse(row.public_jwk) as JWK) };
}
