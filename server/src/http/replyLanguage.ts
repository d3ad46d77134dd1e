/**
 * Replies in the reader's language. The browser sends `Accept-Language: en` or `cy` on every
 * API call (the page's language); `request.language` is the first language of the header that
 * Skillfolio speaks, else English. The server's code writes its refusals and problems in
 * English; for a Welsh request the texts a screen shows as they came (`error`, `message`, a
 * file's problems: i18n/replyTranslation.ts) are put into Welsh as the reply is serialised,
 * and so is each line of a progress stream (an import's, a roster apply's). Texts that are not
 * the catalogues' go as they are.
 */
import { Transform, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  languageFromPreferences,
  preferencesOfHeader,
  type Language,
} from '@skillfolio/shared/wire';
import { translatePayload, translatorInto, type ReplyTranslator } from '../i18n/replyTranslation';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the reply is in: the first of Accept-Language's that Skillfolio speaks. */
    language: Language;
  }
}

/** The language a request asks for by its Accept-Language header. */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  return languageFromPreferences(preferencesOfHeader(value));
}

/**
 * A reply text in the request's language, for the replies that are not JSON objects (a plain
 * text answer such as CheckUsername's): the hooks below see only objects and streams.
 */
export function inLanguageOf(request: { language: Language }, text: string): string {
  return request.language === 'en' ? text : translatorInto(request.language).translate(text);
}

/** The longest progress line translated; longer ones are not ours and pass as they are. */
const LINE_MAX = 64 * 1024;

/** Each JSON line of an ndjson stream, its shown texts in the translator's language. */
function translatedLines(translator: ReplyTranslator): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const translateLine = (line: string): string => {
    if (line.trim() === '' || line.length > LINE_MAX) return line;
    try {
      const parsed: unknown = JSON.parse(line);
      const translated = translatePayload(parsed, translator);
      return translated === parsed ? line : JSON.stringify(translated);
    } catch {
      return line;
    }
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      done(null, lines.map((line) => `${translateLine(line)}\n`).join(''));
    },
    flush(done) {
      pending += decoder.end();
      done(null, pending === '' ? '' : translateLine(pending));
    },
  });
}

function isStream(payload: unknown): payload is Readable {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { pipe?: unknown }).pipe === 'function'
  );
}

const replyLanguage: FastifyPluginAsync = async (fastify) => {
  fastify.decorateRequest('language', 'en');

  fastify.addHook('onRequest', async (request) => {
    request.language = languageOfHeader(request.headers['accept-language']);
  });

  // Objects, before Fastify turns them into JSON (strings and streams skip this hook).
  fastify.addHook('preSerialization', async (request, _reply, payload) =>
    request.language === 'en'
      ? payload
      : translatePayload(payload, translatorInto(request.language)),
  );

  // Progress streams: one JSON object a line.
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (request.language === 'en' || !isStream(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/x-ndjson')) return payload;
    const translated = translatedLines(translatorInto(request.language));
    payload.on('error', (error) => translated.destroy(error));
    return payload.pipe(translated);
  });
};

export default fp(replyLanguage, { name: 'reply-language', fastify: '5.x' });
