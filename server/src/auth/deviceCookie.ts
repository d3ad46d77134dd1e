/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"). After a
 * login succeeds, the browser gets a random token bound to that account (the database keeps
 * its sha256). A later login to that account presenting it is judged by the failures of that
 * cookie alone: strangers' failures, which lock the account and fill the school's shared
 * address, do not stop it; its own failures lock out only this cookie.
 *
 * One browser (a classroom computer) is used by many pupils: its cookie holds the tokens of
 * the last MAX_TOKENS_PER_BROWSER accounts that logged in on it. The cookie is sent to the
 * login route only (Path), HttpOnly, SameSite=Strict, and Secure over TLS.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, Executor } from '../db/database';
import {
  deleteExpiredDeviceCookies,
  findLiveDeviceCookies,
  insertDeviceCookie,
  touchDeviceCookie,
  trimDeviceCookies,
} from '../queries/deviceCookies';
import { hashToken, newToken } from './tokens';

/** Over TLS: `__Secure-` makes the browser refuse it unless it was set Secure. */
export const SECURE_DEVICE_COOKIE = '__Secure-sf_device';
export const DEVICE_COOKIE = 'sf_device';
export const DEVICE_COOKIE_PATH = '/api/public/login';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A device is remembered this long after its last login (a school year's holidays and more). */
export const DEVICE_LIFETIME_MS = 180 * DAY_MS;
/** Accounts one browser remembers: a classroom computer's pupils of the day. */
export const MAX_TOKENS_PER_BROWSER = 8;
/** Devices one account keeps: its newest, so a flood of logins cannot grow the table. */
export const MAX_DEVICES_PER_ACCOUNT = 20;

/** newToken(): 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SEPARATOR = '.';

export interface KnownDevice {
  token: string;
  tokenHash: string;
  userId: number;
}

/** The limiter's subject for a device cookie's own failures. */
export function deviceSubject(device: KnownDevice): string {
  return `device:${device.tokenHash}`;
}

export function deviceCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
}

/** The tokens the cookie holds: well-formed ones only, at most MAX_TOKENS_PER_BROWSER. */
export function parseDeviceTokens(value: string | undefined): string[] {
  if (value === undefined || value.length > 4096) return [];
  const tokens = value.split(SEPARATOR).filter((token) => TOKEN.test(token));
  return [...new Set(tokens)].slice(0, MAX_TOKENS_PER_BROWSER);
}

/** The live devices the request's cookie names (any account): one query, at most 8 rows. */
export async function presentedDevices(
  db: Executor,
  request: FastifyRequest,
  now: Date,
): Promise<KnownDevice[]> {
  const tokens = parseDeviceTokens(request.cookies[deviceCookieName(request)]);
  if (tokens.length === 0) return [];
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await findLiveDeviceCookies(db, [...byHash.keys()], now);
  return rows.flatMap((row) => {
    const token = byHash.get(row.token_hash);
    return token === undefined ? [] : [{ token, tokenHash: row.token_hash, userId: row.user_id }];
  });
}

/** What a login did to this browser's devices: the cookie to set once it has committed. */
export interface RememberedDevice {
  /** The cookie's tokens: the account's own first, then the other live ones presented. */
  tokens: string[];
  /** A device was made: a good moment to forget devices long unused (sweepDevices). */
  made: boolean;
}

/**
 * After a successful login to `userId`, in the login's transaction (which holds the user's
 * login lock, lockUserForLogin): keeps this browser's device for the account fresh, or makes
 * one. The cookie is set by setDeviceCookie once the transaction has committed.
 */
export async function rememberDevice(
  trx: Transaction<Database>,
  presented: readonly KnownDevice[],
  userId: number,
  now: Date,
): Promise<RememberedDevice> {
  const expiresAt = new Date(now.getTime() + DEVICE_LIFETIME_MS);
  let own = presented.find((device) => device.userId === userId);
  const made = own === undefined;
  if (own === undefined) {
    const token = newToken();
    own = { token, tokenHash: hashToken(token), userId };
    await insertDeviceCookie(trx, { tokenHash: own.tokenHash, userId, now, expiresAt });
    await trimDeviceCookies(trx, userId, MAX_DEVICES_PER_ACCOUNT);
  } else {
    await touchDeviceCookie(trx, own.tokenHash, now, expiresAt);
  }
  const others = presented.filter((device) => device.userId !== userId).map((d) => d.token);
  return { tokens: [own.token, ...others].slice(0, MAX_TOKENS_PER_BROWSER), made };
}

/**
 * Forgets devices long unused; outside a login's transaction, as a sweep across users inside
 * it could deadlock with another's (PostgreSQL).
 */
export function sweepDevices(db: Executor, now: Date): Promise<void> {
  return deleteExpiredDeviceCookies(db, now);
}

/** Sets the cookie with the devices rememberDevice settled (dropping tokens no longer live). */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  remembered: RememberedDevice,
): void {
  reply.setCookie(deviceCookieName(request), remembered.tokens.join(SEPARATOR), {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_LIFETIME_MS / 1000,
  });
}
