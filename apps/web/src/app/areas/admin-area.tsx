// The admin area, loaded as one lazy chunk by the router: its shell (guard + side navigation) and pages.
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { RequireRole } from '../guards/require-role';
import '../../lib/zod-messages';

export { OutboxPage } from '../../features/outbox/outbox-page';
export { PaymentReviewPage } from '../../features/payment-review/payment-review-page';
export { SmsUsagePage } from '../../features/sms-usage/sms-usage-page';
export { AccountSettingsPage } from '../../features/profile/account-settings-page';
export { MerchantsPage } from '../../features/merchants-admin/merchants-page';
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
      <DashboardLayout role="admin" />
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
