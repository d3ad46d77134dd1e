/**
 * The rules every way of adding a user to a school shares (Manage Users' SaveUser, the bulk
 * import): a password of MIN_PASSWORD_LENGTH or more, a username unique within the school
 * (ignoring case, as the users_school_username_unique index does), the school's licence
 * (schools.licenceNumber: the most users it may hold) never exceeded, even by adds arriving
 * at once, and passwords hashed through the process's hashing gate.
 *
 * Use it in two steps, so no hash is computed while the school is locked:
 *
 * ```ts
 * const problem = newPasswordProblem(password, context);  // or changedPasswordProblem on edit
 * if (problem) return reply.code(400).send(errorReply(problem));
 * const prepared = await prepareNewUser({ username, password, ... }); // hashes; may throw HashingBusyError
 * const result = await fastify.db.transaction().execute((trx) =>
 *   addUsersToSchool(trx, session.currentSchoolId, [prepared]),
 * );
 * if (!result.ok) return reply.code(400).send(errorReply(result.message)); // nothing was added
 * result.userIds; // in the order given
 * ```
 *
 * `addUsersToSchool` adds all of the users or none: call it in the route's transaction
 * and let a refusal roll back the rest of that transaction's work too (throw
 * `UserRuleRefusal` from inside, or check `ok` and throw yourself).
 */
import { USER_REFUSAL } from '@skillfolio/shared/wire';
import { hashingGate } from '../auth/hashingGate';
import { passwordProblem, type PasswordContext } from '../auth/passwordPolicy';
import { hashPassword } from '../auth/passwords';
import type { Database, Executor } from '../db/database';
import type { Transaction } from 'kysely';
import { dialectOf, isUniqueViolation } from '../db/dialect';

/** A refusal the admin can act on; its message is one of USER_REFUSAL's texts. */
export class UserRuleRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserRuleRefusal';
  }
}

/** The problem with a new user's password (auth/passwordPolicy), or undefined when it will do. */
export function newPasswordProblem(password: string, context: PasswordContext): string | undefined {
  return passwordProblem(password, context);
}

/** On edit a blank password keeps the old one; anything else must meet the policy. */
export function changedPasswordProblem(
  password: string,
  context: PasswordContext,
): string | undefined {
  return password === '' ? undefined : newPasswordProblem(password, context);
}

/** A username as stored: surrounding spaces dropped, case kept (lookups ignore case). */
export function normaliseUsername(username: string): string {
  return username.trim();
}

/** Whether another user of the school (not `exceptUserId`; 0 for none) has this username. */
export async function isUsernameTaken(
  db: Executor,
  schoolId: number,
  username: string,
  exceptUserId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('school_id', '=', schoolId)
    .where('user_id', '!=', exceptUserId)
    .where((eb) =>
      eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(normaliseUsername(username))])),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Hashes a password through the hashing gate (throws HashingBusyError when it is full). */
export function hashUserPassword(password: string): Promise<string> {
  return hashingGate.run(() => hashPassword(password));
}

export interface NewSchoolUser {
  username: string;
  /** Checked by the caller with newPasswordProblem first. */
  password: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_Staff: boolean;
  is_schoolAdmin: boolean;
  /** Allowed to log in. */
  is_User: boolean;
  /** Blank or null: no parent login. */
  parentPassword: string | null;
}

/** A new user whose passwords are hashed, ready for addUsersToSchool. */
export interface PreparedSchoolUser {
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_Staff: boolean;
  is_schoolAdmin: boolean;
  is_User: boolean;
  password_hash: string;
  parent_password_hash: string | null;
  /** null or absent: not set; 0: Reception; 1..13: Year 1..Year 13. */
  year_group?: number | null;
  /** The flags the school keeps of a pupil (SEND; disadvantaged); absent: false. */
  send?: boolean;
  disadvantaged?: boolean;
}

