/**
 * The Skillfolio server as a Fastify plugin (`appPlugin`), and `buildApp`, which wraps it in
 * a configured Fastify instance. server.ts boots it; tests build it around a temp database.
 */
import Fastify, { LogController } from 'fastify';
import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './trustProxy';
import compression from './hosting/compression';
import replyLanguagePlugin from './http/replyLanguage';
import staticHosting, { buildNotFoundHandler } from './hosting/staticHosting';
import remotesManifest from './hosting/remotesManifest';
import attemptLimitsPlugin from './plugins/attemptLimits';
import auditHooksPlugin from './audit/auditHooks';
import dbPlugin from './plugins/db';
import drainingPlugin from './plugins/draining';
import { finiteKeyword } from './plugins/finiteKeyword';
import guardPlugin from './plugins/guard';
import ownershipPlugin from './plugins/ownership';
import { checkRepliesAgainstDeclarations } from './plugins/replyCheck';
import routeSchemasPlugin from './plugins/routeSchemas';
import securityHeadersPlugin from './plugins/securityHeaders';
import sessionsPlugin, { type Clock } from './plugins/sessions';
import slowRequestsPlugin, {
  IDLE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from './plugins/slowRequests';
import auditRoutes from './audit/auditRoutes';
import projectsRoutes from './projects/projectsRoutes';
import teachingRoutes from './teaching/teachingRoutes';
import roundRoutes from './rounds/roundRoutes';
import usersRoutes from './users/usersRoutes';
import skillsRoutes, { globalSkillsRoutes } from './skills/skillsRoutes';
import adminResourceRoutes from './resources/adminResourceRoutes';
import mailerPlugin from './mail/mailer';
import failedMailRoutes from './mail/failedMailRoutes';
import passwordResetRoutes from './auth/passwordResetRoutes';
import registrationRoutes from './registration/registrationRoutes';
import secondFactorRoutes from './auth/secondFactorRoutes';
import passwordRoutes from './passwords/passwordRoutes';
import planRoutes from './plan/planRoutes';
import assessmentRoutes from './assessment/assessmentRoutes';
import notesRoutes from './notes/notesRoutes';
import homeRoutes from './home/homeRoutes';
import evidenceRoutes from './evidence/evidenceRoutes';
import { uploadsInProgressDir } from './files/spool';
import { environmentCauseOf, sendEnvironmentError } from './http/environmentErrors';
import learnerResourceRoutes from './resources/learnerResourceRoutes';
import currentUserRoutes from './auth/currentUserRoutes';
import profileRoutes from './profile/profileRoutes';
import privacyRoutes from './privacy/privacyRoutes';
import loginRoutes from './auth/loginRoutes';
import signInRoutes from './sso/signInRoutes';
import schoolsRoutes from './schools/schoolsRoutes';
import yearEndRoutes from './year-end/yearEndRoutes';
import rosterRoutes from './roster/rosterRoutes';
import languageRoutes from './language/languageRoutes';
import leadersRoutes from './leaders/leadersRoutes';
import verifyRoutes from './verify/verifyRoutes';
import { DEFAULT_REST_PULL, type RestPullOptions } from './roster/pull/oneRosterRest';
import rosterPullRoutes from './roster/pull/rosterPullRoutes';
import rosterPullSchedule from './roster/pull/rosterPullSchedule';
import leaverSweepPlugin from './year-end/leaverSweep';
import { ENGLISH } from './i18n/serverTexts';

/** The roster pull's limits and timing, changed only by tests (a short timeout, small pages). */
export interface RosterPullTuning extends Partial<Omit<RestPullOptions, 'signal'>> {
  /** How often the schedule looks for pulls due. */
  tickMs?: number;
}

export interface AppPluginOptions {
  config: AppConfig;
  /** Now; tests move it on instead of sleeping. */
  clock?: Clock;
  rosterPull?: RosterPullTuning;
}

export const appPlugin: FastifyPluginAsync<AppPluginOptions> = async (
  fastify,
  { config, clock, rosterPull },
) => {
  // First: its hooks must run before anything can answer (the guard's 401s included).
  await fastify.register(securityHeadersPlugin, {
    remoteBaseUrl: config.remoteBaseUrl,
    releaseBaseUrl: config.releaseBaseUrl,
  });
  // Next: the reader's language, so every reply after this (a stop's 503 too) can be in it.
  await fastify.register(replyLanguagePlugin);
  // Next: a request arriving during a stop is refused before anything else runs.
  await fastify.register(drainingPlugin);
  await fastify.register(slowRequestsPlugin);
  await fastify.register(compression);
  await fastify.register(dbPlugin, { database: config.database });
  await fastify.register(attemptLimitsPlugin);
  await fastify.register(sessionsPlugin, { clock });
  await fastify.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    from: config.mailFrom,
    clock,
  });
  // Before any route: these must see every route to refuse a start without access, without
  // ownership declarations, or with schemas that let bad input through.
  await fastify.register(guardPlugin);
  await fastify.register(auditHooksPlugin, { clock });
  await fastify.register(ownershipPlugin);
  await fastify.register(routeSchemasPlugin);

  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      const cause = environmentCauseOf(error);
      if (cause !== undefined) {
        // The message is the cause, so an operator's log search finds an outage at once.
        request.log.error({ err: error, method: request.method, url: request.url, cause }, cause);
        return sendEnvironmentError(reply, cause);
      }
      request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
      // Internals (SQL, paths, stack) never reach the browser.
      return reply.code(500).send({ error: ENGLISH('reply.somethingWrong') });
    }
    // 4xx from Fastify itself: schema validation, bad JSON, too large, wrong media type.
    return reply.code(status).send({ error: error.message });
  });
  fastify.setNotFoundHandler(
    buildNotFoundHandler({
      staticRoot: config.staticRoot,
      remoteBaseUrl: config.remoteBaseUrl,
      releasesDir: config.releasesDir,
      releaseBaseUrl: config.releaseBaseUrl,
    }),
  );

  await fastify.register(loginRoutes, { clock });
  await fastify.register(signInRoutes, { config, clock });
  await fastify.register(registrationRoutes, { config, clock });
  await fastify.register(passwordResetRoutes, { config, clock });
  await fastify.register(currentUserRoutes);
  await fastify.register(languageRoutes, { clock });
  await fastify.register(leadersRoutes, { clock });
  await fastify.register(verifyRoutes, { publicBaseUrl: config.publicBaseUrl, clock });
  await fastify.register(assessmentRoutes);
  await fastify.register(notesRoutes);
  await fastify.register(homeRoutes, { clock });
  await fastify.register(learnerResourceRoutes);
  await fastify.register(planRoutes);
  await fastify.register(profileRoutes, { publicBaseUrl: config.publicBaseUrl });
  await fastify.register(evidenceRoutes, {
    maxUploadMb: config.maxUploadMb,
    spoolDir: uploadsInProgressDir(config.dataDir),
    clock,
  });
  await fastify.register(skillsRoutes);
  await fastify.register(usersRoutes, { publicBaseUrl: config.publicBaseUrl });
  await fastify.register(projectsRoutes, { clock });
  await fastify.register(schoolsRoutes, { clock });
  await fastify.register(globalSkillsRoutes);
  await fastify.register(adminResourceRoutes, { clock });
  await fastify.register(teachingRoutes, { clock });
  await fastify.register(roundRoutes, { clock });
  await fastify.register(secondFactorRoutes, { clock });
  await fastify.register(passwordRoutes, { clock });
  await fastify.register(auditRoutes);
  await fastify.register(failedMailRoutes);
  await fastify.register(privacyRoutes, { clock });
  await fastify.register(yearEndRoutes, { clock });
  await fastify.register(rosterRoutes, { maxUploadMb: config.maxUploadMb, clock });
  const { tickMs, ...pullLimits } = rosterPull ?? {};
  const pull: RestPullOptions = { ...DEFAULT_REST_PULL, ...pullLimits };
  await fastify.register(rosterPullRoutes, { clock, pull });
  await fastify.register(rosterPullSchedule, { clock, pull, tickMs });
  await fastify.register(leaverSweepPlugin, { clock });
  await fastify.register(remotesManifest, {
    remoteBaseUrl: config.remoteBaseUrl,
    releaseBaseUrl: config.releaseBaseUrl,
  });
  await fastify.register(staticHosting, {
    staticRoot: config.staticRoot,
    releasesDir: config.releasesDir,
  });
};

