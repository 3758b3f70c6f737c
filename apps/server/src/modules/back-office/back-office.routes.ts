import type { AppContext, AppInstance } from '../../app-context.js';
import { adminGroupsRoutes } from './admin-groups.routes.js';
import { overviewRoutes } from './overview.routes.js';
import { usersRoutes } from './users.routes.js';
import { announcementsRoutes } from './announcements.routes.js';

/** Issue 18: the back office's own routes (groups and permissions, overview, users, announcements). */
export async function backOfficeRoutes(app: AppInstance, ctx: AppContext) {
  await adminGroupsRoutes(app, ctx);
  await overviewRoutes(app, ctx);
  await usersRoutes(app, ctx);
  await announcementsRoutes(app, ctx);
}
