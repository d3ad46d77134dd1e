/**
 * The single HTTP client of the page. SPEC §8's special reply texts become navigation here,
 * once, so a screen only ever sees data or a thrown error.
 */
import ky, { type AfterResponseState, type KyInstance } from 'ky';
import { currentLanguage, i18n } from '../i18n/i18n';
import { REPLY_TEXT } from '../wire/replyTexts';
import { useSession } from '../store/session';

/** Where a special reply sends the user; `fullPage` asks for a real page load. */
export type Navigator = (url: string, options: { fullPage: boolean }) => void;

export interface ApiClientOptions {
  /** Absolute or page-relative URL of the API root. */
  prefixUrl: string;
  navigate: Navigator;
  /** The fetch ky calls (default: the page's own); tests hand in one that reaches the app in-process. */
  fetch?: typeof fetch;
}

export const LOGIN_URL = '/app/public/login';
export const NOT_AUTHORISED_URL = '/app/public/notauthorised';
/** The user's own security page, where an admin enrols the second factor admin calls need. */
export const SECURITY_URL = '/app/security';

/** Marks a request whose special replies the caller handles itself (the first user check). */
export interface RequestContext {
  handleRepliesMyself?: boolean;
}

const defaultNavigate: Navigator = (url) => window.location.assign(url);

/** A header a cross-site form cannot send: the server refuses writes without it (CSRF). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'skillfolio';

let options: ApiClientOptions = { prefixUrl: '/api', navigate: defaultNavigate };
let client: KyInstance | null = null;

/** Points the client elsewhere (tests, a standalone remote) or swaps in the router's navigation. */
export function configureApiClient(next: Partial<ApiClientOptions>): void {
  options = { ...options, ...next };
  client = null;
}

/** The API root the client calls, without a trailing slash: for links the browser follows. */
export function apiPrefix(): string {
  return options.prefixUrl.replace(/\/+$/, '');
}

/** Leaves the app for a page the server answers itself (a sign-in at a school's provider). */
export function leaveFor(url: string): void {
  options.navigate(url, { fullPage: true });
}

export function apiClient(): KyInstance {
  client ??= ky.create({
    prefix: options.prefixUrl,
    credentials: 'same-origin',
    retry: 0,
    timeout: 30_000,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    hooks: { beforeRequest: [inPageLanguage], afterResponse: [handleSpecialReplies] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return client;
}

/** The server answers (refusals, files) in the language the page is in. */
function inPageLanguage({ request }: { request: Request }): void {
  request.headers.set('Accept-Language', currentLanguage());
}

function currentPath(): string {
  if (typeof window === 'undefined') return '/app/';
  return window.location.pathname + window.location.search;
}

async function handleSpecialReplies({
  request,
  options: requestOptions,
  response,
}: AfterResponseState): Promise<void> {
  if (response.ok) return;
  const context = requestOptions.context as RequestContext;
  if (response.status >= 500) {
    // Only a 503's body says something for the user: why, and that waiting helps.
    const body = response.status === 503 ? await response.clone().text() : '';
    followSpecialReply(request.method, response.status, body);
    return;
  }
  if (context?.handleRepliesMyself) return;
  followSpecialReply(request.method, response.status, await response.clone().text());
}

/** The longest 503 sentence shown as the server gave it; anything longer is not ours. */
const UNAVAILABLE_TEXT_MAX = 300;

/**
 * The banner of a 503: the server's own sentence (the database is down, the server is busy:
 * "… try again in a moment") when it gave one as `{ error }`, else a fixed one of the kind.
 */
function unavailableText(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const error = (parsed as { error?: unknown }).error;
      if (
        typeof error === 'string' &&
        error.trim() !== '' &&
        error.length <= UNAVAILABLE_TEXT_MAX
      ) {
        return error;
      }
    }
  } catch {
    // Not JSON: a proxy's page, say.
  }
  // The English is wire's ENVIRONMENT_TEXT.unavailable; kept in the client's own catalogue,
  // which the shell always has, so a banner never waits for the wire texts.
  return i18n.t('api:unavailable');
}

/**
 * What every failed reply does to the page (SPEC §8), for the client's hook and for the one
 * request ky cannot make (an upload that reports its progress, see resources.ts): a 5xx
 * shows the banner (a 503, the environment's failure, with its "try again in a moment"
 * sentence); the special texts navigate.
 */
export function followSpecialReply(method: string, status: number, body: string): void {
  if (status >= 500) {
    // SPEC §8's banner text for a failure on the server's side, in the page's language.
    useSession
      .getState()
      .showBanner(status === 503 ? unavailableText(body) : i18n.t('api:serverFailure'));
    return;
  }
  const text = body.trim();
  const isRead = method === 'GET' || method === 'HEAD';
  if (isRead && text === REPLY_TEXT.notAuthenticated) {
    options.navigate(LOGIN_URL, { fullPage: true });
  } else if (isRead && text === REPLY_TEXT.notAuthorised) {
    options.navigate(NOT_AUTHORISED_URL, { fullPage: false });
  } else if (!isRead && text === REPLY_TEXT.notLoggedIn) {
    options.navigate(`${LOGIN_URL}?returnUrl=${encodeURIComponent(currentPath())}`, {
      fullPage: true,
    });
  } else if (!isRead && text === REPLY_TEXT.notAuthorised) {
    options.navigate(NOT_AUTHORISED_URL, { fullPage: false });
  } else if (text === REPLY_TEXT.secondFactorRequired) {
    options.navigate(SECURITY_URL, { fullPage: false });
  }
}
