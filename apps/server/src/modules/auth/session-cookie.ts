import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import { SESSION_COOKIE } from '../../platform/auth-guard.js';
import type { NewSession } from './sessions.service.js';

/** httpOnly, SameSite=Lax, Secure in production (issue 3 "Security"). */
export const sessionCookieOptions = (config: Config) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure }) as const;

/** Without "Remember me" the cookie has no expiry, so it ends with the browser session. */
export function setSessionCookie(reply: FastifyReply, config: Config, session: NewSession) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...sessionCookieOptions(config),
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
}
