/**
 * The rules of logging in, apart from HTTP: whose accounts a typed name may open, which
 * attempt counters an attempt is judged by, and where the session starts. The route
 * (loginRoutes.ts) holds the order: the hashing gate, the counters, the check, the session.
 */
import type { LoginMode } from '@skillfolio/shared/wire';
import type { Executor } from '../db/database';
import type { Attempt } from '../plugins/attemptLimits';
import { findUserByVerifiedEmail } from '../queries/emailVerifications';
import { findPrivateUser, findSchoolUser, type UserRow } from '../queries/users';
import { ADDRESS_FULL_ACCOUNT_FAILURES } from './attemptPolicy';
import { deviceSubject, type KnownDevice } from './deviceCookie';

/** The accounts the typed name may open (none for an unknown or blank name). */
export async function findLoginCandidates(
  db: Executor,
  loginMode: LoginMode,
  username: string,
  schoolUsername: string,
): Promise<UserRow[]> {
  if (username.trim() === '') return [];
  if (loginMode === 'E') {
    // Only the account that proved the address: one another school gave it first cannot.
    const user = await findUserByVerifiedEmail(db, username);
    return user === undefined ? [] : [user];
  }
  const user =
    schoolUsername.trim() === ''
      ? await findPrivateUser(db, username)
      : await findSchoolUser(db, schoolUsername, username);
  return user === undefined ? [] : [user];
}

export function accountAttempt(userId: number): Attempt {
  return { limit: 'loginAccount', subject: `user:${userId}` };
}

/** The name an attempt types, folded as the lookups fold it (the subject of an unknown name). */
export function typedNameSubject(loginMode: LoginMode, username: string, schoolUsername: string) {
  const name = username.trim().toLowerCase();
  return loginMode === 'E'
    ? `email:${name}`
    : `username:${schoolUsername.trim().toLowerCase()}:${name}`;
}

/** Which accounts an attempt tries, and the counters that judge it. */
export interface AttemptPlan {
  /** The devices this browser presented that belong to a candidate account. */
  known: KnownDevice[];
  /** The accounts whose password is checked. */
  tried: UserRow[];
  attempts: Attempt[];
}

/**
 * A browser that has logged in to a named account before is judged by its own failures
 * only (deviceCookie.ts), and may open only the accounts it knows; otherwise the attempt
 * counts against the client address and each account tried.
 */
export function planAttempt(
  candidates: UserRow[],
  presented: KnownDevice[],
  ip: string,
  typedName: string,
): AttemptPlan {
  const known = presented.filter((device) =>
    candidates.some((user) => user.user_id === device.userId),
  );
  const tried =
    known.length === 0
      ? candidates
      : candidates.filter((user) => known.some((device) => device.userId === user.user_id));
  const accounts: Attempt[] =
    tried.length === 0
      ? // Unknown names are counted like accounts, so a 429 tells nothing about existence.
        [{ limit: 'loginAccount', subject: typedName }]
      : tried.map((user) => accountAttempt(user.user_id));
  const attempts: Attempt[] =
    known.length > 0
      ? known.map((device) => ({ limit: 'loginDevice', subject: deviceSubject(device) }))
      : [
          {
            limit: 'loginAddress',
            subject: ip,
            whenFull: { othersMax: ADDRESS_FULL_ACCOUNT_FAILURES },
          },
          ...accounts,
        ];
  return { known, tried, attempts };
}

/** A school user works in their school; a global admin in the school they last chose. */
export function startingSchoolId(user: UserRow): number | null {
  return user.is_Admin === 1 ? (user.current_school_id ?? user.school_id) : user.school_id;
}

/**
 * Whether the session starts owing its second factor: plugins/guard.ts lets it do nothing
 * but give the code (VerifySecondFactor) until it does.
 */
export function needsSecondFactor(user: UserRow, readOnly: boolean): boolean {
  return !readOnly && user.second_factor_exempt !== 1 && user.totp_confirmed_at !== null;
}
