/** Decides whether a password opens one of the candidate accounts, and how. */
import type { UserRow } from '../queries/users';
import { verifyAgainstDummy, verifyPassword } from './passwords';

export interface CredentialMatch {
  user: UserRow;
  /** True when the parent password matched: the same user, but a read-only session. */
  readOnly: boolean;
}

/**
 * The first candidate the password opens, trying each account's own password and then
 * its parent password. Accounts with login switched off (is_User 0) never match.
 */
export async function matchCredentials(
  candidates: readonly UserRow[],
  password: string,
): Promise<CredentialMatch | undefined> {
  if (candidates.length === 0) {
    // Costs what a real check costs, so response time does not reveal unknown usernames.
    await verifyAgainstDummy(password);
    return undefined;
  }
  for (const user of candidates) {
    if (user.is_User !== 1) {
      await verifyAgainstDummy(password);
      continue;
    }
    if (await verifyPassword(user.password_hash, password)) return { user, readOnly: false };
    if (
      user.parent_password_hash !== null &&
      (await verifyPassword(user.parent_password_hash, password))
    ) {
      return { user, readOnly: true };
    }
  }
  return undefined;
}
