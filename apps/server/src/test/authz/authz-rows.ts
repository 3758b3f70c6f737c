import { accountsAuthz } from '../../modules/accounts/accounts.authz.js';
import { adminAuthz } from '../../modules/admin/admin.authz.js';
import { authAuthz } from '../../modules/auth/auth.authz.js';
import { backOfficeAuthz } from '../../modules/back-office/back-office.authz.js';
import { enquiriesAuthz } from '../../modules/enquiries/enquiries.authz.js';
import { merchantsAuthz } from '../../modules/merchants/merchants.authz.js';
import { notificationsAuthz } from '../../modules/notifications/notifications.authz.js';
import { operationsAuthz } from '../../modules/operations/operations.authz.js';
import { filesAuthz } from '../../modules/files/files.authz.js';
import { photosAuthz } from '../../modules/photos/photos.authz.js';
import { shopAdminAuthz } from '../../modules/rewards/shop-admin.authz.js';
import { pagesAuthz } from '../../modules/pages/pages.authz.js';
import { paymentsAuthz } from '../../modules/payments/payments.authz.js';
import { rewardsAuthz } from '../../modules/rewards/rewards.authz.js';
import { projectsAuthz } from '../../modules/projects/projects.authz.js';
import { timeScheduleAuthz } from '../../modules/schedule/time-schedule.authz.js';
import { siteContentAuthz } from '../../modules/site-content/site-content.authz.js';
import { systemAuthz } from '../../modules/system/system.authz.js';
import { variationOrdersAuthz } from '../../modules/variation-orders/variation-orders.authz.js';
import { catalogueAuthz } from '../../modules/catalogue/catalogue.authz.js';
import { transactionsAuthz } from '../../modules/transactions/transactions.authz.js';
import { generatorAuthz } from '../../modules/generator/generator.authz.js';
import { approvalsAuthz } from '../../modules/approvals/approvals.authz.js';
import type { AuthzRow } from './authz-table.js';

/** Every module's rows. A new module adds its file here; a new route adds its row to its module's file. */
export const authzRows: AuthzRow[] = [
  ...systemAuthz,
  ...authAuthz,
  ...accountsAuthz,
  ...filesAuthz,
  ...adminAuthz,
  ...pagesAuthz,
  ...enquiriesAuthz,
  ...siteContentAuthz,
  ...projectsAuthz,
  ...paymentsAuthz,
  ...timeScheduleAuthz,
  ...merchantsAuthz,
  ...operationsAuthz,
  ...notificationsAuthz,
  ...rewardsAuthz,
  ...photosAuthz,
  ...shopAdminAuthz,
  ...variationOrdersAuthz,
  ...catalogueAuthz,
  ...transactionsAuthz,
  ...generatorAuthz,
  ...backOfficeAuthz,
  ...approvalsAuthz,
];
