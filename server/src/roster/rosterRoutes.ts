/**
 * The roster sync's endpoints (@skillfolio/shared/contract `Roster`), over rosterService. The
 * upload is the zip as a multipart body, read as it arrives (never held whole).
 */
import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { Roster } from '@skillfolio/shared/contract';
import type { RosterPreview } from '@skillfolio/shared/types';
import { ROSTER_REFUSAL } from '@skillfolio/shared/wire';
import { answer, refusal } from '../http/refusal';
import { serve } from '../http/serve';
import { denyNotAuthorised, schoolOf, sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { OK } from '../wire/replies';
import { parseOneRoster } from './parseOneRoster';
import { applyRoster, previewRoster, rosterSyncState, saveGradeYears } from './rosterService';

export interface RosterRoutesOptions {
  /** The largest upload, in MB (MAX_UPLOAD_MB). */
  maxUploadMb: number;
  clock?: Clock;
}

const rosterRoutes: FastifyPluginAsync<RosterRoutesOptions> = async (fastify, options) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());
  const maxBytes = Math.floor(options.maxUploadMb * 1024 * 1024);

  // Encapsulated: only this plugin's routes (and evidence's) take multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, fieldNameSize: 100 },
  });

  const actorOf = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    return { userId: session.user.user_id, schoolId: session.user.school_id, ip: request.ip };
  };

  serve(fastify, Roster.GetRosterSync, async (request) => rosterSyncState(db, schoolOf(request)));

  serve(fastify, Roster.UploadRoster, async (request, reply) => {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (part === undefined) {
      return answer<RosterPreview>(reply, refusal(ROSTER_REFUSAL.noFile));
    }
    const parsed = await parseOneRoster(part.file);
    // What the reader left (it stops at the first unreadable part) is drained, so the upload
    // ends and its size is known.
    part.file.resume();
    await finished(part.file);
    if (part.file.truncated) {
      return answer<RosterPreview>(reply, refusal(ROSTER_REFUSAL.tooLarge(options.maxUploadMb)));
    }
    const preview = await previewRoster(
      db,
      schoolOf(request),
      parsed,
      'upload',
      actorOf(request),
      now(),
    );
    if (preview === undefined) return denyNotAuthorised(reply);
    return preview;
  });

  serve(fastify, Roster.ApplyRoster, async (request, reply) => {
    const result = await applyRoster(
      db,
      schoolOf(request),
      request.body.syncId,
      actorOf(request),
      now,
      request.log,
    );
    if ('error' in result) return answer<typeof OK>(reply, refusal(result.error));
    return reply
      .header('Content-Type', 'application/x-ndjson; charset=utf-8')
      .send(result.progress);
  });

  serve(fastify, Roster.SaveGradeYears, async (request) => {
    await saveGradeYears(db, schoolOf(request), request.body.gradeYears);
    return OK;
  });
};

export default rosterRoutes;
