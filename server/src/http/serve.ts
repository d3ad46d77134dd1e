/**
 * The server's side of an endpoint declaration (@skillfolio/shared/contract): the route's
 * method, path, access rule, ids and schemas all come from it, so the handler is the only
 * thing a feature writes, and its request and reply types are the declaration's.
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import type { AnyEndpoint, BodyOf, QueryOf, ReplyOf } from '@skillfolio/shared/contract';
import { Type, type TSchema } from 'typebox';
import { replies } from '../wire/replies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was built from: tests check each reply against it. */
    endpoint?: AnyEndpoint;
  }
}

/** The request of an endpoint's handler, typed from its declaration. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/**
 * What a handler gives back: the declared reply, or the reply object after sending
 * something else itself (a 400 refusal, a file, a 204).
 */
export type EndpointResult<E extends AnyEndpoint> = E['reply'] extends 'file' | 'redirect'
  ? FastifyReply
  : ReplyOf<E> | FastifyReply;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>>;

/** What only the server knows of a route: limits and hooks, never its path or rule. */
export interface ServeOptions {
  config?: Omit<FastifyContextConfig, 'access' | 'owns' | 'unchecked' | 'endpoint'>;
  bodyLimit?: number;
  /**
   * Replies besides 200/400/401/403, by status (login's 429 and 503 with Retry-After), or a
   * different schema for one of those (login's plain-text 401).
   */
  otherReplies?: Readonly<Record<number, TSchema>>;
}

// A download's bytes are sent as they are (a Buffer or a stream), never serialised: the
// schema only says there is a 200 reply.
const FILE_REPLY = Type.String({ description: 'a file' });

/** Registers the endpoint's route on `fastify`, with `handler` as its only code. */
export function serve<E extends AnyEndpoint>(
  fastify: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const { rule } = endpoint;
  // A redirect answers 302 with no body: its 200 schema is never used.
  const ok =
    endpoint.reply === 'file' || endpoint.reply === 'redirect' ? FILE_REPLY : endpoint.reply;
  const response = {
    ...replies(ok),
    ...(endpoint.mayBeEmpty ? { 204: Type.Null() } : {}),
    ...options.otherReplies,
  };
  fastify.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: options.bodyLimit,
    config: { ...options.config, ...rule, endpoint },
    schema: {
      ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
      ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
      response,
    },
    // The one place a declaration's types meet Fastify's: the schemas above are the ones the
    // request was validated against, so the handler's typed view of it is true.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
