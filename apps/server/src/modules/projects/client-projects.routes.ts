import { ClientProjectPage, ListQueryInput } from '@reno/domain';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireRole } from '../../platform/auth-guard.js';
import { envelope } from '../../platform/reply.js';
import { ClientCopies, answerFromCopy } from './client-copies.js';
import { parseClientProjectsQuery, readClientProjects } from './client-projects.service.js';

/**
 * The client dashboard's and project dashboard's read: only the session's own projects, with the spec's
 * list query params (allow-listed in project-list.ts; anything else is a 400). Answered from the
 * server's copy while the client's version holds (decision 031).
 */
export async function clientProjectsRoutes(app: AppInstance, ctx: AppContext) {
  const copies = new ClientCopies();
  app.get(
    '/client-projects',
    {
      // The session first: a visitor gets 401 whatever query they send.
      preValidation: async (request) => {
        requireRole(request, 'client');
      },
      schema: { tags: ['projects'], querystring: ListQueryInput, response: envelope(ClientProjectPage) },
    },
    async (request, reply) => {
      const user = requireRole(request, 'client');
      const query = parseClientProjectsQuery(request.query);
      return answerFromCopy(reply, copies, ClientCopies.key(user._id, 'list', query), (known) =>
        readClientProjects(ctx.database.db, user, query, known),
      );
    },
  );
}
