/**
 * Manage Users' rules (SPEC §7 "Admin"): everything is scoped to the session's CURRENT
 * school, which a global admin switches; adding a user goes through admin/userRules.ts like
 * every other way of adding one. The ids reaching here are the school's (checked by
 * plugins/ownership.ts from the endpoint's declaration).
 */
import type { AdminUserRow, SaveUserRequest, SchoolProject } from '@skillfolio/shared/types';
import {
  MAX_ID,
  PASSWORD_RESET_REFUSAL,
  REPLY_TEXT,
  USERNAME_FREE,
  USER_REFUSAL,
} from '@skillfolio/shared/wire';
import type { Kysely } from 'kysely';
import {
  addUsersToSchool,
  changedPasswordProblem,
  hashUserPassword,
  isUsernameTaken,
  newPasswordProblem,
  normaliseUsername,
  prepareNewUser,
  UserRuleRefusal,
} from '../admin/userRules';
import { isEmailAddress } from '../auth/emailAddress';
import type { VerificationTarget } from '../auth/emailVerification';
import { passwordProblem, type PasswordContext } from '../auth/passwordPolicy';
import type { Database, Executor } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { refusal, type Refusal } from '../http/refusal';
import { findSchoolById } from '../queries/schools';
import { endSessionsOfUser } from '../queries/sessions';
import {
  findProjectIdsOfSchool,
  findUserOfSchool,
  listMembershipsOfSchool,
  listProjectsForSchool,
  listUsersOfSchool,
  setProjectsOfUser,
  updateSchoolUser,
} from './userQueries';
import { toAdminUserRows } from './usersReplies';
import { ENGLISH } from '../i18n/serverTexts';

type Db = Kysely<Database>;
type SaveUser = SaveUserRequest;

/** Mails the address confirmation inside the save's transaction (auth/emailVerification). */
export type MailVerification = (trx: Executor, target: VerificationTarget) => Promise<void>;

/** A project id that is not the school's: the route answers Not authorised. */
export const NOT_THE_SCHOOLS = 'notTheSchools';

/** The ids of a comma list, each once; undefined when it is not a list of ids. */
export function parseProjectIds(text: string): number[] | undefined {
  if (text.trim() === '') return [];
  const ids = new Set<number>();
  for (const part of text.split(',')) {
    if (!/^\s*\d{1,10}\s*$/.test(part)) return undefined;
    const id = Number(part);
    if (id < 1 || id > MAX_ID) return undefined;
    ids.add(id);
  }
  return [...ids];
}

/** Blank optional text is stored as null. */
function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The flags the school keeps of a pupil (SEND; disadvantaged), as saved: one the request
 * leaves out stays as it was (`before`), and staff and school admins never hold them.
 */
function savedFlags(
  body: SaveUser,
  before: { send: boolean; disadvantaged: boolean },
): { send: boolean; disadvantaged: boolean } {
  const pupil = !body.is_staff && !body.is_schoolAdmin;
  return {
    send: pupil && (body.send ?? before.send),
    disadvantaged: pupil && (body.disadvantaged ?? before.disadvantaged),
  };
}

export async function usersOfSchool(db: Db, schoolId: number): Promise<AdminUserRow[]> {
  const [users, memberships] = await Promise.all([
    listUsersOfSchool(db, schoolId),
    listMembershipsOfSchool(db, schoolId),
  ]);
  return toAdminUserRows(users, memberships);
}

export async function projectsOfSchool(db: Db, schoolId: number): Promise<SchoolProject[]> {
  return listProjectsForSchool(db, schoolId);
}

/** The text CheckUsername answers: free, or the refusal a save would give. */
export async function usernameAnswer(
  db: Db,
  schoolId: number,
  username: string,
  userId: number,
): Promise<string> {
  const taken = await isUsernameTaken(db, schoolId, username, userId);
  return taken ? USER_REFUSAL.usernameTaken : USERNAME_FREE;
}

