/**
 * The reader's language (@skillfolio/shared/contract `Language`): a person's own choice, and
 * the school default a school admin sets for everyone who has not chosen.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Language } from '@skillfolio/shared/contract';
import { recordAudit } from '../audit/recordAudit';
import { serve } from '../http/serve';
import type { Clock } from '../plugins/sessions';
import { OK } from '../wire/replies';

export interface LanguageRoutesOptions {
  clock?: Clock;
}

const languageRoutes: FastifyPluginAsync<LanguageRoutesOptions> = async (fastify, options) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());

  serve(fastify, Language.SaveLanguage, async (request) => {
    // The guard let only a logged-in session through.
    const userId = request.session?.user.user_id ?? 0;
    await db
      .updateTable('users')
      .set({ language: request.body.language })
      .where('user_id', '=', userId)
      .execute();
    return OK;
  });

  serve(fastify, Language.SaveDefaultLanguage, async (request) => {
    // inSchool: the guard refused a session without a current school.
    const schoolId = request.session?.currentSchoolId ?? 0;
    const at = now();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('schools')
        .set({ default_language: request.body.language })
        .where('school_id', '=', schoolId)
        .execute();
      await recordAudit(
        trx,
        {
          action: 'school.language',
          actorUserId: request.session?.user.user_id ?? null,
          actorSchoolId: request.session?.user.school_id ?? null,
          schoolId,
          ip: request.ip,
          detail: request.body.language,
        },
        at,
      );
    });
    return OK;
  });
};

export default languageRoutes;
