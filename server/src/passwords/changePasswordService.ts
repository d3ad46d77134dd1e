/**
 * A user changes their own password: the new one meets the one policy, the current one is
 * checked (a stolen, still-open session must not be enough to take the account), and every
 * other session of the account ends while this one stays.
 */
import type { Kysely } from 'kysely';
import { PASSWORD_CHANGE_TEXT } from '@skillfolio/shared/wire';
import { recordAudit } from '../audit/recordAudit';
import { hashingGate } from '../auth/hashingGate';
import { passwordProblem } from '../auth/passwordPolicy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import { findSchoolById } from '../queries/schools';
import { endSessionsOfUser } from '../queries/sessions';
import { findPasswordAccount, setUserPasswordHash, type PasswordAccount } from './passwordQueries';

type Db = Kysely<Database>;

/** Who asks, from their session. */
export interface ChangeCaller {
  userId: number;
  sessionIdHash: string;
  schoolId: number | null;
  ip: string;
}

/** The account, or the refusal of the new password before anything costly is done. */
export async function judgeNewPassword(
  db: Db,
  userId: number,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordAccount | Refusal> {
  const account = await findPasswordAccount(db, userId);
  // The session's user exists: the guard just read it with the session.
  if (account === undefined) throw new Error('The session has no user');
  if (newPassword === currentPassword) return refusal(PASSWORD_CHANGE_TEXT.sameAsCurrent);
  const school =
    account.school_id === null ? undefined : await findSchoolById(db, account.school_id);
  const problem = passwordProblem(newPassword, {
    username: account.username,
    firstName: account.first_name,
    lastName: account.last_name,
    email: account.email,
    schoolName: school?.school_name ?? null,
    schoolUsername: school?.school_username ?? null,
  });
  return problem === undefined ? account : refusal(problem);
}

/**
 * Checks the current password and hashes the new one, both through the hashing gate
 * (HashingBusyError when it is full): 'wrong' when the current password is not right.
 */
export async function checkAndHash(
  account: PasswordAccount,
  currentPassword: string,
  newPassword: string,
): Promise<string | 'wrong'> {
  const right = await hashingGate.run(() => verifyPassword(account.password_hash, currentPassword));
  if (!right) return 'wrong';
  return hashingGate.run(() => hashPassword(newPassword));
}

/** Stores the new hash and ends every other session of the account, in one transaction. */
export async function storeChangedPassword(
  db: Db,
  caller: ChangeCaller,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await setUserPasswordHash(trx, caller.userId, passwordHash);
    // Whoever else knew the old password (or holds a session from it) is logged out.
    await endSessionsOfUser(trx, caller.userId, caller.sessionIdHash);
    await recordAudit(
      trx,
      {
        action: 'password.change',
        actorUserId: caller.userId,
        actorSchoolId: caller.schoolId,
        schoolId: caller.schoolId,
        targetKind: 'user',
        targetId: caller.userId,
        ip: caller.ip,
      },
      at,
    );
  });
}
