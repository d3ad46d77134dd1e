/**
 * Registering as a home learner: a private user (no school, so they log in with the school
 * username left blank) with their home space and its project (./homeSpace), in one
 * transaction. The password meets the same policy as every other; an e-mail, if given, is
 * kept unproved, so it neither logs in nor receives resets until proved.
 */
import type { Kysely } from 'kysely';
import { HOME_TEXT, USER_REFUSAL, type MessageReply } from '@skillfolio/shared/wire';
import { bareEmailAddress } from '../auth/emailAddress';
import { passwordProblem } from '../auth/passwordPolicy';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { refusal, type Refusal } from '../http/refusal';
import { normaliseUsername } from '../admin/userRules';
import { ensureHomeSpace } from './homeSpace';

type Db = Kysely<Database>;

export interface HomeDetails {
  firstName: string;
  lastName: string;
  username: string;
  email: string | null;
  password: string;
}

/** The details as stored, or the refusal the registrant is shown (checked before hashing). */
export function homeDetailsOf(request: {
  fname: string;
  lname: string;
  username: string;
  email: string;
  password: string;
}): HomeDetails | Refusal {
  const firstName = request.fname.trim();
  const lastName = request.lname.trim();
  const username = normaliseUsername(request.username);
  if (firstName === '') return refusal(HOME_TEXT.firstNameRequired);
  if (lastName === '') return refusal(HOME_TEXT.lastNameRequired);
  if (username === '') return refusal(USER_REFUSAL.usernameRequired);
  // The username is typed at login beside a blank school username: spaces never type the same.
  if (/\s/.test(username)) return refusal(HOME_TEXT.usernameSpaces);
  let email: string | null = null;
  if (request.email.trim() !== '') {
    const bare = bareEmailAddress(request.email.trim());
    if (bare === undefined) return refusal(USER_REFUSAL.emailInvalid);
    email = bare;
  }
  const problem = passwordProblem(request.password, {
    username,
    firstName,
    lastName,
    email,
  });
  if (problem !== undefined) return refusal(problem);
  return { firstName, lastName, username, email, password: request.password };
}

/** Whether a private user already has the username (ignoring case, as the unique index). */
async function isPrivateUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('school_id', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
    .executeTakeFirst();
  return row !== undefined;
}

export async function registerHomeLearner(
  db: Db,
  details: HomeDetails,
  passwordHash: string,
  at: Date,
): Promise<MessageReply | Refusal> {
  if (await isPrivateUsernameTaken(db, details.username)) {
    return refusal(USER_REFUSAL.usernameTaken);
  }
  try {
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          school_id: null,
          username: details.username,
          email: details.email,
          first_name: details.firstName,
          last_name: details.lastName,
          password_hash: passwordHash,
          is_User: 1,
          created_at: at.toISOString(),
          email_verified_at: null,
        })
        .returning(['user_id', 'first_name', 'last_name'])
        .executeTakeFirstOrThrow();
      await ensureHomeSpace(trx, user, at);
    });
  } catch (error) {
    // Two registrations of one username at once: the unique index decides.
    if (isUniqueViolation(error)) return refusal(USER_REFUSAL.usernameTaken);
    throw error;
  }
  return { message: HOME_TEXT.registered };
}
