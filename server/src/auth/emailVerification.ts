/**
 * Mails an account the single-use link that proves its e-mail address, in the account's
 * language. Called when a school admin adds a user with an address or changes one, and when
 * they ask to send it again.
 */
import { EMAIL_LINK_VALID_DAYS } from '@skillfolio/shared/wire';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/database';
import { languageOfPerson } from '../i18n/serverTexts';
import { accountWords, emailVerificationMail } from '../mail/messages';
import { insertEmailVerification } from '../queries/emailVerifications';
import { findSchoolById } from '../queries/schools';
import { hashToken, newToken } from './tokens';

export interface VerificationTarget {
  user_id: number;
  username: string;
  email: string;
  school_id: number | null;
}

/** Stores the link's hash (in the caller's transaction, if any) and mails it after the reply. */
export async function mailEmailVerification(
  fastify: FastifyInstance,
  db: Executor,
  publicBaseUrl: string,
  user: VerificationTarget,
  now: Date,
): Promise<void> {
  const token = newToken();
  await insertEmailVerification(db, {
    tokenHash: hashToken(token),
    userId: user.user_id,
    email: user.email,
    now,
    expiresAt: new Date(now.getTime() + EMAIL_LINK_VALID_DAYS * 24 * 60 * 60 * 1000),
  });
  const school = user.school_id === null ? undefined : await findSchoolById(db, user.school_id);
  const chosen = await db
    .selectFrom('users')
    .select('language')
    .where('user_id', '=', user.user_id)
    .executeTakeFirst();
  const language = languageOfPerson({ language: chosen?.language ?? null }, school);
  fastify.mailer.sendLater(
    emailVerificationMail({
      to: user.email,
      language,
      account: accountWords(language, user.username, school?.school_name),
      link: `${publicBaseUrl}public/verifyemail#token=${token}`,
      validDays: EMAIL_LINK_VALID_DAYS,
    }),
    user.school_id,
  );
}
