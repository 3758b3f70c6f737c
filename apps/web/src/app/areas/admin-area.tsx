// The admin area, loaded as one lazy chunk by the router: its shell (guard + side navigation) and pages.
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

export function AdminShell() {
  return (
    <RequireRole role="admin">
      <DashboardLayout role="admin" />
    </RequireRole>
  );
}

/** Issue 12: the project desk, every project. */
export function AdminProjectsPage() {
  return <ProjectDeskListPage role="admin" />;
}

export function AdminProjectPage() {
  return <ProjectDeskPage role="admin" />;
}
