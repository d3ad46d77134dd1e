/**
 * School self-registration, SPEC §2 steps 1–4 and §7 "Session and public": sendmail e-mails
 * a code, ConfirmCode checks it, getemail and createschool finish. The state lives in a
 * registrations row named by the browser's registration cookie, never in an e-mail the
 * client sends after step 1.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CODE_MAX_WRONG_TRIES,
  CODE_VALID_MINUTES,
  ConfirmCodeRequest,
  CreateSchoolRequest,
  ErrorReply,
  GetEmailReply,
  LoginRefusal,
  MessageReply,
  OkReply,
  REGISTRATION_TEXT,
  SendMailRequest,
  USER_REFUSAL,
  WELCOME_LINK_VALID_HOURS,
} from '@skillfolio/shared/wire';
import { codeMatches, hashCode, newCode } from '../auth/codes';
import { HashingBusyError, hashingGate } from '../auth/hashingGate';
import { hashPassword } from '../auth/passwords';
import {
  clearRegistrationCookie,
  registrationToken,
  setRegistrationCookie,
} from '../auth/registrationCookie';
import { hashToken, newToken } from '../auth/tokens';
import { schoolUsernameBase, firstFreeUsername } from '../admin/schoolUsername';
import { STARTER_LICENCE } from '../admin/starterSkills';
import { startSchool } from '../admin/startSchool';
import type { AppConfig } from '../config';
import { isUniqueViolation } from '../db/dialect';
import { registrationCodeMail, welcomeMail } from '../mail/messages';
import { reserveMailTo } from '../mail/reserveMailTo';
import { sendTooManyAttempts } from '../plugins/attemptLimits';
import type { Clock } from '../plugins/sessions';
import { insertSchoolAdmin, schoolUsernamesLike } from '../queries/newSchool';
import { insertSchool } from '../queries/schools';
import { insertPasswordToken } from '../queries/passwordTokens';
import {
  confirmRegistration,
  consumeConfirmedRegistration,
  countCodeTry,
  deleteExpiredRegistrations,
  deleteRegistration,
  findRegistration,
  insertRegistration,
} from '../queries/registrations';
import { errorReply, OK, replies } from '../wire/replies';

export interface RegistrationRoutesOptions {
  config: AppConfig;
  clock?: Clock;
}

const MINUTE_MS = 60 * 1000;
/** After the code is confirmed, the details step has this long. */
const DETAILS_VALID_MS = 60 * MINUTE_MS;
const MAIL_FAILED = 'We could not send the e-mail just now. Please try again in a few minutes.';

