/**
 * Files (SPEC §7): GET /api/File/ResourceFile, a resource's file as a download, and the
 * resource managers' uploads, POST /api/User/SaveFile and /api/User/RemoveFile.
 *
 * A download leaves only for a resource the caller may see (active, of the session's
 * current school or global), always as an attachment the browser must not sniff, streamed
 * chunk by chunk. An upload is streamed to a temp file under the size limit, judged by its
 * bytes (programs and scripts refused whatever their name), then stored in one short
 * transaction; a refused or interrupted upload stores nothing, and uploads no resource took
 * within a day are swept on the next upload.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OkReply,
  RESOURCE_REFUSAL,
  RemoveFileRequest,
  ResourceFileQuery,
  SavedFile,
} from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import type { Readable } from 'node:stream';
import { decideFileType } from '../files/fileType';
import { safeFileName } from '../files/fileName';
import { deleteFile, fileBytes, insertFileFrom, sweepPendingFiles } from '../files/fileStore';
import { FileTooLargeError, spoolUpload } from '../files/spool';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { findVisibleFile } from '../queries/resources';
import { OK, errorReply, replies } from '../wire/replies';
import { attachment } from '../files/attachment';

export interface FileRoutesOptions {
  /** The largest upload, in MB (MAX_UPLOAD_MB). */
  maxUploadMb: number;
  clock?: Clock;
}

/** A stored type we can repeat in a header as it is: `type/subtype` and simple parameters. */
const SAFE_CONTENT_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;\s*[\w.-]+=[\w.-]+)*$/;

/** The 200 reply: the file's bytes, streamed, which Fastify never serialises. */
const FileBytes = Type.Unsafe<Buffer | Readable>(
  Type.String({ description: 'the file, as stored' }),
);

const fileRoutes: FastifyPluginAsyncTypebox<FileRoutesOptions> = async (fastify, options) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());
  const maxBytes = Math.floor(options.maxUploadMb * 1024 * 1024);

  // Only this plugin's routes take multipart bodies; the parser only marks the request, the
  // route reads the stream itself.
  await fastify.register(multipart, {
    // One byte over the limit reaches spoolUpload, which refuses it with our message.
    limits: { fileSize: maxBytes + 1, files: 1, fields: 0, parts: 1, fieldNameSize: 100 },
  });

  fastify.get(
    '/api/File/ResourceFile',
    {
      // Reading a file is reading data: a parent may, like every learner read.
      // A file of a resource every member of the school sees: nobody's personal data.
      config: {
        access: 'user',
        allowReadOnly: true,
        ownDataOnly: true,
        owns: { id: 'resourceFile' },
      },
      schema: { querystring: ResourceFileQuery, response: replies(FileBytes) },
    },
    async (request, reply) => {
      const file = await findVisibleFile(db, sessionOf(request).currentSchoolId, request.query.id);
      // The ownership check passed, but the resource may have gone since: same answer.
      if (file === undefined) return denyNotAuthorised(reply);
      const contentType = SAFE_CONTENT_TYPE.test(file.content_type)
        ? file.content_type
        : 'application/octet-stream';
      return reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', attachment(file.file_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(fileBytes(db, request.query.id));
    },
  );

  // One file per request (SPEC §4: single, not batched), from a manager's upload field.
  fastify.post(
    '/api/User/SaveFile',
    {
      config: { access: 'schoolAdmin' },
      schema: { response: replies(SavedFile) },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (!request.isMultipart()) return reply.code(400).send(errorReply(RESOURCE_REFUSAL.noFile));
      const part = await request.file();
      if (part === undefined) return reply.code(400).send(errorReply(RESOURCE_REFUSAL.noFile));
      const fileName = safeFileName(part.filename);
      let spooled;
      try {
        spooled = await spoolUpload(part.file, maxBytes);
      } catch (error) {
        if (error instanceof FileTooLargeError) {
          // Node discards the rest of the body after this reply rather than resetting the
          // connection, so the browser, still sending, reads the reason.
          return reply.code(400).send(errorReply(RESOURCE_REFUSAL.tooLarge(options.maxUploadMb)));
        }
        throw error;
      }
      try {
        if (spooled.size === 0) {
          return reply.code(400).send(errorReply(RESOURCE_REFUSAL.noFile));
        }
        const decision = decideFileType(spooled.head, fileName, spooled.hasMacros);
        if (!decision.ok) return reply.code(400).send(errorReply(decision.refusal));
        const at = now();
        await sweepPendingFiles(db, at);
        const fileId = await db.transaction().execute((trx) =>
          insertFileFrom(trx, spooled.path, {
            fileName,
            contentType: decision.contentType,
            size: spooled.size,
            uploadedBy: session.user.user_id,
            createdAt: at.toISOString(),
          }),
        );
        return {
          file_id: fileId,
          file_name: fileName,
          content_type: decision.contentType,
          size: spooled.size,
        };
      } finally {
        await spooled.remove();
      }
    },
  );

  // Removing the preview before the resource is saved: the upload goes at once. A file a
  // saved resource holds is let go by saving the resource without it.
  fastify.post(
    '/api/User/RemoveFile',
    {
      config: { access: 'schoolAdmin', owns: { file_id: 'pendingFile' } },
      schema: { body: RemoveFileRequest, response: replies(OkReply) },
    },
    async (request) => {
      await db.transaction().execute((trx) => deleteFile(trx, request.body.file_id));
      return OK;
    },
  );
};

export default fileRoutes;
