// The admin area, loaded as one lazy chunk by the router: its shell (guard + side navigation) and pages.
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { RequireRole } from '../guards/require-role';
import { RequireAdminPermission } from '../guards/require-admin-permission';
import '../../lib/zod-messages';

export { OutboxPage } from '../../features/outbox/outbox-page';
export { PaymentReviewPage } from '../../features/payment-review/payment-review-page';
export { SmsUsagePage } from '../../features/sms-usage/sms-usage-page';
export { AccountSettingsPage } from '../../features/profile/account-settings-page';
export { MerchantsPage } from '../../features/merchants-admin/merchants-page';
export { MerchantDetailPage } from '../../features/merchants-admin/merchant-detail-page';
export { SupportRequestsPage } from '../../features/merchants-admin/support-requests-page';
import { ProjectDeskListPage } from '../../features/project-desk/project-desk-list-page';
import { ProjectDeskPage } from '../../features/project-desk/project-desk-page';

// The EZcash ledger brings the data grid: its own chunk, loaded only when an admin opens it (issue 16).
const LazyAdminEzcashPage = lazy(async () => ({
  default: (await import('../../features/rewards/admin-ezcash-page')).AdminEzcashPage,
}));
export function AdminEzcashPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyAdminEzcashPage />
    </Suspense>
  );
}

export function AdminShell() {
  return (
    <RequireRole role="admin">
      <RequireAdminPermission>
        <DashboardLayout role="admin" />
      </RequireAdminPermission>
    </RequireRole>
  );
}

const LazyAdminVouchersPage = lazy(async () => ({
  default: (await import('../../features/rewards/admin-vouchers-page')).AdminVouchersPage,
}));
export function AdminVouchersPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyAdminVouchersPage />
    </Suspense>
  );
}

/** Issue 12: the project desk, every project. */
export function AdminProjectsPage() {
  return <ProjectDeskListPage role="admin" />;
}

export function AdminProjectPage() {
  return <ProjectDeskPage role="admin" />;
}

// Issue 16: the admin's Shopez (products, stock, pictures, categories, brands, orders), its own chunk.
const LazyShopAdminPage = lazy(async () => ({
  default: (await import('../../features/shop-admin/shop-admin-page')).ShopAdminPage,
}));
export function ShopAdminPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyShopAdminPage />
    </Suspense>
  );
}

// Issue 18: Master Services brings the data grid and the editor form: its own chunk.
const LazyMasterServicesPage = lazy(async () => ({
  default: (await import('../../features/master-services/master-services-page')).MasterServicesPage,
}));
export function MasterServicesPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyMasterServicesPage />
    </Suspense>
  );
}

// Issue 18: the transaction list brings the data grid: its own chunk.
const LazyTransactionsPage = lazy(async () => ({
  default: (await import('../../features/admin-transactions/transactions-page')).TransactionsPage,
}));
export function TransactionsPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyTransactionsPage />
    </Suspense>
  );
}

// Issue 18: the admin calendar (its page loads the date-picker chunk itself).
export { AdminCalendarPage } from '../../features/admin-calendar/admin-calendar-page';

// Issue 18: the Generator brings the data grid: its own chunk.
const LazyGeneratorPage = lazy(async () => ({
  default: (await import('../../features/admin-generator/generator-page')).GeneratorPage,
}));
export function GeneratorPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyGeneratorPage />
    </Suspense>
  );
}

// Issue 18: the back office's own pages.
export { OverviewPage } from '../../features/back-office/overview-page';
export { AdminGroupPage } from '../../features/back-office/admin-group-page';
export { AdminPermissionPage } from '../../features/back-office/admin-permission-page';
export { ClientDetailPage } from '../../features/back-office/client-detail-page';
export { AdminUsersPage } from '../../features/back-office/admin-users-page';

// The client list brings the data grid: its own chunk, as the EZcash page does.
const LazyClientsPage = lazy(async () => ({
  default: (await import('../../features/back-office/clients-page')).ClientsPage,
}));
export function ClientsPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyClientsPage />
    </Suspense>
  );
}
export { AnnouncementPage } from '../../features/back-office/announcement-page';
export { NotFoundPage as AdminNotFoundPage } from '../../features/status-pages/status-page';

// Issue 14: holds, payouts and the escrow ledger bring the data grid: their own chunk.
const LazyAdminHoldsPage = lazy(async () => ({
  default: (await import('../../features/approvals/admin-holds-page')).AdminHoldsPage,
}));
export function AdminHoldsPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyAdminHoldsPage />
    </Suspense>
  );
}
const LazyAdminPayoutsPage = lazy(async () => ({
  default: (await import('../../features/approvals/admin-payouts-page')).AdminPayoutsPage,
}));
export function AdminPayoutsPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyAdminPayoutsPage />
    </Suspense>
  );
}
const LazyAdminEscrowPage = lazy(async () => ({
  default: (await import('../../features/approvals/admin-escrow-page')).AdminEscrowPage,
}));
export function AdminEscrowPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyAdminEscrowPage />
    </Suspense>
  );
}