const registrationRoutes: FastifyPluginAsyncTypebox<RegistrationRoutesOptions> = async (
  fastify,
  { config, clock },
) => {
  const now = clock ?? (() => new Date());
  const limited = { 429: LoginRefusal, 503: ErrorReply } as const;

  fastify.post(
    '/api/public/sendmail',
    {
      // allowReadOnly: anyone may register a school, a parent's browser included.
      config: { access: 'public', allowReadOnly: true },
      schema: { body: SendMailRequest, response: { ...replies(OkReply), ...limited } },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      const reservation = await reserveMailTo(fastify, request, reply, email);
      if (reservation === undefined) return reply;

      const at = now();
      const oldToken = registrationToken(request);
      if (oldToken !== undefined) await deleteRegistration(fastify.db, hashToken(oldToken));
      await deleteExpiredRegistrations(fastify.db, at);

      const token = newToken();
      const code = newCode();
      await insertRegistration(fastify.db, {
        tokenHash: hashToken(token),
        email,
        codeHash: hashCode(token, code),
        now: at,
        expiresAt: new Date(at.getTime() + CODE_VALID_MINUTES * MINUTE_MS),
      });
      try {
        await fastify.mailer.send(registrationCodeMail(email, code, CODE_VALID_MINUTES));
      } catch (error) {
        request.log.error({ err: error }, 'could not send a registration code');
        await deleteRegistration(fastify.db, hashToken(token));
        await reservation.cancel();
        return reply.code(503).send(errorReply(MAIL_FAILED));
      }
      setRegistrationCookie(request, reply, token);
      return OK;
    },
  );

  fastify.post(
    '/api/Public/ConfirmCode',
    {
      config: { access: 'public', allowReadOnly: true },
      schema: {
        body: ConfirmCodeRequest,
        response: { ...replies(MessageReply), 429: LoginRefusal },
      },
    },
    async (request, reply) => {
      const token = registrationToken(request);
      if (token === undefined) return { message: REGISTRATION_TEXT.noCode };
      const reservation = await fastify.attemptLimits.reserve([
        { limit: 'codeClient', subject: request.ip },
      ]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);

      const at = now();
      const registration = await findRegistration(fastify.db, hashToken(token));
      if (registration === undefined) return { message: REGISTRATION_TEXT.noCode };
      if (registration.confirmed === 1) return { message: REGISTRATION_TEXT.codeUsed };
      if (Date.parse(registration.expires_at) <= at.getTime()) {
        return { message: REGISTRATION_TEXT.codeExpired };
      }
      const counted = await countCodeTry(
        fastify.db,
        registration.registration_id,
        CODE_MAX_WRONG_TRIES,
        at,
      );
      if (!counted) return { message: REGISTRATION_TEXT.codeDead };

      if (!codeMatches(token, request.body.code, registration.code_hash)) {
        const triesLeft = CODE_MAX_WRONG_TRIES - (registration.attempts + 1);
        return {
          message: triesLeft <= 0 ? REGISTRATION_TEXT.codeDead : REGISTRATION_TEXT.codeWrong,
        };
      }
      await confirmRegistration(
        fastify.db,
        registration.registration_id,
        new Date(at.getTime() + DETAILS_VALID_MS),
      );
      await reservation.succeeded([]);
      return { message: REGISTRATION_TEXT.confirmed };
    },
  );

  fastify.get(
    '/api/public/getemail',
    {
      config: { access: 'public' },
      schema: { response: replies(GetEmailReply) },
    },
    async (request) => {
      const token = registrationToken(request);
      if (token === undefined) return { email: '' };
      const registration = await findRegistration(fastify.db, hashToken(token));
      const live =
        registration !== undefined &&
        registration.confirmed === 1 &&
        Date.parse(registration.expires_at) > now().getTime();
      return { email: live ? registration.email : '' };
    },
  );

  fastify.post(
    '/api/public/createschool',
    {
      config: { access: 'public', allowReadOnly: true },
      schema: {
        body: CreateSchoolRequest,
        response: { ...replies(MessageReply), 503: ErrorReply },
      },
    },
    async (request, reply) => {
      const details = {
        firstName: request.body.fname.trim(),
        lastName: request.body.lname.trim(),
        schoolName: request.body.schoolName.trim(),
        postcode: request.body.postcode.trim().toUpperCase(),
      };
      const problem = detailsProblem(details, request.body.termsAccepted);
      if (problem !== null) return reply.code(400).send(errorReply(problem));
      const token = registrationToken(request);
      if (token === undefined) {
        return reply.code(400).send(errorReply(REGISTRATION_TEXT.sessionExpired));
      }

      let unusablePasswordHash: string;
      try {
        // Nobody knows this password: the registrant sets theirs from the e-mailed link.
        unusablePasswordHash = await hashingGate.run(() => hashPassword(newToken()));
      } catch (error) {
        if (error instanceof HashingBusyError) {
          return reply.code(503).header('retry-after', '5').send(errorReply(USER_REFUSAL.busy));
        }
        throw error;
      }

      const created = await createSchool(token, details, unusablePasswordHash);
      if (created === undefined) {
        return reply.code(400).send(errorReply(REGISTRATION_TEXT.sessionExpired));
      }
      clearRegistrationCookie(request, reply);
      try {
        await fastify.mailer.send(
          welcomeMail({
            to: created.email,
            firstName: details.firstName,
            schoolName: details.schoolName,
            schoolUsername: created.schoolUsername,
            link: `${config.publicBaseUrl}public/setpassword#welcome=1&token=${created.linkToken}`,
            validHours: WELCOME_LINK_VALID_HOURS,
          }),
        );
      } catch (error) {
        request.log.error({ err: error }, 'could not send the welcome mail');
        return {
          message: `Your school is registered, but we could not send the e-mail with the link to set your password. Please use "Forgot password?" on the login page with ${created.email}.`,
        };
      }
      return { message: '' };
    },
  );

  interface Details {
    firstName: string;
    lastName: string;
    schoolName: string;
    postcode: string;
  }

  /**
   * The school, its first admin, its start (startSchool) and the admin's set-password link,
   * in one transaction that also consumes the registration. undefined: no confirmed
   * registration (expired, or used by a createschool that came first).
   */
  async function createSchool(token: string, details: Details, passwordHash: string) {
    // Two schools of one name registering at once may pick the same username: try again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await fastify.db.transaction().execute(async (trx) => {
          const at = now();
          const email = await consumeConfirmedRegistration(trx, hashToken(token), at);
          if (email === undefined) return undefined;
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
          return { email, schoolUsername, linkToken };
        });
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }
};

function detailsProblem(
  details: { firstName: string; lastName: string; schoolName: string; postcode: string },
  termsAccepted: boolean,
): string | null {
  if (details.firstName === '') return REGISTRATION_TEXT.firstNameRequired;
  if (details.lastName === '') return REGISTRATION_TEXT.lastNameRequired;
  if (details.schoolName === '') return REGISTRATION_TEXT.schoolNameRequired;
  if (details.postcode === '') return REGISTRATION_TEXT.postcodeRequired;
  if (!termsAccepted) return REGISTRATION_TEXT.termsRequired;
  return null;
}

/** The admin's username in the new school: the e-mail's local part (they log in by e-mail). */
function adminUsername(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  return local === '' ? 'admin' : local.slice(0, 100);
}

export default registrationRoutes;
