/**
 * School self-registration's rules (SPEC §2 steps 1–4): a code is mailed to the address and
 * checked against the registration row the browser's cookie names (never an e-mail the client
 * sends after step 1), with a limit of wrong tries and an expiry; the school, its first admin,
 * its start and the admin's set-password link are made in one transaction that consumes the
 * registration. Proving an address: a mailed link marks it verified, once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CODE_MAX_WRONG_TRIES,
  CODE_VALID_MINUTES,
  EMAIL_VERIFICATION_TEXT,
  REGISTRATION_TEXT,
  SECURITY_SETUP_PATH,
  WELCOME_LINK_VALID_HOURS,
  type Language,
} from '@skillfolio/shared/wire';
import type { CreateSchoolRequest, MessageReply } from '@skillfolio/shared/types';
import { codeMatches, hashCode, newCode } from '../auth/codes';
import { hashToken, newToken } from '../auth/tokens';
import { schoolUsernameBase, firstFreeUsername } from '../admin/schoolUsername';
import { STARTER_LICENCE } from '../admin/starterSkills';
import { startSchool } from '../admin/startSchool';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { isRefusal, refusal, type Refusal } from '../http/refusal';
import type { Mailer } from '../mail/mailer';
import { registrationCodeMail, welcomeMail } from '../mail/messages';
import {
  deleteExpiredEmailVerifications,
  markEmailVerified,
  useEmailVerification,
} from '../queries/emailVerifications';
import { insertPasswordToken } from '../queries/passwordTokens';
import { insertSchool } from '../queries/schools';
import { findUserById, type UserRow } from '../queries/users';
import {
  DuplicateSchool,
  duplicateSchoolText,
  lockSchoolRegistrations,
  unlessDuplicate,
} from './duplicateSchool';
import { insertSchoolAdmin, schoolUsernamesLike } from './newSchoolQueries';
import {
  confirmRegistration,
  consumeConfirmedRegistration,
  countCodeTry,
  deleteExpiredRegistrations,
  deleteRegistration,
  findRegistration,
  insertRegistration,
} from './registrationQueries';
import { ENGLISH } from '../i18n/serverTexts';

type Db = Kysely<Database>;

const MINUTE_MS = 60 * 1000;
/** After the code is confirmed, the details step has this long. */
const DETAILS_VALID_MS = 60 * MINUTE_MS;
export const MAIL_FAILED = ENGLISH('registration.mailFailed');

/** What sending a mail needs: the mailer, and where to log a failure. */
export interface Post {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The registrant's language (their request's): they have no account to hold one yet. */
  language: Language;
}

/**
 * Step 1: a new registration for the address (the browser's old one goes), its code queued
 * in the mail outbox. The token names it in the browser's cookie; undefined: the mail could
 * not be queued, and nothing is kept.
 */
export async function startRegistration(
  db: Db,
  post: Post,
  email: string,
  oldToken: string | undefined,
  at: Date,
): Promise<{ token: string } | undefined> {
  if (oldToken !== undefined) await deleteRegistration(db, hashToken(oldToken));
  await deleteExpiredRegistrations(db, at);
  const token = newToken();
  const code = newCode();
  await insertRegistration(db, {
    tokenHash: hashToken(token),
    email,
    codeHash: hashCode(token, code),
    now: at,
    expiresAt: new Date(at.getTime() + CODE_VALID_MINUTES * MINUTE_MS),
  });
  try {
    // Queued, not sent: the request never waits on SMTP. No school yet: a code that cannot
    // be delivered shows to the global admin.
    await post.mailer.send(
      registrationCodeMail(email, code, CODE_VALID_MINUTES, post.language),
      null,
    );
  } catch (error) {
    post.log.error({ err: error }, 'could not queue a registration code');
    await deleteRegistration(db, hashToken(token));
    return undefined;
  }
  return { token };
}

/** Step 2: the message to show, and whether the code was the right one. */
export async function checkCode(
  db: Db,
  token: string,
  code: string,
  at: Date,
): Promise<{ message: string; confirmed: boolean }> {
  const refused = (message: string) => ({ message, confirmed: false });
  const registration = await findRegistration(db, hashToken(token));
  if (registration === undefined) return refused(REGISTRATION_TEXT.noCode);
  if (registration.confirmed === 1) return refused(REGISTRATION_TEXT.codeUsed);
  if (Date.parse(registration.expires_at) <= at.getTime()) {
    return refused(REGISTRATION_TEXT.codeExpired);
  }
  const counted = await countCodeTry(db, registration.registration_id, CODE_MAX_WRONG_TRIES, at);
  if (!counted) return refused(REGISTRATION_TEXT.codeDead);
  if (!codeMatches(token, code, registration.code_hash)) {
    const triesLeft = CODE_MAX_WRONG_TRIES - (registration.attempts + 1);
    return refused(triesLeft <= 0 ? REGISTRATION_TEXT.codeDead : REGISTRATION_TEXT.codeWrong);
  }
  await confirmRegistration(
    db,
    registration.registration_id,
    new Date(at.getTime() + DETAILS_VALID_MS),
  );
  return { message: REGISTRATION_TEXT.confirmed, confirmed: true };
}

/** Step 3: the confirmed, live registration's address, '' when there is none. */
export async function registeredEmail(db: Db, token: string | undefined, at: Date) {
  if (token === undefined) return { email: '' };
  const registration = await findRegistration(db, hashToken(token));
  const live =
    registration !== undefined &&
    registration.confirmed === 1 &&
    Date.parse(registration.expires_at) > at.getTime();
  return { email: live ? registration.email : '' };
}

