/**
 * The shell's page, as served for every client route. A bare page makes the browser find its
 * work one step at a time: main.js, then the shell's startup chunks, then the remotes manifest
 * and GetCurrentUser, then the area's remoteEntry.js, then the area's routes, then the
 * screen's data: five round trips before a pupil sees anything, each ~150 ms on a phone
 * network. So the page carries:
 * - the remotes manifest and GetCurrentUser's answer, inline as JSON (`#sf-boot`), which the
 *   shell reads instead of asking for them;
 * - `<link rel="preload">` for every script the first screen needs: the shell's startup
 *   chunks, and the entry and routes of the area the path belongs to (when this session may
 *   open it), all listed at build time in each build's preload.json;
 * - the same for the message catalogues those screens read, in the reader's language (their
 *   own, their school's, or the browser's): each is a chunk fetched only when asked, a round
 *   trip after the code that asks for it otherwise.
 * The shell's own scripts are also sent at once as 103 Early Hints, before any database work.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AREA_SHARED_CATALOGUES,
  areaForPath,
  firstScreenCalls,
  replyKey,
  SHELL_CATALOGUES,
  type AreaName,
} from '@skillfolio/shared/contract';
import { isLanguage, type Language } from '@skillfolio/shared/wire';
import type { SessionReply } from '@skillfolio/shared/types';
import { currentUserReply } from '../auth/currentUserRoutes';
import { mayAccess } from '../plugins/guard';
import type { RequestSession } from '../plugins/sessions';
import { BUILD_RECORD_FILE, liveVersions } from './releases';
import { buildRemotesManifest, type RemotesManifest } from './remotesManifest';

export interface ShellPageOptions {
  staticRoot: string;
  remoteBaseUrl: string;
  releasesDir: string;
  releaseBaseUrl: string;
}

/** What the shell reads from the page before it starts (shell/src/session/bootData.ts). */
export interface BootData {
  remotes: RemotesManifest;
  currentUser: SessionReply | null;
  /**
   * The build record (build-info.json) of the area whose scripts the page names, by its
   * entry's URL: the shell checks an area's record before loading it, a round trip otherwise.
   */
  builds: Record<string, unknown>;
  /** The first screen's GET replies by replyKey (contract/firstReplies.ts). */
  replies: Record<string, unknown>;
}

const SHELL_PREFIX = '/app/';
const LOCAL_REMOTES = '/app/remotes/';
const LOCAL_RELEASES = '/app/releases/';
/** Written by each build beside its entry (shared/webpack/federation.cjs, PRELOAD_FILE). */
const PRELOAD_FILE = 'preload.json';

/** The page, or undefined when there is no built shell to serve. */
export async function shellPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ShellPageOptions,
): Promise<string | undefined> {
  const shellDist = path.join(options.staticRoot, 'shell', 'dist');
  const template = await readText(path.join(shellDist, 'index.html'));
  if (template === undefined) return undefined;
  const shellBuild = await preloadList(shellDist);
  const shellScripts = shellBuild.files.map((file) => SHELL_PREFIX + file);
  sendEarlyHints(reply, shellScripts);

  const db = request.server.db;
  await request.server.sessions.load(request, true);
  const [currentUser, live] = await Promise.all([
    currentUserReply(db, request.session),
    liveVersions(db),
  ]);
  const remotes = buildRemotesManifest(options.remoteBaseUrl, live, options.releaseBaseUrl);
  // A session still owing its second factor has no user yet: it may open what a visitor may.
  const area = pageArea(request.url, currentUser === null ? null : request.session);
  const language = pageLanguage(currentUser, request.language);
  const areaBuild = await areaPreloads(remotes, area, live, options, language, shellBuild);
  const builds = areaBuild.record === undefined ? {} : { [remotes[area]]: areaBuild.record };
  const replies =
    currentUser === null || area === 'public' ? {} : await firstReplies(request, currentUser);
  const shellWords = [...SHELL_CATALOGUES, ...AREA_SHARED_CATALOGUES[area]].flatMap(
    (namespace) => shellBuild.catalogues[language]?.[namespace] ?? [],
  );
  return withBoot(template, { remotes, currentUser, builds, replies }, [
    ...new Set([...shellScripts, ...shellWords.map((file) => SHELL_PREFIX + file)]),
    ...areaBuild.scripts,
  ]);
}

/**
 * The language the page will most likely be drawn in (shared/src/i18n/languageChoice.ts):
 * the person's, else their school's, else the browser's. A choice kept only in the browser
 * (logged out, or a parent's) is not seen here: then the preloads are of the other language,
 * and the page fetches its own as it would without them.
 */
function pageLanguage(session: SessionReply | null, browser: Language): Language {
  const own = session?.currentUser.language;
  const school = session?.currentSchool?.default_language;
  return isLanguage(own) ? own : isLanguage(school) ? school : browser;
}

/**
 * The replies to the first screen's calls, each asked of our own routes with this request's
 * cookie, so each is checked (role, school, ownership) as if the browser had asked. A call
 * refused or failed is left out: the browser then asks for it itself and shows what it gets.
 */
