/**
 * SPEC §7 "Pages and resources": GET /api/File/ResourceFile, a resource's file as a
 * download. Only a file of a resource the caller may see (active, of the session's current
 * school or global) leaves, and always as an attachment the browser must not sniff, so an
 * uploaded HTML or SVG file is never rendered in the app's origin.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ResourceFileQuery } from '@skillfolio/shared/wire';
import { Type } from '@sinclair/typebox';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import { findVisibleFile } from '../queries/resources';
import { replies } from '../wire/replies';

/** A stored type we can repeat in a header as it is: `type/subtype` and simple parameters. */
const SAFE_CONTENT_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;\s*[\w.-]+=[\w.-]+)*$/;

/** RFC 5987's encoding of a file name for `filename*=UTF-8''…`. */
function encodeFileName(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The 200 reply: the file's bytes, sent as a Buffer, which Fastify never serialises. */
const FileBytes = Type.Unsafe<Buffer>(Type.String({ description: 'the file, as stored' }));

const fileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  fastify.get(
    '/api/File/ResourceFile',
    {
      // Reading a file is reading data: a parent may, like every learner read.
      config: { access: 'user', allowReadOnly: true, owns: { id: 'resourceFile' } },
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
        .header(
          'Content-Disposition',
          `attachment; filename*=UTF-8''${encodeFileName(file.file_name)}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    },
  );
};

export default fileRoutes;
