/** The future-ready profile (@skillfolio/shared/contract `Profile`), over profileService. */
import { attachment } from '../files/attachment';
import type { FastifyPluginAsync } from 'fastify';
import { Profile } from '@skillfolio/shared/contract';
import { answer, isRefusal } from '../http/refusal';
import { serve } from '../http/serve';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import { makeProfilePdf, NOT_THEIRS, profileOf } from './profileService';

export interface ProfileRoutesOptions {
  /** The app's public address, for the verify link on a pupil's own profile. */
  publicBaseUrl: string;
}

const profileRoutes: FastifyPluginAsync<ProfileRoutesOptions> = async (
  fastify,
  { publicBaseUrl },
) => {
  const db = fastify.db;

  serve(fastify, Profile.GetProfile, async (request, reply) => {
    const { user_id, project_id } = request.query;
    const content = await profileOf(db, sessionOf(request), user_id, project_id);
    return content === NOT_THEIRS ? denyNotAuthorised(reply) : content;
  });

  serve(fastify, Profile.ProfilePdf, async (request, reply) => {
    const maker = {
      session: sessionOf(request),
      ip: request.ip,
      language: request.language,
      publicBaseUrl,
    };
    const made = await makeProfilePdf(db, maker, request.query, new Date());
    if (made === NOT_THEIRS) return denyNotAuthorised(reply);
    if (isRefusal(made)) return answer<never>(reply, made);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachment(made.fileName.own, made.fileName.ascii))
      .send(made.pdf);
  });
};

export default profileRoutes;
