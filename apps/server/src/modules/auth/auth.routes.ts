import { accountMessages, ChangePasswordRequest, LoginRequest, Role, SessionUser } from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireUser } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { changePassword, login, revokeSession } from './auth.service.js';
import { googleRoutes } from './google.routes.js';
import { identityLimiter } from './identity-limit.js';
import { forgetUserSessions } from './session-cache.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function authRoutes(app: AppInstance, ctx: AppContext) {
  const loginLimitPerIdentity = identityLimiter(app, 'login', 10, '15 minutes');

  // Whatever a signed-in user changed (profile, verification, password), their next request in this
  // process reads the session afresh: the cache (session-cache.ts) is dropped once the change is
  // committed and answered. Every API route lives in this context, so the hook sees all of them.
  app.addHook('onResponse', async (request) => {
    if (request.viewer && !READS.has(request.method)) forgetUserSessions(request.viewer._id);
  });

  app.post(
    '/login',
    {
      config: { rateLimit: { max: ctx.config.loginLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: LoginRequest, response: envelope(z.object({ role: Role })) },
    },
    async (request, reply) => {
      const session = await loginLimitPerIdentity.guard(request, () =>
        login(ctx.database.db, request.body, {
          sessionDays: ctx.config.sessionDays,
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        }),
      );
      setSessionCookie(reply, ctx.config, session);
      return ok({ role: session.role });
    },
  );

  app.post(
    '/revoke',
    { schema: { tags: ['auth'], response: envelope(z.null()) } },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(ctx.database.db, request.sessionToken);
      clearSessionCookie(reply, ctx.config);
      return ok(null);
    },
  );

  // A visitor is an answer, not an error: 200 with a null user, so the browser logs no 401 on every
  // public page (issue 19, Lighthouse best practices). A session token that no longer works is still
  // a 401 ("Your session has ended"): that browser was signed in.
  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], response: envelope(SessionUser.nullable()) } },
    async (request) => {
      if (request.sessionToken) requireUser(request);
      return ok(request.viewer);
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: ChangePasswordRequest, response: envelope(z.null()) },
    },
    async (request) => {
      const user = requireUser(request);
      await changePassword(ctx.database.db, user._id, request.sessionToken, request.body);
      return ok(null, accountMessages.passwordChanged);
    },
  );

  /** Which social sign-ins this server can run: the Sign In dialog explains the ones it cannot. */
  app.get(
    '/auth/providers',
    { schema: { tags: ['auth'], response: envelope(z.object({ google: z.boolean() })) } },
    async () => ok({ google: ctx.config.google !== undefined }),
  );

  await googleRoutes(app, ctx);
}
