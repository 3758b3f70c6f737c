import { type Role } from '@reno/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deepLinkStore } from './deep-link-store';
import { type NavItem } from './nav-config';
import { isDeepLink, sectionRedirect } from './nav-rules';

/** Runs the spec's section-root redirect on every route change of a dashboard layout. */
export function useSectionRedirect(
  role: Role,
  rootPaths: readonly string[],
  visibleItems: readonly NavItem[],
) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (role === 'admin' && isDeepLink(pathname)) deepLinkStore.remember(pathname);
    const remembered = role === 'admin' ? deepLinkStore.get() : null;
    const target = sectionRedirect({
      role,
      pathname,
      rootPaths,
      visibleItems,
      rememberedDeepLink: remembered,
    });
    if (target) void navigate(target, { replace: true });
  }, [role, pathname, rootPaths, visibleItems, navigate]);
}
