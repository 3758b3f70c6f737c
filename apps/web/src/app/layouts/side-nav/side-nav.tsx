import { layout } from '@reno/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { type NavItem } from './nav-config';
import { SideNavList } from './side-nav-list';

export const sideNavTexts = {
  label: 'Dashboard',
  collapse: 'Collapse navigation',
  expand: 'Expand navigation',
  open: 'Open navigation',
  empty: 'No sections available yet',
} as const;

interface SideNavProps {
  items: readonly NavItem[];
  isCompact: boolean;
  onToggleCompact: () => void;
  isMobileOpen: boolean;
  onMobileClose: () => void;
}

const MobileSideNav = lazy(async () => ({
  default: (await import('./mobile-side-nav')).MobileSideNav,
}));

function Empty() {
  return (
    <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
      {sideNavTexts.empty}
    </Typography>
  );
}

/**
 * Spec §9 widths: 211 main (expanded), 88 compact (collapsed), 240 sub (the mobile drawer). On desktop a
 * permanent column; on mobile a temporary drawer, loaded when first opened.
 */
export function SideNav({ items, isCompact, onToggleCompact, isMobileOpen, onMobileClose }: SideNavProps) {
  const width = isCompact ? layout.sidebarWidth.compact : layout.sidebarWidth.main;
  // The drawer mounts on its first opening and stays, so it closes with its transition.
  const [wasMobileOpened, setWasMobileOpened] = useState(false);
  if (isMobileOpen && !wasMobileOpened) setWasMobileOpened(true);
  return (
    <>
      <Box
        component="nav"
        aria-label={sideNavTexts.label}
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          width,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          transition: 'width 200ms',
        }}
      >
        <Box sx={{ position: 'sticky', top: layout.appBarHeight, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', justifyContent: isCompact ? 'center' : 'flex-end', p: 1 }}>
            <IconButton
              onClick={onToggleCompact}
              aria-label={isCompact ? sideNavTexts.expand : sideNavTexts.collapse}
              size="small"
            >
              {isCompact ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          </Box>
          <Divider />
          {items.length > 0 ? <SideNavList items={items} isCompact={isCompact} /> : !isCompact && <Empty />}
        </Box>
      </Box>
      {wasMobileOpened && (
        <Suspense fallback={null}>
          <MobileSideNav open={isMobileOpen} onClose={onMobileClose}>
            <Box component="nav" aria-label={sideNavTexts.label}>
              {items.length > 0 ? (
                <SideNavList items={items} isCompact={false} onNavigate={onMobileClose} />
              ) : (
                <Empty />
              )}
            </Box>
          </MobileSideNav>
        </Suspense>
      )}
    </>
  );
}
