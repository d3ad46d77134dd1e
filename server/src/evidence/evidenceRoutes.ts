/**
 * The evidence's endpoints (@skillfolio/shared/contract `MyEvidence`), over evidenceService
 * evidenceRecording and uploadService. Only this plugin takes multipart bodies (SaveFile,
 * SaveEvidenceFile).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
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
import { fileBytes } from '../files/fileStore';
import { listCriteriaOfProjects } from '../queries/evidence';
import {
  addEvidence,
  evidenceFileHeaders,
  markEvidenceSeen,
  removeEvidence,
  saveEvidence,
} from './evidenceRecording';
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

  serve(fastify, MyEvidence.GetProjectCriteria, async (request) =>
    (await listCriteriaOfProjects(db, [request.query.school_project_id])).map((c) => ({
      success_criteria_id: c.success_criteria_id,
      text: c.success_criteria_text,
    })),
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

  serve(fastify, MyEvidence.AddEvidence, async (request, reply) =>
    answer(reply, await addEvidence(db, sessionOf(request).user.user_id, request.body, now())),
  );

  serve(fastify, MyEvidence.SaveEvidence, async (request, reply) =>
    answer(reply, await saveEvidence(db, request.body, now())),
  );

  serve(fastify, MyEvidence.RemoveEvidence, async (request) =>
    removeEvidence(db, request.body.evidence_id),
  );

  // The same limit and type judgement as a resource's upload, kept as the pupil's school's.
  serve(fastify, MyEvidence.SaveEvidenceFile, async (request, reply) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (part === undefined) return answer<SavedFile>(reply, refusal(RESOURCE_REFUSAL.noFile));
    const { user } = sessionOf(request);
    return answer(reply, await storeUpload(db, part, limit, user.user_id, now(), user.school_id));
  });

  const sendEvidenceFile = async (reply: FastifyReply, fileId: number) => {
    const headers = await evidenceFileHeaders(db, fileId);
    if (headers === undefined) return denyNotAuthorised(reply);
    return reply
      .headers({ ...headers })
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(fileBytes(db, fileId));
  };

  serve(fastify, MyEvidence.EvidenceFile, async (request, reply) =>
    sendEvidenceFile(reply, request.query.file_id),
  );

  serve(fastify, MyEvidence.PupilEvidence, async (request) =>
    evidenceOfProject(db, request.query.user_id, request.query.school_project_id),
  );

  serve(fastify, MyEvidence.PupilEvidenceFile, async (request, reply) =>
    sendEvidenceFile(reply, request.query.file_id),
  );

  serve(fastify, MyEvidence.MarkEvidenceSeen, async (request) =>
    markEvidenceSeen(
      db,
      sessionOf(request).user.user_id,
      request.body.evidence_id,
      request.body.seen,
      now(),
    ),
  );
};

export default evidenceRoutes;