async function firstReplies(
  request: FastifyRequest,
  session: SessionReply,
): Promise<Record<string, unknown>> {
  const calls = firstScreenCalls(pagePath(request.url), session);
  const cookie = request.headers.cookie;
  if (calls.length === 0 || cookie === undefined) return {};
  const replies: Record<string, unknown> = {};
  for (const { endpoint, query } of calls) {
    const key = replyKey(endpoint.path, query);
    const answer = await request.server.inject({
      method: 'GET',
      url: key,
      headers: { cookie },
      remoteAddress: request.ip,
    });
    if (answer.statusCode !== 200 || !isJson(answer.headers['content-type'])) continue;
    replies[key] = answer.json();
  }
  return replies;
}

const isJson = (type: string | string[] | number | undefined) =>
  typeof type === 'string' && type.startsWith('application/json');

/** The page with the boot data and the preload links written into its head. */
function withBoot(template: string, boot: BootData, scripts: readonly string[]): string {
  const links = scripts.map((src) => `<link rel="preload" as="script" href="${attr(src)}">`);
  const data = `<script type="application/json" id="sf-boot">${inlineJson(boot)}</script>`;
  const head = [...links, data].join('');
  const at = template.indexOf('</head>');
  // A page without a head of its own (none is built so) still gets them, first.
  return at < 0 ? head + template : template.slice(0, at) + head + template.slice(at);
}

/**
 * JSON that cannot end its <script> element: `<` is written as \u003c, so a pupil called
 * `</script><script>…` stays text (JSON.parse reads it back unchanged).
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The area whose scripts to preload: the path's, when this session may open it; else public. */
function pageArea(url: string, session: RequestSession | null): AreaName {
  const { name, access } = areaForPath(pagePath(url));
  // The same rule as the routes': a page's 'anyone' is a route's 'public'.
  return mayAccess(session, access === 'anyone' ? 'public' : access) ? name : 'public';
}

/** A page URL's path inside /app: /app/selfassessment?x=1 → /selfassessment. */
function pagePath(url: string): string {
  return (url.split('?')[0] ?? '').replace(/^\/app(?=\/|$)/i, '') || '/';
}

/**
 * The area's scripts and build record: its build's preload list and build-info.json when the
 * build is on this machine (served from /app/remotes/ or /app/releases/); from elsewhere,
 * none, and the shell fetches the entry and the record itself.
 */
async function areaPreloads(
  remotes: RemotesManifest,
  area: AreaName,
  live: Partial<Record<AreaName, string>>,
  options: ShellPageOptions,
  language: Language,
  shellBuild: PreloadList,
): Promise<{ scripts: string[]; record?: unknown }> {
  const entry = remotes[area];
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const version = live[area];
  const dir =
    version === undefined
      ? base === `${LOCAL_REMOTES}${area}/`
        ? path.join(options.staticRoot, `remote-${area}`, 'dist')
        : undefined
      : base === `${LOCAL_RELEASES}${area}/${version}/`
        ? path.join(options.releasesDir, area, version)
        : undefined;
  // Nothing named that may not be there: Chromium keeps a failed preload for the page's
  // life, so an area missing now would stay missing after its Retry, though it came back.
  if (dir === undefined) return { scripts: [] };
  const build = await preloadList(dir);
  // The area's own namespaces: shared's are the shell's (the page has the shell's copy).
  const words = Object.entries(build.catalogues[language] ?? {})
    .filter(([namespace]) => shellBuild.catalogues[language]?.[namespace] === undefined)
    .flatMap(([, files]) => files);
  const record = await readText(path.join(dir, BUILD_RECORD_FILE));
  return {
    scripts: [...new Set([...build.files, ...words])].map((file) => base + file),
    ...(record === undefined ? {} : { record: JSON.parse(record) as unknown }),
  };
}

/** A build's first-screen scripts, and its catalogues' chunks by language and namespace. */
interface PreloadList {
  files: string[];
  catalogues: Partial<Record<Language, Record<string, string[]>>>;
}

/** A build's preload.json (shared/webpack/federation.cjs writes it); none from an old build. */
async function preloadList(dir: string): Promise<PreloadList> {
  const text = await readText(path.join(dir, PRELOAD_FILE));
  if (text === undefined) return { files: [], catalogues: {} };
  const parsed = JSON.parse(text) as { files?: unknown; catalogues?: unknown };
  const catalogues: PreloadList['catalogues'] = {};
  if (typeof parsed.catalogues === 'object' && parsed.catalogues !== null) {
    for (const [language, namespaces] of Object.entries(parsed.catalogues)) {
      if (!isLanguage(language) || typeof namespaces !== 'object' || namespaces === null) continue;
      catalogues[language] = Object.fromEntries(
        Object.entries(namespaces as Record<string, unknown>).map(([namespace, files]) => [
          namespace,
          scriptNames(files),
        ]),
      );
    }
  }
  return { files: scriptNames(parsed.files), catalogues };
}

/** Plain file names of this build only: a list cannot point the page anywhere else. */
function scriptNames(files: unknown): string[] {
  if (!Array.isArray(files)) return [];
  return files.filter(
    (file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file),
  );
}

/** 103 Early Hints, where the connection can carry them (a test's injected request cannot). */
function sendEarlyHints(reply: FastifyReply, scripts: readonly string[]): void {
  if (scripts.length === 0 || typeof reply.raw.writeEarlyHints !== 'function') return;
  reply.raw.writeEarlyHints({ link: scripts.map(preloadHeader) });
}

function preloadHeader(src: string): string {
  return `<${src}>; rel=preload; as=script`;
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await fs.promises.readFile(file, 'utf8');
  } catch (error) {
    // Checked by shape, not `instanceof Error`, which fails across realms (jest's sandbox).
    const code =
      typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
