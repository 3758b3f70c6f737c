// The admin area, loaded as one lazy chunk by the router: its shell (guard + side navigation) and pages.
import { DashboardLayout } from '../layouts/dashboard-layout';
import { RequireRole } from '../guards/require-role';

export { OutboxPage } from '../../features/outbox/outbox-page';
export { PaymentReviewPage } from '../../features/payment-review/payment-review-page';
export { AccountSettingsPage } from '../../features/profile/account-settings-page';

export function AdminShell() {
  return (
    <RequireRole role="admin">
      <DashboardLayout role="admin" />
    </RequireRole>
  );
}
