// The client project area's pages (issue 6: Project information, Quotation), one lazy chunk.
import { ProjectInformationPage } from '../../features/project/project-information-page';
import { ProjectQuotationPage } from '../../features/project/project-quotation-page';
import { TimeSchedulePage } from '../../features/project/time-schedule-page';
import { RequireRole } from '../guards/require-role';
import '../../lib/zod-messages';

export function ProjectInformationRoute() {
  return (
    <RequireRole role="client">
      <ProjectInformationPage />
    </RequireRole>
  );
}

export function ProjectQuotationRoute() {
  return (
    <RequireRole role="client">
      <ProjectQuotationPage />
    </RequireRole>
  );
}

export function TimeScheduleRoute() {
  return (
    <RequireRole role="client">
      <TimeSchedulePage />
    </RequireRole>
  );
}
