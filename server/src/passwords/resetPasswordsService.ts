/**
 * A school admin makes new passwords for users of the session's current school: one user,
 * a chosen few, or every pupil of a project (a reprinted logins sheet), and a new parent
 * password for a pupil. Each is made here, hashed through the hashing gate one at a time (a
 * batch never holds more than one of its slots, so logins keep their turn), stored with
 * every session the old password opened ended, audited, and shown once.
 *
 * Who may be reset: never the caller (Change Password is for that), never a global admin,
 * and a school admin only by a global admin. One school admin resetting another would print
 * a password that opens the other's account, admin rights and all, with only an audit line
 * to show for it; a school admin who forgot theirs has Forgot password, or a global admin.
 */
import type { Kysely } from 'kysely';
import type { ImportedLogin } from '@skillfolio/shared/types';
import { PASSWORD_RESET_REFUSAL, RESET_PASSWORDS_MAX } from '@skillfolio/shared/wire';
import { generatePassword } from '../admin/generatedPassword';
import { hashUserPassword } from '../admin/userRules';
import { recordAudit } from '../audit/recordAudit';
import type { Database, Executor } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import { findSchoolById } from '../queries/schools';
import { endSessionsOfUser } from '../queries/sessions';
import {
  endParentSessions,
  findProjectPupils,
  findSchoolAccounts,
  setParentPasswordHash,
  setUserPasswordHash,
  type PasswordAccount,
} from './passwordQueries';
import { ENGLISH } from '../i18n/serverTexts';

type Db = Kysely<Database>;

/** The admin who asks, in the session's current school. */
export interface ResetCaller {
  userId: number;
  userSchoolId: number | null;
  isGlobalAdmin: boolean;
  schoolId: number;
  ip: string;
}

export interface NewLogins {
  schoolUsername: string;
  logins: ImportedLogin[];
}

function loginOf(account: PasswordAccount, password: string): ImportedLogin {
  return {
    username: account.username,
    first_name: account.first_name ?? '',
    last_name: account.last_name ?? '',
    generatedPassword: password,
  };
}

/** Why the caller may not reset this account's password, or undefined when they may. */
function resetProblem(caller: ResetCaller, account: PasswordAccount): string | undefined {
  if (account.user_id === caller.userId) return PASSWORD_RESET_REFUSAL.ownPassword;
  if (account.is_Admin === 1) return PASSWORD_RESET_REFUSAL.globalAdmin;
  if (account.is_schoolAdmin === 1 && !caller.isGlobalAdmin) {
    return PASSWORD_RESET_REFUSAL.schoolAdmin;
  }
  return undefined;
}

function byName(a: PasswordAccount, b: PasswordAccount): number {
  const key = (user: PasswordAccount) =>
    `${user.last_name ?? ''}\u0000${user.first_name ?? ''}\u0000${user.username}`.toLowerCase();
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.user_id - b.user_id;
}

/** The accounts to reset, each once, by name; or why none may be. */
export async function chooseAccounts(
  db: Db,
  caller: ResetCaller,
  userIds: readonly number[],
  schoolProjectId: number,
): Promise<PasswordAccount[] | Refusal> {
  const chosen = await findSchoolAccounts(db, caller.schoolId, [...new Set(userIds)]);
  // One more than allowed is enough to know the project is too big.
  const pupils =
    schoolProjectId === 0
      ? []
      : await findProjectPupils(db, caller.schoolId, schoolProjectId, RESET_PASSWORDS_MAX + 1);
  for (const account of chosen) {
    const problem = resetProblem(caller, account);
    if (problem !== undefined) {
      return refusal(ENGLISH('passwords.accountProblem', { username: account.username, problem }));
    }
  }
  const accounts = new Map<number, PasswordAccount>();
  for (const account of [...chosen, ...pupils]) accounts.set(account.user_id, account);
  if (accounts.size === 0) return refusal(PASSWORD_RESET_REFUSAL.noUsers);
  if (accounts.size > RESET_PASSWORDS_MAX) return refusal(PASSWORD_RESET_REFUSAL.tooMany);
  return [...accounts.values()].sort(byName);
}

async function schoolUsernameOf(db: Executor, schoolId: number): Promise<string> {
  return (await findSchoolById(db, schoolId))?.school_username ?? '';
}

function audit(
  db: Executor,
  caller: ResetCaller,
  action: string,
  userId: number,
  at: Date,
): Promise<void> {
  return recordAudit(
    db,
    {
      action,
      actorUserId: caller.userId,
      actorSchoolId: caller.userSchoolId,
      schoolId: caller.schoolId,
      targetKind: 'user',
      targetId: userId,
      ip: caller.ip,
    },
    at,
  );
}

/**
 * New passwords for the accounts: hashed first, outside any transaction (HashingBusyError
 * when the gate is full: nothing changed), then stored, sessions ended and audited together.
 */
export async function resetPasswords(
  db: Db,
  caller: ResetCaller,
  accounts: readonly PasswordAccount[],
  at: Date,
): Promise<NewLogins> {
  const made: Array<{ account: PasswordAccount; password: string; hash: string }> = [];
  for (const account of accounts) {
    const password = generatePassword();
    made.push({ account, password, hash: await hashUserPassword(password) });
  }
  return db.transaction().execute(async (trx) => {
    const logins: ImportedLogin[] = [];
    for (const { account, password, hash } of made) {
      // A user moved or erased meanwhile is left out: their old login no longer exists here.
      if (!(await setUserPasswordHash(trx, account.user_id, hash, caller.schoolId))) continue;
      await endSessionsOfUser(trx, account.user_id);
      await audit(trx, caller, 'password.reset', account.user_id, at);
      logins.push(loginOf(account, password));
    }
    return { schoolUsername: await schoolUsernameOf(trx, caller.schoolId), logins };
  });
}

/** A new parent password for one pupil of the school; the parent's sessions end. */
export async function resetParentPassword(
  db: Db,
  caller: ResetCaller,
  userId: number,
  at: Date,
): Promise<{ schoolUsername: string; login: ImportedLogin } | Refusal> {
  const [account] = await findSchoolAccounts(db, caller.schoolId, [userId]);
  // Checked by `owns`; gone since only if erased meanwhile.
  if (account === undefined) return refusal(PASSWORD_RESET_REFUSAL.noUsers);
  if (account.is_Admin === 1 || account.is_schoolAdmin === 1 || account.is_Staff === 1) {
    return refusal(PASSWORD_RESET_REFUSAL.notAPupil);
  }
  const password = generatePassword();
  const hash = await hashUserPassword(password);
  return db.transaction().execute(async (trx) => {
    if (!(await setParentPasswordHash(trx, caller.schoolId, userId, hash))) {
      return refusal(PASSWORD_RESET_REFUSAL.noUsers);
    }
    await endParentSessions(trx, userId);
    await audit(trx, caller, 'parent_password.reset', userId, at);
    return {
      schoolUsername: await schoolUsernameOf(trx, caller.schoolId),
      login: loginOf(account, password),
    };
  });
}
