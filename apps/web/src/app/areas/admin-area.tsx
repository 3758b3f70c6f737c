// The admin area, loaded as one lazy chunk by the router: its shell (guard + side navigation) and pages.
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { RequireRole } from '../guards/require-role';

export { OutboxPage } from '../../features/outbox/outbox-page';
export { PaymentReviewPage } from '../../features/payment-review/payment-review-page';

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
