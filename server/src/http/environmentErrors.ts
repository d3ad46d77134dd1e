/**
 * Which failures are the environment's, not the user's or ours: the database cannot be
 * reached or is too busy, the disk is full or failing. A request that meets one gets 503 with
 * Retry-After and a sentence a person understands (the screens show it in the error banner),
 * and the log names the cause, so an operator sees an outage rather than a page of 500s.
 * Everything else stays a 500: a bug must not hide behind "try again".
 */
import type { FastifyReply } from 'fastify';
import { ENVIRONMENT_TEXT } from '@skillfolio/shared/wire';
import { errorReply } from '../wire/replies';

export type EnvironmentCause =
  'database unavailable' | 'database busy' | 'disk full' | 'disk error';

/** What the browser is told for each cause (`{ error }` of the 503). */
const TEXT_OF: Record<EnvironmentCause, string> = {
  'database unavailable': ENVIRONMENT_TEXT.databaseUnavailable,
  'database busy': ENVIRONMENT_TEXT.databaseBusy,
  'disk full': ENVIRONMENT_TEXT.diskFull,
  'disk error': ENVIRONMENT_TEXT.databaseUnavailable,
};

/** Seconds a client should wait before trying again: a restart of PostgreSQL takes about this. */
export const ENVIRONMENT_RETRY_AFTER_SECONDS = 5;

/**
 * Node's error codes of a socket to the database. Only a failed system call counts (the error
 * names its `syscall`): a browser that gives up on its upload makes Node's request stream fail
 * with ECONNRESET too, but as a plain "aborted", and that is no outage.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Node's error codes of a file being written: an upload's spool file, SQLite's own. */
const FILE_CODES = new Map<string, EnvironmentCause>([
  ['ENOSPC', 'disk full'],
  ['EDQUOT', 'disk full'],
  ['EIO', 'disk error'],
  ['EROFS', 'disk error'],
]);

/** PostgreSQL's SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
function postgresCause(code: string): EnvironmentCause | undefined {
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down).
  if (code === '57P01' || code === '57P02' || code === '57P03') return 'database unavailable';
  // Class 08: connection exception.
  if (/^08[0-9A-Z]{3}$/.test(code)) return 'database unavailable';
  if (code === '53100') return 'disk full';
  // Class 53, insufficient resources: too_many_connections, out_of_memory, …
  if (/^53[0-9A-Z]{3}$/.test(code)) return 'database busy';
  if (code === '58030') return 'disk error';
  return undefined;
}

/** SQLite's result codes as better-sqlite3 names them, extended codes included. */
function sqliteCause(code: string): EnvironmentCause | undefined {
  if (code === 'SQLITE_FULL') return 'disk full';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'database busy';
  if (code.startsWith('SQLITE_IOERR')) return 'disk error';
  if (code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_READONLY')) {
    return 'database unavailable';
  }
  return undefined;
}

/**
 * node-postgres's own errors carry no code, only these messages: a connection that ended
 * under a query, a client already broken, and the pool's connect timeouts.
 */
const PG_MESSAGES: Array<[string, EnvironmentCause]> = [
  // The pool's queue waited connectionTimeoutMillis for a free client: every one is in use.
  ['timeout exceeded when trying to connect', 'database busy'],
  // A new connection that PostgreSQL did not answer in time.
  ['Connection terminated due to connection timeout', 'database unavailable'],
  ['Connection terminated unexpectedly', 'database unavailable'],
  ['Connection terminated', 'database unavailable'],
  ['Client has encountered a connection error and is not queryable', 'database unavailable'],
];

function causeOfOne(error: object): EnvironmentCause | undefined {
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) && 'syscall' in error) return 'database unavailable';
    const cause = FILE_CODES.get(code) ?? sqliteCause(code) ?? postgresCause(code);
    if (cause !== undefined) return cause;
  }
  const message = 'message' in error ? error.message : undefined;
  if (typeof message === 'string') {
    for (const [text, cause] of PG_MESSAGES) if (message === text) return cause;
  }
  return undefined;
}

/** How deep a chain of causes is followed: wrappers are few, and a cycle must end. */
const MAX_DEPTH = 8;

/**
 * The environment's cause of `error`, looking through `cause` chains and the errors of an
 * AggregateError (Node's connect tries every address of a host name); undefined when none is.
 */
export function environmentCauseOf(error: unknown): EnvironmentCause | undefined {
  const seen = new Set<object>();
  const pending: Array<{ value: unknown; depth: number }> = [{ value: error, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.shift();
    if (next === undefined) break;
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    const cause = causeOfOne(value);
    if (cause !== undefined) return cause;
    if (depth >= MAX_DEPTH) continue;
    if ('cause' in value) pending.push({ value: value.cause, depth: depth + 1 });
    if ('errors' in value && Array.isArray(value.errors)) {
      for (const inner of value.errors.slice(0, MAX_DEPTH) as unknown[]) {
        pending.push({ value: inner, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/** Sends the 503 of an environment's failure. */
export function sendEnvironmentError(reply: FastifyReply, cause: EnvironmentCause): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(ENVIRONMENT_RETRY_AFTER_SECONDS))
    .send(errorReply(TEXT_OF[cause]));
}
