/**
 * "Forgot password?"'s rules: the account that has proved the address gets a single-use,
 * time-limited link (found and mailed after the reply, so neither the words nor the time
 * taken tell who has an account); the link sets a password the policy accepts, once, and
 * logs out every session of the account.
 */
import type { Kysely } from 'kysely';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_TEXT,
  RESET_LINK_VALID_MINUTES,
  USER_REFUSAL,
} from '@skillfolio/shared/wire';
import type { Database } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import type { Mailer } from '../mail/mailer';
import { languageOfPerson } from '../i18n/serverTexts';
import { accountWords, passwordResetMail } from '../mail/messages';
import {
  deleteExpiredPasswordTokens,
  deleteOtherPasswordTokensOfUser,
  findPasswordTokenHolder,
  insertPasswordToken,
  passwordTokenState,
  setPasswordHash,
  usePasswordToken,
} from '../queries/passwordTokens';
import { findSchoolById } from '../queries/schools';
import { endSessionsOfUser } from '../queries/sessions';
import { findUserByVerifiedEmail } from '../queries/emailVerifications';
import { passwordProblem } from './passwordPolicy';
import { hashToken, newToken } from './tokens';

type Db = Kysely<Database>;

/** The reset link, to the one account that has proved the address (none: no mail). */
export async function mailResetLink(
  db: Db,
  mailer: Mailer,
  publicBaseUrl: string,
  email: string,
  at: Date,
): Promise<void> {
  await deleteExpiredPasswordTokens(db, at);
  const user = await findUserByVerifiedEmail(db, email);
  if (user === undefined || user.is_User !== 1) return;
  const token = newToken();
  await insertPasswordToken(db, {
    tokenHash: hashToken(token),
    userId: user.user_id,
    now: at,
    expiresAt: new Date(at.getTime() + RESET_LINK_VALID_MINUTES * 60 * 1000),
  });
  const school = user.school_id === null ? undefined : await findSchoolById(db, user.school_id);
  const language = languageOfPerson(user, school);
  mailer.sendLater(
    passwordResetMail({
      to: user.email ?? email,
      language,
      account: accountWords(language, user.username, school?.school_name),
      link: `${publicBaseUrl}public/setpassword#token=${token}`,
      validMinutes: RESET_LINK_VALID_MINUTES,
    }),
    user.school_id,
  );
}

export function linkState(db: Db, token: string, at: Date) {
  return passwordTokenState(db, hashToken(token.trim()), at);
}

/** A password too short to be worth checking the link for. */
export function tooShort(password: string): Refusal | undefined {
  return password.length < MIN_PASSWORD_LENGTH ? refusal(USER_REFUSAL.passwordTooShort) : undefined;
}

/**
 * Whether the link may set this password: a refusal for a dead or used link (`link`: a guess
 * at one) or for a password the policy refuses (`password`: the person may try another).
 */
export async function checkNewPassword(
  db: Db,
  token: string,
  password: string,
  at: Date,
): Promise<'ok' | { refused: 'link' | 'password'; refusal: Refusal }> {
  // The policy needs to know whose password this is; the link is only used further down.
  const tokenHash = hashToken(token.trim());
  const holder = await findPasswordTokenHolder(db, tokenHash, at);
  if (holder === undefined) {
    const used = (await passwordTokenState(db, tokenHash, at)) === 'used';
    const text = used ? PASSWORD_RESET_TEXT.linkUsed : PASSWORD_RESET_TEXT.linkInvalid;
    return { refused: 'link', refusal: refusal(text) };
  }
  const problem = passwordProblem(password, holder);
  return problem === undefined ? 'ok' : { refused: 'password', refusal: refusal(problem) };
}

class LinkUnusable extends Error {}

/** Uses the link: the new password, no other link, no session left. */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  passwordHash: string,
  at: Date,
): Promise<'set' | Refusal> {
  const tokenHash = hashToken(token.trim());
  try {
    await db.transaction().execute(async (trx) => {
      const userId = await usePasswordToken(trx, tokenHash, at);
      if (userId === undefined) throw new LinkUnusable();
      await setPasswordHash(trx, userId, passwordHash);
      await deleteOtherPasswordTokensOfUser(trx, userId, tokenHash);
      // Whoever knew the old password is logged out everywhere.
      await endSessionsOfUser(trx, userId);
    });
  } catch (error) {
    if (error instanceof LinkUnusable) return refusal(PASSWORD_RESET_TEXT.linkInvalid);
    throw error;
  }
  return 'set';
}
