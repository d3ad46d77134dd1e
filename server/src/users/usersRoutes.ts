/**
 * Manage Users and the users import and export (@skillfolio/shared/contract `Users`), over
 * usersService and importService.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Users } from '@skillfolio/shared/contract';
import { USER_REFUSAL } from '@skillfolio/shared/wire';
import { mailEmailVerification } from '../auth/emailVerification';
import { HashingBusyError } from '../auth/hashingGate';
import { attachment } from '../files/attachment';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { denyNotAuthorised, schoolOf, sessionOf } from '../plugins/guard';
import { errorReply, OK } from '../wire/replies';
import { importUsers, usersCsv } from './importService';
import {
  type MailVerification,
  NOT_THE_SCHOOLS,
  projectsOfSchool,
  saveUser,
  usernameAnswer,
  usersOfSchool,
} from './usersService';
import { inLanguageOf } from '../http/replyLanguage';

/** How long a save refused for a full hashing queue should wait (the login's 503 too). */
const BUSY_SECONDS = 2;

function sendBusy(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(BUSY_SECONDS))
    .send(errorReply(USER_REFUSAL.busy));
}

export interface UsersRoutesOptions {
  /** Where links in mail point (the address confirmation). */
  publicBaseUrl: string;
}

const usersRoutes: FastifyPluginAsync<UsersRoutesOptions> = async (fastify, { publicBaseUrl }) => {
  const db = fastify.db;

  serve(fastify, Users.ListUsersForSchool, async (request) => usersOfSchool(db, schoolOf(request)));

  serve(fastify, Users.ListSchoolProjects, async (request) =>
    projectsOfSchool(db, schoolOf(request)),
  );

  serve(fastify, Users.CheckUsername, async (request, reply) => {
    const { id, username } = request.query;
    const text = await usernameAnswer(db, schoolOf(request), username, id);
    // USERNAME_FREE ('OK') is no catalogue text: it goes as it is, for the screen to compare.
    return reply.type('text/plain; charset=utf-8').send(inLanguageOf(request, text));
  });

  serve(fastify, Users.SaveUser, async (request, reply) => {
    const mail: MailVerification = (trx, target) =>
      mailEmailVerification(fastify, trx, publicBaseUrl, target, new Date());
    try {
      const result = await saveUser(
        db,
        mail,
        schoolOf(request),
        {
          user_id: sessionOf(request).user.user_id,
          isGlobalAdmin: sessionOf(request).user.is_Admin,
        },
        request.body,
      );
      if (result === NOT_THE_SCHOOLS) return denyNotAuthorised(reply);
      return answer(reply, result ?? OK);
    } catch (error) {
      if (error instanceof HashingBusyError) return sendBusy(reply);
      throw error;
    }
  });

  serve(fastify, Users.ImportUsers, async (request, reply) => {
    const result = await importUsers(db, schoolOf(request), request.body, request.log);
    if (result === undefined) return denyNotAuthorised(reply);
    if ('rows' in result) return result;
    return reply
      .header('Content-Type', 'application/x-ndjson; charset=utf-8')
      .send(result.progress);
  });

  serve(fastify, Users.ExportUsers, async (request, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachment('users.csv'))
      .send(await usersCsv(db, schoolOf(request))),
  );
};

export default usersRoutes;
