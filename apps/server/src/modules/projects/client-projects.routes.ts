import { ClientProjectPage, ListQueryInput } from '@reno/domain';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { getClientProjects } from './client-projects.service.js';

/**
 * The client dashboard's and project dashboard's read: only the session's own projects, with the spec's
 * list query params (allow-listed in project-list.ts; anything else is a 400).
 */
export async function clientProjectsRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    '/client-projects',
    {
      // The session first: a visitor gets 401 whatever query they send.
      preValidation: async (request) => {
        requireRole(request, 'client');
      },
      schema: { tags: ['projects'], querystring: ListQueryInput, response: envelope(ClientProjectPage) },
    },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getClientProjects(ctx.database.db, user, request.query));
    },
  );
}