export interface BuildAppOptions {
  /** Fastify's logger option; defaults to JSON logs at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Now; defaults to the system clock. Tests pass one they can move on. */
  clock?: Clock;
  /** Fail any JSON reply that does not match its endpoint's declared schema (tests). */
  checkReplies?: boolean;
  /** Fastify's schema compilers; tests pass ones that remember what they compiled. */
  schemaController?: FastifyServerOptions['schemaController'];
  /** The roster pull's limits and timing (tests). */
  rosterPull?: RosterPullTuning;
}

/**
 * A ready-to-extend app: plugins loaded, not yet `ready()`. Routes added after this still
 * pass through the guard's checks (a route without config.access makes `ready()` reject).
 */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // The SPEC mixes /api/SiteAdmin/... and /api/siteadmin/...
    routerOptions: { caseSensitive: false },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // SaveGrade carries its statement in the query string (SPEC §7): 4,000 characters of
    // non-ASCII text percent-encode to ~36 KB, beyond Node's default 16 KB header limit.
    http: { maxHeaderSize: 64 * 1024, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    // Trickling requests are cut off (plugins/slowRequests.ts says how).
    connectionTimeout: IDLE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Requests arriving during a stop get our 503, with Retry-After (plugins/draining.ts).
    return503OnClosing: false,
    // One line per failure is logged by the error handler; a line per request is noise here.
    logController: new LogController({ disableRequestLogging: true }),
    ajv: {
      customOptions: {
        // Fastify's default, 'array', turns `?id=1&id=2` into a scalar it never asked for.
        coerceTypes: true,
        // NaN and Infinity are never numbers to us (ajv's default, kept explicit)...
        strictNumbers: true,
      },
      // ...but coercion from query text slips past it: see finiteKeyword.
      plugins: [finiteKeyword],
    },
    ...(options.schemaController ? { schemaController: options.schemaController } : {}),
  });
  if (options.checkReplies) checkRepliesAgainstDeclarations(app);
  try {
    await app.register(fp(appPlugin, { name: 'skillfolio', fastify: '5.x' }), {
      config,
      clock: options.clock,
      rosterPull: options.rosterPull,
    });
  } catch (error) {
    // Release whatever did load (the database handle above all) before giving up.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
