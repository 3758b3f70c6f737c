import { AdminOverview } from '@reno/domain';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { adminOverview } from './overview.service.js';

export async function overviewRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    '/admin/overview',
    { schema: { tags: ['back-office'], response: envelope(AdminOverview) } },
    async (request) => {
      const admin = requireAdmin(request, 'overview');
      return ok(await adminOverview(ctx.database.db, admin));
    },
  );
}
