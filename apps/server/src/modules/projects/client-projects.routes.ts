import { ClientProjectList } from '@reno/domain';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { getClientProjects } from './client-projects.service.js';

/** The client dashboard's and project dashboard's read: only the session's own projects. */
export async function clientProjectsRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    '/client-projects',
    { schema: { tags: ['projects'], response: envelope(ClientProjectList) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getClientProjects(ctx.database.db, user));
    },
  );
}
