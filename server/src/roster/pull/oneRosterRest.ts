/**
 * Fetches a school's roster from its MIS's OneRoster 1.2 REST API with Node's fetch: an access
 * token by OAuth 2 client credentials, then each collection page by page. Every request has a
 * time limit, every answer a size limit and every collection a count limit, and each way it
 * can fail is one sentence a school admin can act on (a PullFailure). The secret and the token
 * travel only in Authorization headers to the addresses the settings name: never in a URL, a
 * message or a log, and no redirect is followed (it could take them elsewhere).
 */
import { formatBytes, formatCount } from '../rosterLimits';
import { REST_COLLECTIONS, type RestCollection, type RestCollections } from './restRoster';

export const ROSTER_CORE_SCOPE =
  'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly';

export interface RestPullOptions {
  /** How long one request may take, its answer read whole included. */
  timeoutMs: number;
  /** Items asked for a page (`limit`). */
  pageSize: number;
  /** Items read from one collection, at most. */
  itemsMax: number;
  /** Bytes of one answer, once decompressed, at most. */
  bodyBytesMax: number;
  /** Stops the pull (the server shutting down). */
  signal?: AbortSignal;
}

export const DEFAULT_REST_PULL: Readonly<RestPullOptions> = Object.freeze({
  timeoutMs: 30_000,
  pageSize: 1_000,
  itemsMax: 200_000,
  bodyBytesMax: 50 * 1024 * 1024,
});

/** Where the roster is, and the client's credentials. */
export interface RestSource {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Why a pull got nothing, in a sentence for the school's admin (without a full stop). */
export class PullFailure extends Error {}

/** A token answer is a few hundred bytes; anything near this is not one. */
const TOKEN_BYTES_MAX = 64 * 1024;

/** Every collection the roster needs, in order, all or nothing. */
export async function fetchRestCollections(
  source: RestSource,
  options: RestPullOptions = DEFAULT_REST_PULL,
): Promise<RestCollections> {
  const tokens = tokenKeeper(source, options);
  const collections: Partial<Record<RestCollection, unknown[]>> = {};
  for (const name of REST_COLLECTIONS) {
    collections[name] = await fetchCollection(source.baseUrl, name, tokens, options);
  }
  return {
    orgs: collections.orgs ?? [],
    academicSessions: collections.academicSessions ?? [],
    users: collections.users ?? [],
    classes: collections.classes ?? [],
    enrollments: collections.enrollments ?? [],
  };
}

interface TokenKeeper {
  current(): Promise<string>;
  /** A new token, once the MIS refused the one it gave (expired in a long pull). */
  renew(): Promise<string>;
}

function tokenKeeper(source: RestSource, options: RestPullOptions): TokenKeeper {
  let token: Promise<string> | undefined;
  return {
    current: () => (token ??= requestToken(source, options)),
    renew: () => (token = requestToken(source, options)),
  };
}

/** application/x-www-form-urlencoded, as RFC 6749 §2.3.1 has the id and secret encoded. */
const formEncoded = (text: string): string => new URLSearchParams([['', text]]).toString().slice(1);

async function requestToken(source: RestSource, options: RestPullOptions): Promise<string> {
  const what = 'the token URL';
  const url = new URL(source.tokenUrl);
  const credentials = `${formEncoded(source.clientId)}:${formEncoded(source.clientSecret)}`;
  const response = await send(
    url,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        scope: ROSTER_CORE_SCOPE,
      }).toString(),
    },
    what,
    options,
  );
  const max = Math.min(TOKEN_BYTES_MAX, options.bodyBytesMax);
  if (!response.ok) {
    // Only a refusal's OAuth error code is read; any other failure's page is not.
    const refused = response.status === 400 || response.status === 401;
    const said = refused ? await readText(response, url, max, what, options).catch(() => '') : '';
    if (!refused) await discard(response);
    throw new PullFailure(tokenRefusal(response.status, oauthError(parseJson(said))));
  }
  const body = parseJson(await readText(response, url, max, what, options));
  const token = isObject(body) ? body.access_token : undefined;
  if (typeof token !== 'string' || token === '') {
    throw new PullFailure("The MIS's token URL did not answer with an access token");
  }
  const type = isObject(body) ? body.token_type : undefined;
  if (typeof type === 'string' && type.toLowerCase() !== 'bearer') {
    throw new PullFailure(`The MIS's token URL gave a token of type ${short(type)}, not Bearer`);
  }
  return token;
}

