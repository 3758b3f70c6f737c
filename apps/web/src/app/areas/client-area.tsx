// The client area, loaded as one lazy chunk by the router: its shell (guard + side navigation) and the
// dashboard. The profile and the project dashboard are chunks of their own (issue 19: the signed-in
// dashboard loads only its own code, under 250 KB of JavaScript gzipped).
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { RequireRole } from '../guards/require-role';

/**
 * Loads a page of the area with the spec's validation messages (lib/zod-messages), which bring zod: the
 * pages with forms need them, the dashboard's first screen does not and loads no zod (issue 19).
 */
async function withSpecMessages<T>(load: () => Promise<T>): Promise<T> {
  const [page] = await Promise.all([load(), import('../../lib/zod-messages')]);
  return page;
}

export { ClientDashboardPage } from '../../features/client-dashboard/client-dashboard-page';

const LazyProfilePage = lazy(async () => ({
  default: (await withSpecMessages(() => import('../../features/profile/profile-page'))).ProfilePage,
}));
const LazyProjectDashboardPage = lazy(async () => ({
  default: (await withSpecMessages(() => import('../../features/project-dashboard/project-dashboard-page')))
    .ProjectDashboardPage,
}));

export function ProfilePage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyProfilePage />
    </Suspense>
  );
}

export function ProjectDashboardPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyProjectDashboardPage />
    </Suspense>
  );
}

const LazyMyRewardsPage = lazy(async () => ({
  default: (await withSpecMessages(() => import('../../features/rewards/my-rewards-page'))).MyRewardsPage,
}));

/** `/joinclub`: the client's EZcash, tier and referrals (issue 16). */
export function MyRewardsPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyMyRewardsPage />
    </Suspense>
  );
}

const LazyVoucherPage = lazy(async () => ({
  default: (await withSpecMessages(() => import('../../features/vouchers/voucher-page'))).VoucherPage,
}));

/** `/voucher`: the partner vouchers of the approved deposit (issue 16). */
export function VoucherPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyVoucherPage />
    </Suspense>
  );
}

/** Spec "Client routes (client session required)". */
export function ClientShell() {
  return (
    <RequireRole role="client">
      <DashboardLayout role="client" />
    </RequireRole>
  );
}

// Issue 18: client route "support" (title Support Page). Its own chunk: its form brings the upload code,
// which the dashboard must not load (issue 19, dashboard JavaScript under 250 KB).
const LazyClientSupportPage = lazy(async () => ({
  default: (await withSpecMessages(() => import('../../features/client-support/client-support-page')))
    .ClientSupportPage,
}));
export function ClientSupportPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyClientSupportPage />
    </Suspense>
  );
}
