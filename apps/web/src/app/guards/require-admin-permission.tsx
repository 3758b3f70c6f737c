import { hasAdminPermission } from '@reno/domain';
import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { navByRole } from '../layouts/side-nav/nav-config';
import { requiredAdminPermission } from '../layouts/side-nav/nav-rules';
import { UNAUTHORISED_PATH } from './require-role';

/**
 * Issue 18: an admin who types the address of an area its groups do not grant gets the not-allowed page,
 * as the server would answer 403. Inside RequireRole role="admin" (the session is there).
 */
export function RequireAdminPermission({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const needed = requiredAdminPermission(pathname, navByRole.admin.items);
  if (needed && !hasAdminPermission(user?.permissions ?? [], needed))
    return <Navigate to={UNAUTHORISED_PATH} replace />;
  return children;
}
