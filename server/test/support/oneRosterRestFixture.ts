/**
 * A MIS's OneRoster 1.2 REST API for the roster pull's tests: a plain node:http server on
 * 127.0.0.1 (a port freePort picks) serving the generator's tables (oneRosterFile.ts) as the
 * API's JSON. Its token endpoint checks the client id and secret (HTTP Basic, client
 * credentials) and the scope; its collections check the Bearer token and page by `limit` and
 * `offset`, with X-Total-Count. `behaviour` makes it misbehave as a real MIS might.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../../../scripts/testing/freePort.cjs';
import type { OneRosterTables } from './oneRosterFile';

export const FIXTURE_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly';
const API_PATH = '/ims/oneroster/rostering/v1p2';
const COLLECTIONS = ['orgs', 'academicSessions', 'users', 'classes', 'enrollments'] as const;
type Collection = (typeof COLLECTIONS)[number];

export interface FixtureBehaviour {
  /** Never answer anything (a MIS that hangs): requests stay open until the fixture stops. */
  hang: boolean;
  /** The most items a page holds, whatever `limit` asks (a MIS's own cap). */
  pageCap: number;
  /** Send X-Total-Count. */
  totalCount: boolean;
  /** Say this many more items than there are in X-Total-Count (a MIS that loses some). */
  overstateTotal: number;
  /** Refuse a token once it has been used for this many requests (it expired). */
  tokenUses: number;
  /** Answer every collection with this status instead (with a small HTML page). */
  collectionStatus: number | undefined;
  /** Answer every collection with a redirect to this address. */
  redirectTo: string | undefined;
  /** Answer every collection with this text instead of JSON. */
  notJson: string | undefined;
  /** Send bodies in pieces without a Content-Length, as a streaming MIS does. */
  chunked: boolean;
}

export interface FixtureRequest {
  method: string;
  path: string;
  /** limit and offset, as asked. */
  limit: string | null;
  offset: string | null;
  /** Which kind of credentials came: never their value. */
  auth: 'basic' | 'bearer' | 'none';
}

export interface RestFixture {
  /** The base URL a school's settings name. */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every request, in order. */
  requests: FixtureRequest[];
  /** Every access token issued, to look for in replies and logs. */
  tokens: string[];
  behaviour: FixtureBehaviour;
  /** Serves these tables from now on (next year's roster, a pupil gone). */
  serve(tables: OneRosterTables): void;
  stop(): Promise<void>;
}

const DEFAULT_BEHAVIOUR: FixtureBehaviour = {
  hang: false,
  pageCap: 1_000,
  totalCount: true,
  overstateTotal: 0,
  tokenUses: Number.POSITIVE_INFINITY,
  collectionStatus: undefined,
  redirectTo: undefined,
  notJson: undefined,
  chunked: false,
};

type Json = Record<string, unknown>;

const ref = (sourcedId: string, type: string) => ({
  href: `${API_PATH}/${type}s/${sourcedId}`,
  sourcedId,
  type,
});
const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
/** Bulk CSV writes active as blank; the API always says it. */
const statusOf = (row: Record<string, string>): string => row.status || 'active';

/** The generator's tables as the API's collections (OneRoster 1.2 REST JSON). */
export function restCollections(tables: OneRosterTables): Record<Collection, Json[]> {
  const rolesOf = new Map<string, Json[]>();
  for (const role of tables.roles.rows) {
    const list = rolesOf.get(role.userSourcedId ?? '') ?? [];
    list.push({
      roleType: role.roleType,
      role: role.role,
      org: ref(role.orgSourcedId ?? '', 'org'),
      userProfile: null,
    });
    rolesOf.set(role.userSourcedId ?? '', list);
  }
  return {
    orgs: tables.orgs.rows.map((row) => ({
      sourcedId: row.sourcedId,
      status: statusOf(row),
      dateLastModified: row.dateLastModified,
      name: row.name,
      type: row.type,
      identifier: row.identifier,
      parent: row.parentSourcedId ? ref(row.parentSourcedId, 'org') : null,
    })),
    academicSessions: tables.academicSessions.rows.map((row) => ({
      sourcedId: row.sourcedId,
      status: statusOf(row),
      dateLastModified: row.dateLastModified,
      title: row.title,
      type: row.type,
      startDate: row.startDate,
      endDate: row.endDate,
      schoolYear: row.schoolYear,
      parent: row.parentSourcedId ? ref(row.parentSourcedId, 'academicSession') : null,
    })),
    users: tables.users.rows.map((row) => ({
      sourcedId: row.sourcedId,
      status: statusOf(row),
      dateLastModified: row.dateLastModified,
      enabledUser: row.enabledUser !== 'false',
      username: row.username,
      userIds: [],
      givenName: row.givenName,
      familyName: row.familyName,
      middleName: row.middleName,
      identifier: row.identifier,
      email: row.email,
      grades: listOf(row.grades),
      roles: rolesOf.get(row.sourcedId ?? '') ?? [],
      primaryOrg: row.primaryOrgSourcedId ? ref(row.primaryOrgSourcedId, 'org') : null,
    })),
    classes: tables.classes.rows.map((row) => ({
      sourcedId: row.sourcedId,
      status: statusOf(row),
      dateLastModified: row.dateLastModified,
      title: row.title,
      classCode: row.classCode,
      classType: row.classType,
      location: row.location,
      grades: listOf(row.grades),
      subjects: listOf(row.subjects),
      course: ref(row.courseSourcedId ?? '', 'course'),
      school: ref(row.schoolSourcedId ?? '', 'org'),
      terms: listOf(row.termSourcedIds).map((id) => ref(id, 'academicSession')),
    })),
    enrollments: tables.enrollments.rows.map((row) => ({
      sourcedId: row.sourcedId,
      status: statusOf(row),
      dateLastModified: row.dateLastModified,
      role: row.role,
      primary: row.primary === 'true',
      user: ref(row.userSourcedId ?? '', 'user'),
      class: ref(row.classSourcedId ?? '', 'class'),
      school: ref(row.schoolSourcedId ?? '', 'org'),
    })),
  };
}

