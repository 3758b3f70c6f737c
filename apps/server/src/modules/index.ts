import type { AppContext, AppInstance } from '../app-context.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { adminRoutes } from './admin/admin.routes.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { filesRoutes } from './files/files.routes.js';
import { pagesRoutes } from './pages/pages.routes.js';
import { enquiriesRoutes } from './enquiries/enquiries.routes.js';
import { trackingRoutes } from './tracking/tracking.routes.js';
import { galleryRoutes } from './gallery/gallery.routes.js';
import { siteContentRoutes } from './site-content/site-content.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { clientProjectsRoutes } from './projects/client-projects.routes.js';
import { timeScheduleRoutes } from './schedule/time-schedule.routes.js';
import { merchantsRoutes } from './merchants/merchants.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { operationsRoutes } from './operations/operations.routes.js';
import { rewardsRoutes } from './rewards/rewards.routes.js';
import { photosRoutes } from './photos/photos.routes.js';
import { shopAdminRoutes } from './rewards/shop-admin.routes.js';
import { variationOrdersRoutes } from './variation-orders/variation-orders.routes.js';
import { transactionsRoutes } from './transactions/transactions.routes.js';
import { generatorRoutes } from './generator/generator.routes.js';
import { backOfficeRoutes } from './back-office/back-office.routes.js';
import { approvalsRoutes } from './approvals/approvals.routes.js';

/** Every capability's routes, mounted under /api/v1. */
export const apiModules: ((app: AppInstance, ctx: AppContext) => Promise<void>)[] = [
  accountsRoutes,
  filesRoutes,
  adminRoutes,
  pagesRoutes,
  enquiriesRoutes,
  trackingRoutes,
  catalogueRoutes,
  projectsRoutes,
  galleryRoutes,
  siteContentRoutes,
  paymentsRoutes,
  clientProjectsRoutes,
  timeScheduleRoutes,
  merchantsRoutes,
  notificationsRoutes,
  operationsRoutes,
  rewardsRoutes,
  photosRoutes,
  shopAdminRoutes,
  variationOrdersRoutes,
  transactionsRoutes,
  generatorRoutes,
  backOfficeRoutes,
  approvalsRoutes,
];
