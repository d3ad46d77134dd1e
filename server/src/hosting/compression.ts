/**
 * Compressed replies for what is made at run time (API JSON, remotes.json, the shell's
 * index.html for client routes). Built files come pre-compressed from the build and are
 * served by content negotiation (staticHosting's preCompressed); replies that already carry a
 * Content-Encoding are left alone.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a reply fits in one packet anyway, and compressing it costs CPU for nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const compression: FastifyPluginAsync = async (fastify) => {
  await fastify.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Brotli's default (11) is for build time; 4 is as quick as gzip and still smaller.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Uploaded files are mostly compressed already (PDF, images, Office): not worth a pass.
    customTypes: /^(application\/json|text\/|application\/javascript|image\/svg\+xml)/,
  });
};

export default fp(compression, { name: 'compression', fastify: '5.x' });
