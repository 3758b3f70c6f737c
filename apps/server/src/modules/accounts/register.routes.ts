import { accountMessages as m, RegisterRequest, Role } from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { envelope, ok } from '../../platform/reply.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { registerClient } from './register.service.js';

/** POST /register: open to visitors; signs the new client in so the Verify Number step can proceed. */
export async function registerRoutes(app: AppInstance, ctx: AppContext) {
  app.post(
    '/register',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        body: RegisterRequest,
        response: envelope(z.object({ _id: z.string(), role: Role })),
      },
    },
    async (request, reply) => {
      const { session, userId } = await registerClient(ctx.database.db, request.body, ctx.config, {
        sessionDays: ctx.config.sessionDays,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      setSessionCookie(reply, ctx.config, session);
      return ok({ _id: userId, role: 'client' as const }, m.registered);
    },
  );
}
