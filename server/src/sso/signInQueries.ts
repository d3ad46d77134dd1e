/** The sign-in tables (migration 0026): schools' choices, links, and sign-ins under way. */
import type { Executor } from '../db/database';
import type { SsoProviderName } from './ssoProviders';

export interface SchoolSignInRow {
  enabled: boolean;
  /** Lower case. */
  domains: string[];
  tenantId: string;
  enforcesMfa: boolean;
}

const NOT_SET: SchoolSignInRow = { enabled: false, domains: [], tenantId: '', enforcesMfa: false };

export async function schoolSignIn(
  db: Executor,
  schoolId: number,
  provider: SsoProviderName,
): Promise<SchoolSignInRow> {
  const row = await db
    .selectFrom('school_sign_in')
    .select(['enabled', 'domains', 'tenant_id', 'enforces_mfa'])
    .where('school_id', '=', schoolId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (row === undefined) return NOT_SET;
  return {
    enabled: row.enabled === 1,
    domains: row.domains === '' ? [] : row.domains.split(' '),
    tenantId: row.tenant_id,
    enforcesMfa: row.enforces_mfa === 1,
  };
}

export async function saveSchoolSignIn(
  db: Executor,
  schoolId: number,
  provider: SsoProviderName,
  setting: SchoolSignInRow,
  at: Date,
): Promise<void> {
  const values = {
    enabled: setting.enabled ? 1 : 0,
    domains: setting.domains.join(' '),
    tenant_id: setting.tenantId,
    enforces_mfa: setting.enforcesMfa ? 1 : 0,
    updated_at: at.toISOString(),
  };
  await db
    .insertInto('school_sign_in')
    .values({ school_id: schoolId, provider, ...values })
    .onConflict((oc) => oc.columns(['school_id', 'provider']).doUpdateSet(values))
    .execute();
}

export interface SignInStart {
  provider: SsoProviderName;
  schoolId: number;
  codeVerifier: string;
  nonce: string;
  returnPath: string;
}

export async function keepSignInStart(
  db: Executor,
  stateHash: string,
  start: SignInStart,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('sign_in_starts')
    .values({
      state_hash: stateHash,
      provider: start.provider,
      school_id: start.schoolId,
      code_verifier: start.codeVerifier,
      nonce: start.nonce,
      return_path: start.returnPath,
      expires_at: expiresAt.toISOString(),
    })
    .execute();
}

/**
 * The sign-in with this state, taken: deleted as it is read, so a state (and the code that
 * came with it) is good once. Undefined when there is none, or it has expired.
 */
export async function takeSignInStart(
  db: Executor,
  stateHash: string,
  now: Date,
): Promise<SignInStart | undefined> {
  const row = await db
    .deleteFrom('sign_in_starts')
    .where('state_hash', '=', stateHash)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined || row.expires_at <= now.toISOString()) return undefined;
  return {
    provider: row.provider as SsoProviderName,
    schoolId: row.school_id,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    returnPath: row.return_path,
  };
}

export async function deleteExpiredSignInStarts(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('sign_in_starts').where('expires_at', '<=', now.toISOString()).execute();
}

/** The account a provider's identity is linked to. */
export async function linkedUser(
  db: Executor,
  issuer: string,
  subject: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('sign_in_links')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

export async function linkUser(
  db: Executor,
  link: { issuer: string; subject: string; userId: number; provider: SsoProviderName },
  at: Date,
): Promise<void> {
  await db
    .insertInto('sign_in_links')
    .values({
      issuer: link.issuer,
      subject: link.subject,
      user_id: link.userId,
      provider: link.provider,
      created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}

/** The school's accounts that may log in with this e-mail address (any case). */
export async function schoolAccountsByEmail(
  db: Executor,
  schoolId: number,
  email: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('user_id')
    .where('school_id', '=', schoolId)
    .where('is_User', '=', 1)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .limit(2)
    .execute();
  return rows.map((row) => row.user_id);
}
