// The project manager's area (issue 12 item 6), one lazy chunk: its shell and pages.
import { DashboardLayout } from '../layouts/dashboard-layout';
import { RequireRole } from '../guards/require-role';
import { ProjectDeskListPage } from '../../features/project-desk/project-desk-list-page';
import { ProjectDeskPage } from '../../features/project-desk/project-desk-page';

import { AddProjectPage } from '../../features/add-project/add-project-page';
import { PmQuotationSection } from '../../features/design-now/pm-quotation-section';

/** Add Project with the Design Now engine's quotation section (features do not import each other). */
export function AddProjectRoute() {
  return <AddProjectPage QuotationSection={PmQuotationSection} />;
}
export { AccountSettingsPage } from '../../features/profile/account-settings-page';

/** Public spec "After login": project_manager goes to add-project. */
export function PmShell() {
  return (
    <RequireRole role="project_manager">
      <DashboardLayout role="project_manager" />
    </RequireRole>
  );
}

/** The projects assigned to this project manager. */
export function PmProjectsPage() {
  return <ProjectDeskListPage role="pm" />;
}

export function PmProjectPage() {
  return <ProjectDeskPage role="pm" />;
}
