/** Decides whether a password opens one of the candidate accounts, and how. */
import type { UserRow } from '../queries/users';
import { verifyOrDummy } from './passwords';

export interface CredentialMatch {
  user: UserRow;
  /** True when the parent password matched: the same user, but a read-only session. */
  readOnly: boolean;
}

/**
 * Each mode names one account: a username within its school, or the one account that has
 * proved the e-mail address (queries/emailVerifications.ts).
 */
export const ACCOUNTS_CHECKED = { U: 1, E: 1 } as const;

/**
 * A parent logs in with the pupil's username and the parent password; an e-mail address is
 * the account holder's own, so it opens only the account's own password. A failed e-mail
 * login therefore costs one hash, a failed username login two.
 */
export const PARENT_PASSWORD_CHECKED = { U: true, E: false } as const;

/**
 * The first candidate the password opens, trying each account's own password and then its
 * parent password. Accounts with login switched off (is_User 0) never match.
 *
 * A failure always costs exactly `slots` × (one password check, plus one parent-password
 * check when `parentPasswords`):
 * a missing account, a missing parent password or a switched-off login is checked against
 * the dummy hash instead, so the time taken tells nothing about which accounts exist, which
 * have a parent password, or how many share an address. Candidates beyond `slots` are
 * ignored. Only a success may end early.
 */
export async function matchCredentials(
  candidates: readonly UserRow[],
  password: string,
  slots: number,
  parentPasswords = true,
): Promise<CredentialMatch | undefined> {
  for (let slot = 0; slot < slots; slot += 1) {
    const candidate = candidates[slot];
    const user = candidate?.is_User === 1 ? candidate : undefined;
    if (await verifyOrDummy(user?.password_hash, password)) {
      if (user !== undefined) return { user, readOnly: false };
    }
    if (!parentPasswords) continue;
    if (await verifyOrDummy(user?.parent_password_hash ?? undefined, password)) {
      if (user !== undefined) return { user, readOnly: true };
    }
  }
  return undefined;
}
