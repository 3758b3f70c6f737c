// The merchant portal (spec "Merchant routes", issue 12), one lazy chunk: its shell and pages.
import { DashboardLayout } from '../layouts/dashboard-layout';
import { RequireRole } from '../guards/require-role';

export { ProjectOverviewPage } from '../../features/merchant-portal/project-overview-page';
export { IncomingProjectPage } from '../../features/merchant-portal/incoming-project-page';
export { CurrentProjectPage } from '../../features/merchant-portal/current-project-page';
export { TransactionsPage } from '../../features/merchant-portal/transactions-page';
export { MerchantCalendarPage } from '../../features/merchant-portal/calendar-page';
export { SupportPage } from '../../features/merchant-portal/support-page';
import { MerchantProfilePage } from '../../features/merchant-portal/merchant-profile-page';
import { PasswordSection } from '../../features/profile/account-settings-page';

/** Profile Settings of a merchant: its company fields, and its password like every role's. */
export function MerchantProfileRoute() {
  return (
    <MerchantProfilePage>
      <PasswordSection />
    </MerchantProfilePage>
  );
}

/** Spec "Merchant routes (each behind a merchant session guard)". */
export function MerchantShell() {
  return (
    <RequireRole role="merchant">
      <DashboardLayout role="merchant" />
    </RequireRole>
  );
}