/**
 * Adds (user_id 0) or edits one of the school's users. Throws HashingBusyError when the
 * hashing queue is full (the route answers 503).
 */
export async function saveUser(
  db: Db,
  mail: MailVerification,
  schoolId: number,
  caller: SaveUserCaller,
  body: SaveUser,
): Promise<undefined | Refusal | typeof NOT_THE_SCHOOLS> {
  const projectIds = parseProjectIds(body.project_ids);
  if (projectIds === undefined) return refusal(ENGLISH('reply.projectIdsList'));
  const ownProjects = await findProjectIdsOfSchool(db, schoolId, projectIds);
  if (ownProjects.length !== projectIds.length) return NOT_THE_SCHOOLS;
  if (normaliseUsername(body.username) === '') return refusal(USER_REFUSAL.usernameRequired);
  // Blank means no address; anything else must be one bare address.
  if (body.email.trim() !== '' && !isEmailAddress(body.email)) {
    return refusal(USER_REFUSAL.emailInvalid);
  }
  try {
    const problem =
      body.user_id === 0
        ? await addUser(db, mail, schoolId, body, projectIds)
        : await editUser(db, mail, schoolId, caller, body, projectIds);
    return problem === undefined ? undefined : refusal(problem);
  } catch (error) {
    if (error instanceof UserRuleRefusal) return refusal(error.message);
    throw error;
  }
}

/** The words a password of this user must not be built on (auth/passwordPolicy). */
async function passwordContext(
  db: Executor,
  schoolId: number,
  body: SaveUser,
): Promise<PasswordContext> {
  const school = await findSchoolById(db, schoolId);
  return {
    username: body.username,
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    schoolName: school?.school_name ?? null,
    schoolUsername: school?.school_username ?? null,
  };
}

/** The parent password, when one is given, meets the same policy as the user's own. */
function parentPasswordProblem(body: SaveUser, context: PasswordContext): string | undefined {
  return body.parentpass === '' ? undefined : passwordProblem(body.parentpass, context);
}

/** Adds the user with the shared rules; the refusal's text, or undefined when added. */
async function addUser(
  db: Db,
  mail: MailVerification,
  schoolId: number,
  body: SaveUser,
  projectIds: readonly number[],
): Promise<string | undefined> {
  const context = await passwordContext(db, schoolId, body);
  const problem =
    newPasswordProblem(body.password, context) ?? parentPasswordProblem(body, context);
  if (problem !== undefined) return problem;
  // A clear answer before the slow hashing; checked again under the school's lock.
  if (await isUsernameTaken(db, schoolId, body.username, 0)) return USER_REFUSAL.usernameTaken;
  const prepared = await prepareNewUser({
    username: body.username,
    password: body.password,
    first_name: orNull(body.first_name),
    last_name: orNull(body.last_name),
    email: orNull(body.email),
    is_Staff: body.is_staff,
    is_schoolAdmin: body.is_schoolAdmin,
    is_User: body.is_user,
    parentPassword: body.parentpass,
  });
  // A new user's year group and flags are set with them (prepareNewUser knows nothing of them).
  const withYear = {
    ...prepared,
    year_group: body.year_group ?? null,
    ...savedFlags(body, { send: false, disadvantaged: false }),
  };
  return db.transaction().execute(async (trx) => {
    const added = await addUsersToSchool(trx, schoolId, [withYear]);
    if (!added.ok) return added.message;
    const [userId] = added.userIds;
    if (userId !== undefined) {
      await setProjectsOfUser(trx, userId, projectIds);
      // The address counts for login and resets only once its owner confirms it.
      if (prepared.email !== null) {
        const target = { user_id: userId, username: prepared.username, email: prepared.email };
        await mail(trx, { ...target, school_id: schoolId });
      }
    }
    return undefined;
  });
}

/** Who saves: the session's user, and whether they are a global admin. */
export interface SaveUserCaller {
  user_id: number;
  isGlobalAdmin: boolean;
}

