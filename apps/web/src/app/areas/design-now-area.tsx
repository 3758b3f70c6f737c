// The Design Now area's pages, loaded together as one lazy chunk by the router.
import { DesignNowPage } from '../../features/design-now/design-now-page';
import { DraftProjectsPage } from '../../features/draft-projects/draft-projects-page';
import { QuotationProgressPage } from '../../features/quotation-progress/quotation-progress-page';
import { FloorplansPage } from '../../features/project-floorplans/floorplans-page';
import { useSignIn } from '../../features/auth/sign-in-context';
import { Navigate, useParams } from 'react-router';
import { designNowProjectPath } from '../../lib/draft-project-paths';
import { RequireRole } from '../guards/require-role';
import '../../lib/zod-messages';

/** Design Now is public; saving asks a visitor to sign in through the app's one Sign In dialog. */
export function DesignNowRoute() {
  const signIn = useSignIn();
  return <DesignNowPage requestSignIn={(returnTo) => signIn.open({ returnTo })} />;
}

export function DraftProjectsRoute() {
  return (
    <RequireRole role="client">
      <DraftProjectsPage />
    </RequireRole>
  );
}

export function QuotationProgressRoute() {
  return (
    <RequireRole role="client">
      <QuotationProgressPage />
    </RequireRole>
  );
}

export function FloorplansRoute() {
  return (
    <RequireRole role="client">
      <FloorplansPage />
    </RequireRole>
  );
}

/**
 * Client routes "main-project/canvas/{id}/draft" and "other-project/canvas/{id}/draft" (draft editor): a
 * draft is edited in Design Now, which resumes the project named in its query (the client's own only).
 */
export function DraftEditorRoute() {
  const { id = '' } = useParams();
  return (
    <RequireRole role="client">
      <Navigate to={designNowProjectPath(id)} replace />
    </RequireRole>
  );
}
