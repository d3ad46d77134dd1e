/** Decides whether a password opens one of the candidate accounts, and how. */
import type { UserRow } from '../queries/users';
import { verifyOrDummy } from './passwords';

export interface CredentialMatch {
  user: UserRow;
  /** True when the parent password matched: the same user, but a read-only session. */
  readOnly: boolean;
}

/** Username mode names one account; an e-mail address may be on several. */
export const ACCOUNTS_CHECKED = { U: 1, E: 5 } as const;

/**
 * The first candidate the password opens, trying each account's own password and then its
 * parent password. Accounts with login switched off (is_User 0) never match.
 *
 * A failure always costs exactly `slots` × (one password check + one parent-password check):
 * a missing account, a missing parent password or a switched-off login is checked against
 * the dummy hash instead, so the time taken tells nothing about which accounts exist, which
 * have a parent password, or how many share an address. Candidates beyond `slots` are
 * ignored. Only a success may end early.
 */
export async function matchCredentials(
  candidates: readonly UserRow[],
  password: string,
  slots: number,
): Promise<CredentialMatch | undefined> {
  for (let slot = 0; slot < slots; slot += 1) {
    const candidate = candidates[slot];
    const user = candidate?.is_User === 1 ? candidate : undefined;
    if (await verifyOrDummy(user?.password_hash, password)) {
      if (user !== undefined) return { user, readOnly: false };
    }
    if (await verifyOrDummy(user?.parent_password_hash ?? undefined, password)) {
      if (user !== undefined) return { user, readOnly: true };
    }
  }
  return undefined;
}