export interface Details {
  firstName: string;
  lastName: string;
  schoolName: string;
  postcode: string;
}

/** The details as stored, or the refusal the registrant is shown. */
export function detailsOf(request: CreateSchoolRequest): Details | Refusal {
  const details = {
    firstName: request.fname.trim(),
    lastName: request.lname.trim(),
    schoolName: request.schoolName.trim(),
    postcode: request.postcode.trim().toUpperCase(),
  };
  if (details.firstName === '') return refusal(REGISTRATION_TEXT.firstNameRequired);
  if (details.lastName === '') return refusal(REGISTRATION_TEXT.lastNameRequired);
  if (details.schoolName === '') return refusal(REGISTRATION_TEXT.schoolNameRequired);
  if (details.postcode === '') return refusal(REGISTRATION_TEXT.postcodeRequired);
  if (!request.termsAccepted) return refusal(REGISTRATION_TEXT.termsRequired);
  return details;
}

/**
 * Step 3's Confirm: the school and its admin, then the welcome mail with the set-password
 * link, queued (one that finally fails shows to the new school's admin and the global admin). A refusal when the registration is gone (expired, or used by a createschool that
 * came first).
 */
export async function registerSchool(
  db: Db,
  post: Post,
  welcome: {
    token: string;
    details: Details;
    passwordHash: string;
    publicBaseUrl: string;
    /** Runs once the registration is used up, before the mail is sent. */
    onCreated: () => void;
  },
  now: () => Date,
): Promise<MessageReply | Refusal> {
  const { details } = welcome;
  const created = await unlessDuplicate(
    createSchool(db, welcome.token, details, welcome.passwordHash, now),
  );
  if (isRefusal(created)) return created;
  if (created === undefined) return refusal(REGISTRATION_TEXT.sessionExpired);
  welcome.onCreated();
  try {
    await post.mailer.send(
      welcomeMail({
        to: created.email,
        language: post.language,
        firstName: details.firstName,
        schoolName: details.schoolName,
        schoolUsername: created.schoolUsername,
        link: `${welcome.publicBaseUrl}public/setpassword#welcome=1&token=${created.linkToken}`,
        validHours: WELCOME_LINK_VALID_HOURS,
        securityLink: `${welcome.publicBaseUrl}${SECURITY_SETUP_PATH.slice(1)}`,
      }),
      created.schoolId,
    );
  } catch (error) {
    post.log.error({ err: error }, 'could not queue the welcome mail');
    return {
      message: ENGLISH('registration.welcomeNotSent', { email: created.email }),
    };
  }
  return { message: '' };
}

/**
 * The school, its first admin, its start (startSchool) and the admin's set-password link,
 * in one transaction that also consumes the registration. undefined: no confirmed
 * registration.
 */
async function createSchool(
  db: Db,
  token: string,
  details: Details,
  passwordHash: string,
  now: () => Date,
) {
  // Two schools of one name registering at once may pick the same username: try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        await lockSchoolRegistrations(trx);
        const at = now();
        const email = await consumeConfirmedRegistration(trx, hashToken(token), at);
        if (email === undefined) return undefined;
        const duplicate = await duplicateSchoolText(trx, { ...details, email });
        if (duplicate !== undefined) throw new DuplicateSchool(duplicate);
        const base = schoolUsernameBase(details.schoolName);
        const schoolUsername = firstFreeUsername(base, await schoolUsernamesLike(trx, base));
        const schoolId = await insertSchool(
          trx,
          {
            school_name: details.schoolName,
            address1: null,
            address2: null,
            town: null,
            county: null,
            postcode: details.postcode,
            contact_name: `${details.firstName} ${details.lastName}`,
            telephone: null,
            dfe_number: null,
            project_type: null,
            notes: null,
            school_username: schoolUsername,
            allowPeerReviews: 0,
            licenceNumber: STARTER_LICENCE,
          },
          at,
        );
        const userId = await insertSchoolAdmin(trx, {
          schoolId,
          username: adminUsername(email),
          email,
          firstName: details.firstName,
          lastName: details.lastName,
          passwordHash,
          now: at,
        });
        await startSchool(trx, schoolId);
        const linkToken = newToken();
        await insertPasswordToken(trx, {
          tokenHash: hashToken(linkToken),
          userId,
          now: at,
          expiresAt: new Date(at.getTime() + WELCOME_LINK_VALID_HOURS * 60 * MINUTE_MS),
        });
        return { email, schoolId, schoolUsername, linkToken };
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** The admin's username in the new school: the e-mail's local part (they log in by e-mail). */
function adminUsername(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  return local === '' ? 'admin' : local.slice(0, 100);
}

/** Marks the address of a live link proved; a refusal for a used, expired or unknown link. */
export async function proveEmail(db: Db, token: string, at: Date): Promise<'proved' | Refusal> {
  const proved = await db.transaction().execute(async (trx) => {
    await deleteExpiredEmailVerifications(trx, at);
    const link = await useEmailVerification(trx, hashToken(token.trim()), at);
    if (link !== undefined) await markEmailVerified(trx, link.userId, link.email, at);
    return link;
  });
  return proved === undefined ? refusal(EMAIL_VERIFICATION_TEXT.linkInvalid) : 'proved';
}

/** The school user's address to prove, or the refusal when they have none. */
export async function addressToProve(
  db: Db,
  userId: number,
): Promise<(UserRow & { email: string }) | Refusal> {
  const user = await findUserById(db, userId);
  if (user?.email === null || user?.email === undefined || user.email.trim() === '') {
    return refusal(EMAIL_VERIFICATION_TEXT.noEmail);
  }
  return { ...user, email: user.email };
}
