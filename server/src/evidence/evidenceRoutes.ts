/**
 * The evidence's endpoints (@skillfolio/shared/contract `MyEvidence`), over evidenceService
 * and uploadService. Only this plugin takes multipart bodies (SaveFile).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MyEvidence } from '@skillfolio/shared/contract';
import type { SavedFile } from '@skillfolio/shared/types';
import { RESOURCE_REFUSAL } from '@skillfolio/shared/wire';
import { answer, refusal } from '../http/refusal';
import { serve } from '../http/serve';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import { isHomeLearner } from '../home/homeSpace';
import type { Clock } from '../plugins/sessions';
import { OK } from '../wire/replies';
import {
  assessmentFeedback,
  evidenceOfProject,
  evidenceOfUser,
  linkStepUpEvidence,
  reflectionsOfUser,
} from './evidenceService';
import { removeUpload, storeUpload } from './uploadService';

export interface EvidenceRoutesOptions {
  /** The largest upload, in MB (MAX_UPLOAD_MB). */
  maxUploadMb: number;
  /** Where uploads are written while they arrive. */
  spoolDir: string;
  clock?: Clock;
}

const evidenceRoutes: FastifyPluginAsync<EvidenceRoutesOptions> = async (fastify, options) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());
  const limit = {
    maxBytes: Math.floor(options.maxUploadMb * 1024 * 1024),
    maxUploadMb: options.maxUploadMb,
    spoolDir: options.spoolDir,
  };

  // The parser only marks the request; SaveFile reads the stream itself.
  await fastify.register(multipart, {
    // One byte over the limit reaches spoolUpload, which refuses it with our message.
    limits: { fileSize: limit.maxBytes + 1, files: 1, fields: 0, parts: 1, fieldNameSize: 100 },
  });

  serve(fastify, MyEvidence.GetMyEvidence, async (request) =>
    evidenceOfUser(db, sessionOf(request).user.user_id),
  );

  serve(fastify, MyEvidence.GetProjectEvidence, async (request, reply) =>
    // Success criteria are a school's: a home learner has none to show evidence against.
    isHomeLearner(sessionOf(request).user)
      ? denyNotAuthorised(reply)
      : evidenceOfProject(db, sessionOf(request).user.user_id, request.query.school_project_id),
  );

  serve(fastify, MyEvidence.GetReflections, async (request) =>
    reflectionsOfUser(db, sessionOf(request).user.user_id),
  );

  serve(fastify, MyEvidence.GetAssessmentFeedback, async (request) =>
    assessmentFeedback(db, sessionOf(request).user.user_id, request.query.assessment_id),
  );

  serve(fastify, MyEvidence.LinkStepUpEvidence, async (request, reply) =>
    answer(
      reply,
      await linkStepUpEvidence(db, sessionOf(request).user.user_id, request.body, now()),
    ),
  );

  // One file per request (SPEC §4: single, not batched), from a manager's upload field.
  serve(fastify, MyEvidence.SaveFile, async (request, reply) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (part === undefined) return answer<SavedFile>(reply, refusal(RESOURCE_REFUSAL.noFile));
    return answer(
      reply,
      await storeUpload(db, part, limit, sessionOf(request).user.user_id, now()),
    );
  });

  // A file a saved resource holds is let go by saving the resource without it.
  serve(fastify, MyEvidence.RemoveFile, async (request) => {
    await removeUpload(db, request.body.file_id);
    return OK;
  });
};

export default evidenceRoutes;