function tokenRefusal(status: number, error: string | undefined): string {
  const code = error === undefined ? `${status}` : `${status} ${error}`;
  if (status === 401 || error === 'invalid_client') {
    return `The MIS refused the client id and secret (${status})`;
  }
  if (error === 'invalid_scope') {
    return `The MIS would not give this client the roster-core.readonly scope (${code})`;
  }
  if (status >= 300 && status < 400) return redirected(status, 'the token URL');
  if (status === 404) return `The MIS has no token URL at that address (404): check it`;
  if (status >= 500) return `The MIS's token URL failed (${code})`;
  return `The MIS's token URL refused the request (${code})`;
}

/** OAuth's error code, if the answer has one that reads as one. */
function oauthError(body: unknown): string | undefined {
  const error = isObject(body) ? body.error : undefined;
  return typeof error === 'string' && /^[\w.-]{1,60}$/.test(error) ? error : undefined;
}

interface Page {
  items: unknown[];
  /** X-Total-Count, when the MIS says it. */
  total: number | undefined;
}

/**
 * A whole collection, page after page: until X-Total-Count is reached when the MIS gives it,
 * else until a page holds other than the `limit` asked (fewer: the last; more: the MIS does
 * not page at all).
 */
async function fetchCollection(
  baseUrl: string,
  name: RestCollection,
  tokens: TokenKeeper,
  options: RestPullOptions,
): Promise<unknown[]> {
  const items: unknown[] = [];
  for (;;) {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${name}`);
    url.searchParams.set('limit', String(options.pageSize));
    url.searchParams.set('offset', String(items.length));
    const page = await fetchPage(url, name, tokens, options);
    const total = page.total;
    if (
      (total !== undefined && total > options.itemsMax) ||
      items.length + page.items.length > options.itemsMax
    ) {
      throw new PullFailure(
        `The MIS lists more than ${formatCount(options.itemsMax)} ${name}, more than Skillfolio reads`,
      );
    }
    for (const item of page.items) items.push(item);
    if (total === undefined) {
      if (page.items.length !== options.pageSize) return items;
      continue;
    }
    if (items.length >= total) return items;
    // An empty page short of the total: the rest would be missing, and everyone in it a leaver.
    if (page.items.length === 0) {
      throw new PullFailure(
        `The MIS said it has ${formatCount(total)} ${name} but gave ${formatCount(items.length)}`,
      );
    }
  }
}

async function fetchPage(
  url: URL,
  name: RestCollection,
  tokens: TokenKeeper,
  options: RestPullOptions,
): Promise<Page> {
  const what = `/${name}`;
  const get = async (token: string) =>
    send(
      url,
      { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      what,
      options,
    );
  let response = await get(await tokens.current());
  if (response.status === 401) {
    await discard(response);
    response = await get(await tokens.renew());
  }
  if (!response.ok) {
    await discard(response);
    throw new PullFailure(dataRefusal(response.status, what, url));
  }
  const body = parseJson(await readText(response, url, options.bodyBytesMax, what, options));
  if (body === undefined) throw new PullFailure(`The MIS's answer to ${what} is not JSON`);
  const list = isObject(body) ? body[name] : undefined;
  if (!Array.isArray(list)) {
    throw new PullFailure(`The MIS's answer to ${what} has no "${name}" list`);
  }
  return { items: list as unknown[], total: totalCount(response.headers) };
}

function totalCount(headers: Headers): number | undefined {
  const text = headers.get('x-total-count')?.trim() ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

function dataRefusal(status: number, what: string, url: URL): string {
  if (status >= 300 && status < 400) return redirected(status, what);
  switch (status) {
    case 401:
      return `The MIS refused Skillfolio's access token for ${what} (401)`;
    case 403:
      return `The MIS does not let this client read ${what} (403): give it the roster-core.readonly scope`;
    case 404:
      return `The MIS has no ${what} under ${url.origin}${url.pathname.replace(/\/[^/]*$/, '')} (404): check the base URL`;
    case 429:
      return `The MIS asked Skillfolio to wait (429) while it read ${what}: try again later`;
    default:
      return status >= 500
        ? `The MIS failed while answering ${what} (${status})`
        : `The MIS answered ${what} with ${status}`;
  }
}

const redirected = (status: number, what: string): string =>
  `The MIS answered ${what} with a redirect (${status}), which Skillfolio does not follow: check the address`;

/** One request, within the time limit; a failure to get an answer at all is a PullFailure. */
async function send(
  url: URL,
  init: RequestInit,
  what: string,
  options: RestPullOptions,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'manual', signal: signalFor(options) });
  } catch (error) {
    throw new PullFailure(unreachable(error, url, what, options));
  }
}

