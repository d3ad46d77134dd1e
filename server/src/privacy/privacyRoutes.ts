/** A school admin's UK GDPR endpoints (@skillfolio/shared/contract `Privacy`), over privacyService. */
import type { FastifyPluginAsync } from 'fastify';
import { Privacy } from '@skillfolio/shared/contract';
import { attachment } from '../files/attachment';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { eraseUser, exportFileName, userData, userDataAsPage } from './privacyService';

export interface PrivacyRoutesOptions {
  clock?: Clock;
}

const privacyRoutes: FastifyPluginAsync<PrivacyRoutesOptions> = async (fastify, { clock }) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  serve(fastify, Privacy.ExportUserData, async (request, reply) => {
    const userId = request.query.user_id;
    const data = await userData(db, userId, now());
    // Both exports are downloads: the browser saves them rather than showing them.
    return reply
      .header('content-disposition', attachment(exportFileName(userId, 'json')))
      .send(data);
  });

  serve(fastify, Privacy.ExportUserDataPage, async (request, reply) => {
    const userId = request.query.user_id;
    const page = await userDataAsPage(db, userId, now());
    return reply
      .header('content-disposition', attachment(exportFileName(userId, 'html')))
      .type('text/html; charset=utf-8')
      .send(page);
  });

  serve(fastify, Privacy.EraseUser, async (request, reply) => {
    const eraser = { session: sessionOf(request), ip: request.ip };
    return answer(reply, await eraseUser(db, eraser, request.body.user_id, now()));
  });
};

export default privacyRoutes;
