/** Home learners' endpoints (@skillfolio/shared/contract `Home`), over ./homeRegistration and ./ownSkills. */
import type { FastifyPluginAsync } from 'fastify';
import { Home } from '@skillfolio/shared/contract';
import { HOME_TEXT, USER_REFUSAL } from '@skillfolio/shared/wire';
import { HashingBusyError } from '../auth/hashingGate';
import { answer, isRefusal, refusal } from '../http/refusal';
import { serve } from '../http/serve';
import { hashUserPassword } from '../admin/userRules';
import { sendTooManyAttempts } from '../plugins/attemptLimits';
import { sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { errorReply } from '../wire/replies';
import { homeDetailsOf, registerHomeLearner } from './homeRegistration';
import { isHomeLearner } from './homeSpace';
import { mySkills, saveMySkill } from './ownSkills';

const homeRoutes: FastifyPluginAsync<{ clock?: Clock }> = async (fastify, { clock }) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  serve(fastify, Home.RegisterHome, async (request, reply) => {
    const details = homeDetailsOf(request.body);
    if (isRefusal(details)) return answer<never>(reply, details);
    // Each registration counts against the client's address (never taken back): no flood of
    // accounts, and no fast way to learn which usernames are taken.
    const reservation = await fastify.attemptLimits.reserve([
      { limit: 'mailClient', subject: request.ip },
    ]);
    if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
    let passwordHash: string;
    try {
      passwordHash = await hashUserPassword(details.password);
    } catch (error) {
      if (error instanceof HashingBusyError) {
        await reservation.cancel();
        return reply.code(503).header('retry-after', '5').send(errorReply(USER_REFUSAL.busy));
      }
      throw error;
    }
    return answer(reply, await registerHomeLearner(db, details, passwordHash, now()));
  });

  serve(fastify, Home.GetMySkills, async (request) => {
    const { user } = sessionOf(request);
    // A school's pupil or staff has no skills of their own (their school keeps the framework).
    const skills = isHomeLearner(user) ? await mySkills(db, user.user_id) : undefined;
    return skills ?? { starter: [], own: [], limit: 0 };
  });

  serve(fastify, Home.SaveMySkill, async (request, reply) => {
    const { user } = sessionOf(request);
    // Only a home learner adds one; a skill_id above 0 passed the check as one of theirs.
    if (!isHomeLearner(user)) return answer<never>(reply, refusal(HOME_TEXT.homeOnly));
    return answer(reply, await saveMySkill(db, user.user_id, request.body));
  });
};

export default homeRoutes;
