// The client's merchants page and special-specification tab (issue 12 item 5), one lazy chunk.
import { ProjectMerchantsPage } from '../../features/project-team/project-merchants-page';
import { SpecialSpecificationPage } from '../../features/project-team/special-specification-page';
import { DreamboardPage } from '../../features/dreamboard/dreamboard-page';
import { RequireRole } from '../guards/require-role';

export function ProjectMerchantsRoute() {
  return (
    <RequireRole role="client">
      <ProjectMerchantsPage />
    </RequireRole>
  );
}

export function SpecialSpecificationRoute() {
  return (
    <RequireRole role="client">
      <SpecialSpecificationPage />
    </RequireRole>
  );
}

export function DreamboardRoute() {
  return (
    <RequireRole role="client">
      <DreamboardPage />
    </RequireRole>
  );
}
