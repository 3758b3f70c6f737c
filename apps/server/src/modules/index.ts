import type { AppContext, AppInstance } from '../app-context.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { adminRoutes } from './admin/admin.routes.js';
import { filesRoutes } from './files/files.routes.js';
import { galleryRoutes } from './gallery/gallery.routes.js';
import { siteContentRoutes } from './site-content/site-content.routes.js';

/** Every capability's routes, mounted under /api/v1. */
export const apiModules: ((app: AppInstance, ctx: AppContext) => Promise<void>)[] = [
  accountsRoutes,
  filesRoutes,
  adminRoutes,
  galleryRoutes,
  siteContentRoutes,
];
