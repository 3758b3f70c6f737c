import { type Role } from '@reno/domain';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollToTop } from '../../components/scroll-to-top';
import { AnnouncementBanner } from '../../features/announcements/announcement-banner';
import { useSession } from '../../lib/session';
import { Header } from './header/header';
import { navByRole } from './side-nav/nav-config';
import { isSidebarHidden, visibleNavItems } from './side-nav/nav-rules';
import { SideNav, sideNavTexts } from './side-nav/side-nav';
import { useSectionRedirect } from './side-nav/use-section-redirect';

/** Spec "Layout": header, content and the side navigation of the signed-in role. */
export function DashboardLayout({ role }: { role: Role }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [isCompact, setCompact] = useState(false);
  const [isMobileOpen, setMobileOpen] = useState(false);
  const nav = navByRole[role];
  const permissions = user?.permissions;
  const items = useMemo(
    () => visibleNavItems(nav.items, { role, permissions: permissions ?? [] }),
    [nav, role, permissions],
  );
  useSectionRedirect(role, nav.rootPaths, items);
  const showSidebar = !isSidebarHidden(pathname);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {showSidebar && (
          <SideNav
            items={items}
            isCompact={isCompact}
            onToggleCompact={() => setCompact((value) => !value)}
            isMobileOpen={isMobileOpen}
            onMobileClose={() => setMobileOpen(false)}
          />
        )}
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
          {showSidebar && (
            <Button
              startIcon={<MenuOpenIcon />}
              onClick={() => setMobileOpen(true)}
              sx={{ display: { md: 'none' }, mb: 2 }}
            >
              {sideNavTexts.open}
            </Button>
          )}
          <AnnouncementBanner role={role} />
          <Outlet />
        </Box>
      </Box>
      <ScrollToTop />
    </Box>
  );
}
