/**
 * The browser's side of an endpoint declaration (../contract): one function calls any JSON
 * endpoint through the page's one client, and one builds the link of a download. The method,
 * path and types all come from the declaration, so no screen writes a path or casts a reply.
 */
import type { AnyEndpoint, InputOf, ReplyOf } from '../contract/endpoint';
import { apiClient, apiPrefix, leaveFor, type RequestContext } from './client';
import { takePageReply } from './pageReplies';

type Scalar = string | number | boolean;

/** Calls the endpoint with its query or body (or `{ query, body }` when it takes both). */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, context]: InputOf<E> extends void
    ? [input?: undefined, context?: RequestContext]
    : [input: InputOf<E>, context?: RequestContext]
): Promise<ReplyOf<E>> {
  if (endpoint.reply === 'file' || endpoint.reply === 'redirect') {
    throw new Error(`${endpoint.path} is a link the browser follows: use endpointUrl()`);
  }
  const { query, body } = partsOf(endpoint, input);
  const carried = takePageReply(endpoint, query);
  if (carried !== undefined) return carried.reply as ReplyOf<E>;
  const response = await apiClient()(relativePath(endpoint), {
    method: endpoint.method,
    searchParams: query === undefined ? undefined : searchParamsOf(query),
    json: body,
    context: { ...context },
  });
  if (response.status === NO_CONTENT) return null as ReplyOf<E>;
  // The reply's shape is the declaration's: the server only sends what its schema lists, and
  // server tests check every reply against that schema.
  return (await response.json()) as ReplyOf<E>;
}

const NO_CONTENT = 204;

/** The URL of a download or page the browser follows itself (a file, a PDF, a CSV). */
export function endpointUrl<E extends AnyEndpoint>(endpoint: E, query: InputOf<E>): string {
  const params = query === undefined ? '' : `?${searchParamsOf(query as object).toString()}`;
  return `${apiPrefix()}/${relativePath(endpoint)}${params}`;
}

/** Sends the browser to an endpoint that answers with a redirect (a sign-in's start). */
export function followEndpoint<E extends AnyEndpoint>(endpoint: E, query: InputOf<E>): void {
  leaveFor(endpointUrl(endpoint, query));
}

function relativePath(endpoint: AnyEndpoint): string {
  return endpoint.path.replace(/^\/api\//, '');
}

function partsOf(endpoint: AnyEndpoint, input: unknown): { query?: object; body?: unknown } {
  if (endpoint.query !== undefined && endpoint.body !== undefined) {
    const both = input as { query: object; body: unknown };
    return { query: both.query, body: both.body };
  }
  if (endpoint.query !== undefined) return { query: input as object };
  if (endpoint.body !== undefined) return { body: input };
  return {};
}

/** A query object as URL parameters; absent (undefined) fields are left out, not sent as text. */
export function searchParamsOf(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as Array<[string, unknown]>) {
    if (value === undefined || value === null) continue;
    if (!isScalar(value)) throw new Error(`The query field ${name} is not a single value`);
    params.append(name, String(value));
  }
  return params;
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
