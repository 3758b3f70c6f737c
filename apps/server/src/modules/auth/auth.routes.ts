import { LoginRequest, Role, SessionUser } from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireUser, SESSION_COOKIE } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { login, revokeSession } from './auth.service.js';

export async function authRoutes(app: AppInstance, ctx: AppContext) {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.cookieSecure } as const;

  app.post(
    '/login',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: LoginRequest, response: envelope(z.object({ role: Role })) },
    },
    async (request, reply) => {
      const session = await login(ctx.database.db, request.body, {
        sessionDays: ctx.config.sessionDays,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      // Without "Remember me" the cookie ends with the browser session.
      reply.setCookie(SESSION_COOKIE, session.token, {
        ...cookieOptions,
        ...(session.remember ? { expires: session.expiresAt } : {}),
      });
      return ok({ role: session.role });
    },
  );

  app.post('/revoke', { schema: { tags: ['auth'], response: envelope(z.null()) } }, async (request, reply) => {
    if (request.sessionToken) await revokeSession(ctx.database.db, request.sessionToken);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return ok(null);
  });

  app.get('/auth/me', { schema: { tags: ['auth'], response: envelope(SessionUser) } }, async (request) =>
    ok(requireUser(request)),
  );
}