/**
 * A typed password, like Print logins' reset, never takes over an admin: not the caller's
 * own (Change Password asks for the current one, so a left-open session cannot lock its
 * owner out), nor another school admin's unless a global admin types it.
 */
function editedPasswordRefusal(
  caller: SaveUserCaller,
  body: SaveUser,
  before: { is_schoolAdmin: number },
): string | undefined {
  if (body.password === '') return undefined;
  if (body.user_id === caller.user_id) return PASSWORD_RESET_REFUSAL.ownPassword;
  if (before.is_schoolAdmin === 1 && !caller.isGlobalAdmin) {
    return PASSWORD_RESET_REFUSAL.schoolAdmin;
  }
  return undefined;
}

/** Edits one of the school's users; the refusal's text, or undefined when saved. */
async function editUser(
  db: Db,
  mail: MailVerification,
  schoolId: number,
  caller: SaveUserCaller,
  body: SaveUser,
  projectIds: readonly number[],
): Promise<string | undefined> {
  const callerId = caller.user_id;
  const context = await passwordContext(db, schoolId, body);
  const problem =
    changedPasswordProblem(body.password, context) ?? parentPasswordProblem(body, context);
  if (problem !== undefined) return problem;
  const passwordHash = body.password === '' ? undefined : await hashUserPassword(body.password);
  const parentHash = body.parentpass === '' ? undefined : await hashUserPassword(body.parentpass);
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await findUserOfSchool(trx, schoolId, body.user_id);
      // Checked by `owns`; gone since then only if deleted meanwhile.
      if (before === undefined) return REPLY_TEXT.notAuthorised;
      const isSchoolAdmin = body.is_schoolAdmin ? 1 : 0;
      if (body.user_id === callerId && isSchoolAdmin !== before.is_schoolAdmin) {
        return USER_REFUSAL.ownSchoolAdmin;
      }
      const passwordRefusal = editedPasswordRefusal(caller, body, before);
      if (passwordRefusal !== undefined) return passwordRefusal;
      if (await isUsernameTaken(trx, schoolId, body.username, body.user_id)) {
        return USER_REFUSAL.usernameTaken;
      }
      const flags = savedFlags(body, {
        send: before.send === 1,
        disadvantaged: before.disadvantaged === 1,
      });
      const changes = {
        username: normaliseUsername(body.username),
        first_name: orNull(body.first_name),
        last_name: orNull(body.last_name),
        email: orNull(body.email),
        is_Staff: body.is_staff ? 1 : 0,
        is_schoolAdmin: isSchoolAdmin,
        is_User: body.is_user ? 1 : 0,
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
        ...(parentHash === undefined ? {} : { parent_password_hash: parentHash }),
        ...(body.year_group === undefined ? {} : { year_group: body.year_group }),
        send: flags.send ? 1 : 0,
        disadvantaged: flags.disadvantaged ? 1 : 0,
      };
      // A changed address is not proved until its owner confirms it (mailed below).
      const emailChanged = changes.email !== before.email;
      await updateSchoolUser(trx, schoolId, body.user_id, {
        ...changes,
        ...(emailChanged ? { email_verified_at: null } : {}),
      });
      await setProjectsOfUser(trx, body.user_id, projectIds);
      if (emailChanged && changes.email !== null) {
        await mail(trx, {
          user_id: body.user_id,
          username: changes.username,
          email: changes.email,
          school_id: schoolId,
        });
      }
      // A new password, a login switched off or changed roles: what the user's open
      // sessions were allowed no longer holds, so they end (the parent's with them).
      const endsSessions =
        passwordHash !== undefined ||
        parentHash !== undefined ||
        changes.is_User !== before.is_User ||
        changes.is_schoolAdmin !== before.is_schoolAdmin ||
        changes.is_Staff !== before.is_Staff;
      if (endsSessions) await endSessionsOfUser(trx, body.user_id);
      return undefined;
    });
  } catch (error) {
    // Another edit took the name between the check and the update.
    if (isUniqueViolation(error)) return USER_REFUSAL.usernameTaken;
    throw error;
  }
}