function signalFor(options: RestPullOptions): AbortSignal {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  return options.signal === undefined ? timeout : AbortSignal.any([timeout, options.signal]);
}

/**
 * The answer's text, read as it arrives and given up past `max` bytes (counted decompressed,
 * so a small compressed answer cannot unpack into a huge one).
 */
async function readText(
  response: Response,
  url: URL,
  max: number,
  what: string,
  options: RestPullOptions,
): Promise<string> {
  const tooLarge = () =>
    new PullFailure(
      `The MIS's answer to ${what} is larger than ${formatBytes(max)}, more than Skillfolio reads`,
    );
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > max) {
    await discard(response);
    throw tooLarge();
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof PullFailure) throw error;
    throw new PullFailure(unreachable(error, url, what, options));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Lets go of an answer not read, so its connection is freed. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Why no answer came, from fetch's error (never its message, which may say more). */
function unreachable(error: unknown, url: URL, what: string, options: RestPullOptions): string {
  if (options.signal?.aborted === true) {
    return 'The pull stopped: the server was shutting down before it finished';
  }
  if (nameOf(error) === 'TimeoutError') {
    return `The MIS did not answer within ${seconds(options.timeoutMs)} (${what})`;
  }
  const code = causeCode(error);
  const host = url.host;
  switch (code) {
    case 'ECONNREFUSED':
      return `Could not reach the MIS at ${host}: it refused the connection`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Could not reach the MIS: there is no ${url.hostname}`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `The MIS at ${host} closed the connection while answering ${what}`;
    default:
      if (code !== undefined && /CERT|TLS|SSL|SIGNATURE/.test(code)) {
        return `Could not make a secure connection to the MIS at ${host} (${code}): its certificate is not trusted`;
      }
      return `Could not reach the MIS at ${host}${code === undefined ? '' : ` (${code})`}`;
  }
}

function nameOf(error: unknown): string | undefined {
  if (!isObject(error)) return undefined;
  if (error.name === 'TimeoutError') return 'TimeoutError';
  return isObject(error.cause) && error.cause.name === 'TimeoutError' ? 'TimeoutError' : undefined;
}

/** fetch's TypeError carries the socket's or undici's error code as its cause. */
function causeCode(error: unknown): string | undefined {
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && isObject(cause); depth += 1) {
    if (typeof cause.code === 'string' && /^[A-Z_0-9]{2,60}$/.test(cause.code)) return cause.code;
    cause = cause.cause;
  }
  return undefined;
}

/** "30 s", or "0.2 s" for a test's short limit. */
function seconds(ms: number): string {
  return `${ms >= 1000 ? Math.round(ms / 1000) : ms / 1000} s`;
}

const short = (text: string): string => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
