/**
 * The registration cookie: an opaque token naming the browser's registration row. Like the
 * session cookie, `__Host-` over HTTPS and plain over HTTP, HttpOnly and SameSite=Lax.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REGISTRATION_COOKIE = 'sf_registration';
export const SECURE_REGISTRATION_COOKIE = '__Host-sf_registration';

function isTls(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function cookieName(request: FastifyRequest): string {
  return isTls(request) ? SECURE_REGISTRATION_COOKIE : REGISTRATION_COOKIE;
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: isTls(request) } as const;
}

export function registrationToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[cookieName(request)];
  return token === undefined || token === '' ? undefined : token;
}

export function setRegistrationCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(cookieName(request), token, cookieOptions(request));
}

export function clearRegistrationCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), cookieOptions(request));
}
