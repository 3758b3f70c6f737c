// The Design Now area's pages, loaded together as one lazy chunk by the router.
import { DesignNowPage } from '../../features/design-now/design-now-page';
import { DraftProjectsPage } from '../../features/draft-projects/draft-projects-page';
import { QuotationProgressPage } from '../../features/quotation-progress/quotation-progress-page';
import { FloorplansPage } from '../../features/project-floorplans/floorplans-page';
import { useSignIn } from '../../features/auth/sign-in-context';
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
