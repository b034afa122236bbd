import type { FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/cookie';
import { REFRESH_TOKEN_LIFETIME_SECONDS } from './refresh-tokens';

/** Fixed by docs/TEAM-INTERFACES.md: only the v3 auth calls ever see the refresh token. */
export const REFRESH_COOKIE_NAME = 'studio_refresh';
export const REFRESH_COOKIE_PATH = '/api/v3/auth';

const cookieOptions = (request: FastifyRequest) => ({
  path: REFRESH_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'strict' as const,
  // Browsers drop Secure cookies on plain http; the local server runs on http://localhost.
  secure: request.protocol === 'https',
});

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(REFRESH_COOKIE_NAME, token, {
    ...cookieOptions(request),
    maxAge: REFRESH_TOKEN_LIFETIME_SECONDS,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, cookieOptions(request));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE_NAME];
  return value ? value : undefined;
}
