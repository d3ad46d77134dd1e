/**
 * Verifiable profiles (@skillfolio/shared/contract `Verify`), and what a verifier fetches from
 * the app: each school's issuer profile and its JWKS (every key it has signed with), at stable
 * addresses under /app/verify/schools/<id>.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Verify } from '@skillfolio/shared/contract';
import { attachment } from '../files/attachment';
import { NOINDEX } from '../hosting/staticHosting';
import { answer, isRefusal } from '../http/refusal';
import { serve } from '../http/serve';
import { schoolOf, sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { issuerUrls } from './credential';
import { publicKeysOf } from './signingKeys';
import {
  credentialFile,
  recordsOfPupil,
  recordsOfSchool,
  rotateKey,
  verifyProfile,
  withdrawRecord,
} from './verifyService';

export interface VerifyRoutesOptions {
  publicBaseUrl: string;
  clock?: Clock;
}

const verifyRoutes: FastifyPluginAsync<VerifyRoutesOptions> = async (
  fastify,
  { publicBaseUrl, clock },
) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  serve(fastify, Verify.VerifyProfile, async (request, reply) => {
    reply.header('x-robots-tag', NOINDEX).header('cache-control', 'no-store');
    return verifyProfile(db, request.query.id);
  });

  serve(fastify, Verify.GetProfileRecords, async (request) =>
    recordsOfPupil(db, request.query.user_id, publicBaseUrl),
  );

  serve(fastify, Verify.ProfileCredential, async (request, reply) => {
    const made = await credentialFile(
      db,
      sessionOf(request),
      request.query.record_id,
      publicBaseUrl,
      now(),
    );
    if (isRefusal(made)) return answer<never>(reply, made);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', attachment(made.fileName))
      .send(made.file);
  });

  serve(fastify, Verify.WithdrawProfileRecord, async (request, reply) => {
    const actor = { session: sessionOf(request), ip: request.ip };
    return answer(reply, await withdrawRecord(db, actor, request.body.record_id, now()));
  });

  serve(fastify, Verify.GetSchoolProfileRecords, async (request) =>
    recordsOfSchool(db, schoolOf(request), publicBaseUrl),
  );

  serve(fastify, Verify.RotateSigningKey, async (request) =>
    rotateKey(db, schoolOf(request), { session: sessionOf(request), ip: request.ip }, now()),
  );

  const schoolParams = {
    type: 'object',
    properties: { schoolId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    required: ['schoolId'],
  } as const;

  /** The school's public keys, newest first: a verifier picks the one the `kid` names. */
  fastify.get<{ Params: { schoolId: number } }>(
    '/app/verify/schools/:schoolId/jwks.json',
    { config: { access: 'public' }, schema: { params: schoolParams } },
    async (request, reply) => {
      const keys = await publicKeysOf(db, request.params.schoolId);
      if (keys.keys.length === 0) return reply.code(404).send({ error: 'Not found' });
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('application/jwk-set+json')
        .send(keys);
    },
  );

  /** The school as an Open Badges issuer Profile: its name and where its keys are. */
  fastify.get<{ Params: { schoolId: number } }>(
    '/app/verify/schools/:schoolId',
    { config: { access: 'public' }, schema: { params: schoolParams } },
    async (request, reply) => {
      const school = await db
        .selectFrom('schools')
        .select('school_name')
        .where('school_id', '=', request.params.schoolId)
        .executeTakeFirst();
      const keys = await publicKeysOf(db, request.params.schoolId);
      if (school === undefined || keys.keys.length === 0) {
        return reply.code(404).send({ error: 'Not found' });
      }
      const urls = issuerUrls(publicBaseUrl, request.params.schoolId);
      return reply.header('x-robots-tag', NOINDEX).send({
        '@context': [
          'https://www.w3.org/ns/credentials/v2',
          'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
        ],
        id: urls.issuer,
        type: ['Profile'],
        name: school.school_name,
        jwks: urls.jwks,
      });
    },
  );
};

export default verifyRoutes;