/** application/x-www-form-urlencoded decoding, as RFC 6749 has Basic credentials encoded. */
const formDecoded = (text: string): string => new URLSearchParams(`a=${text}`).get('a') ?? '';

export async function startOneRosterRestFixture(tables: OneRosterTables): Promise<RestFixture> {
  const clientId = 'skillfolio-pull';
  const clientSecret = `secret-${randomBytes(12).toString('hex')}`;
  const requests: FixtureRequest[] = [];
  const tokens: string[] = [];
  const uses = new Map<string, number>();
  const behaviour: FixtureBehaviour = { ...DEFAULT_BEHAVIOUR };
  let collections = restCollections(tables);

  const send = (
    response: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.statusCode = status;
    response.setHeader('content-type', typeof body === 'string' ? 'text/html' : 'application/json');
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, String(value));
    if (!behaviour.chunked) {
      response.setHeader('content-length', Buffer.byteLength(text));
      response.end(text);
      return;
    }
    for (let at = 0; at < text.length; at += 4096) response.write(text.slice(at, at + 4096));
    response.end();
  };

  const token = (request: http.IncomingMessage, body: string, response: http.ServerResponse) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [id, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':')
      .map(formDecoded);
    if (scheme !== 'Basic' || id !== clientId || secret !== clientSecret) {
      send(response, 401, { error: 'invalid_client' }, { 'www-authenticate': 'Basic' });
      return;
    }
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'client_credentials') {
      send(response, 400, { error: 'unsupported_grant_type' });
      return;
    }
    if (!(form.get('scope') ?? '').split(' ').includes(FIXTURE_SCOPE)) {
      send(response, 400, { error: 'invalid_scope' });
      return;
    }
    const issued = randomBytes(24).toString('base64url');
    tokens.push(issued);
    uses.set(issued, 0);
    send(response, 200, {
      access_token: issued,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: FIXTURE_SCOPE,
    });
  };

  const collection = (
    name: Collection,
    url: URL,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ) => {
    const [scheme, presented = ''] = (request.headers.authorization ?? '').split(' ');
    const used = uses.get(presented);
    if (scheme !== 'Bearer' || used === undefined || used >= behaviour.tokenUses) {
      send(response, 401, { imsx_codeMajor: 'failure', imsx_description: 'Unauthorized' });
      return;
    }
    uses.set(presented, used + 1);
    if (behaviour.redirectTo !== undefined) {
      send(response, 302, '', { location: behaviour.redirectTo });
      return;
    }
    if (behaviour.collectionStatus !== undefined) {
      send(response, behaviour.collectionStatus, '<html>No</html>');
      return;
    }
    if (behaviour.notJson !== undefined) {
      send(response, 200, behaviour.notJson);
      return;
    }
    const all = collections[name];
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), behaviour.pageCap);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const headers: Record<string, string> = behaviour.totalCount
      ? { 'x-total-count': String(all.length + behaviour.overstateTotal) }
      : {};
    send(response, 200, { [name]: all.slice(offset, offset + limit) }, headers);
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const authorization = request.headers.authorization ?? '';
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      limit: url.searchParams.get('limit'),
      offset: url.searchParams.get('offset'),
      auth: authorization.startsWith('Basic ')
        ? 'basic'
        : authorization.startsWith('Bearer ')
          ? 'bearer'
          : 'none',
    });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // Hanging: the request is read, never answered.
      if (behaviour.hang) return;
      if (request.method === 'POST' && url.pathname === '/oauth/token') {
        token(request, Buffer.concat(chunks).toString('utf8'), response);
        return;
      }
      const name = url.pathname.slice(API_PATH.length + 1) as Collection;
      if (
        request.method === 'GET' &&
        url.pathname.startsWith(`${API_PATH}/`) &&
        COLLECTIONS.includes(name)
      ) {
        collection(name, url, request, response);
        return;
      }
      send(response, 404, '<html>Not found</html>');
    });
  });

  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    baseUrl: `${origin}${API_PATH}`,
    tokenUrl: `${origin}/oauth/token`,
    clientId,
    clientSecret,
    requests,
    tokens,
    behaviour,
    serve(next) {
      collections = restCollections(next);
    },
    async stop() {
      // A hanging request would keep close() waiting for ever.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