/** Hashes the passwords (outside any transaction: hashing is the slow part). */
export async function prepareNewUser(user: NewSchoolUser): Promise<PreparedSchoolUser> {
  const parent = user.parentPassword ?? '';
  return {
    username: normaliseUsername(user.username),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_Staff: user.is_Staff,
    is_schoolAdmin: user.is_schoolAdmin,
    is_User: user.is_User,
    password_hash: await hashUserPassword(user.password),
    parent_password_hash: parent === '' ? null : await hashUserPassword(parent),
  };
}

export type AddUsersResult = { ok: true; userIds: number[] } | { ok: false; message: string };

/**
 * Locks the school's row until the transaction ends, so two transactions adding users to
 * the same school count its users one after the other. PostgreSQL: `for update`. SQLite has
 * one writer and Kysely runs one transaction at a time on its one connection: already serial.
 */
export async function lockSchoolForUserChanges(
  trx: Transaction<Database>,
  schoolId: number,
): Promise<{ licenceNumber: number } | undefined> {
  const query = trx.selectFrom('schools').select('licenceNumber').where('school_id', '=', schoolId);
  return dialectOf<Database>(trx) === 'postgres'
    ? query.forUpdate().executeTakeFirst()
    : query.executeTakeFirst();
}

/** How many users the school holds; every one counts against its licence. */
export async function countSchoolUsers(db: Executor, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('school_id', '=', schoolId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Adds the users to the school, all or none: refused when the school would go past its
 * licence, or a username is taken in the school or repeated in the list. Call inside the
 * route's transaction, after the hashing (prepareNewUser). Never sets is_Admin.
 */
export async function addUsersToSchool(
  trx: Transaction<Database>,
  schoolId: number,
  users: readonly PreparedSchoolUser[],
): Promise<AddUsersResult> {
  const school = await lockSchoolForUserChanges(trx, schoolId);
  if (school === undefined) throw new Error(`No school ${schoolId}`);
  const count = await countSchoolUsers(trx, schoolId);
  if (count + users.length > school.licenceNumber) {
    return { ok: false, message: USER_REFUSAL.licenceFull };
  }
  const seen = new Set<string>();
  for (const user of users) {
    if (user.username === '') return { ok: false, message: USER_REFUSAL.usernameRequired };
    const key = user.username.toLowerCase();
    if (seen.has(key) || (await isUsernameTaken(trx, schoolId, user.username, 0))) {
      return { ok: false, message: USER_REFUSAL.usernameTaken };
    }
    seen.add(key);
  }
  const now = new Date().toISOString();
  const userIds: number[] = [];
  for (const user of users) {
    try {
      const row = await trx
        .insertInto('users')
        .values({
          school_id: schoolId,
          username: user.username,
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          password_hash: user.password_hash,
          parent_password_hash: user.parent_password_hash,
          is_Admin: 0,
          is_Staff: user.is_Staff ? 1 : 0,
          is_schoolAdmin: user.is_schoolAdmin ? 1 : 0,
          is_User: user.is_User ? 1 : 0,
          current_school_id: null,
          selected_project_id: null,
          selected_assessment_id: null,
          created_at: now,
          year_group: user.year_group ?? null,
          send: user.send === true ? 1 : 0,
          disadvantaged: user.disadvantaged === true ? 1 : 0,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      userIds.push(row.user_id);
    } catch (error) {
      // The unique index closes the race the checks above leave open: an edit renaming
      // another user to this name takes no school lock.
      if (isUniqueViolation(error)) throw new UserRuleRefusal(USER_REFUSAL.usernameTaken);
      throw error;
    }
  }
  return { ok: true, userIds };
}

/** Runs `work`, turning a UserRuleRefusal thrown inside (after rolling back) into a result. */
export async function refusalAsResult<T>(
  work: () => Promise<T>,
): Promise<T | { ok: false; message: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UserRuleRefusal) return { ok: false, message: error.message };
    throw error;
  }
}
