// The client area, loaded as one lazy chunk by the router: its shell (guard + side navigation) and pages.
import { DashboardLayout } from '../layouts/dashboard-layout';
import { RequireRole } from '../guards/require-role';

export { ClientDashboardPage } from '../../features/client-dashboard/client-dashboard-page';
export { ProfilePage } from '../../features/profile/profile-page';
export { ProjectDashboardPage } from '../../features/project-dashboard/project-dashboard-page';

/** Spec "Client routes (client session required)". */
export function ClientShell() {
  return (
    <RequireRole role="client">
      <DashboardLayout role="client" />
    </RequireRole>
  );
}
