import { layout } from '@reno/domain';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { LazyFallback } from '../../../components/lazy-fallback';
import { DesignNowButton } from '../../../components/design-now-button';
import { Logo } from '../../../components/logo';
import { type HeaderPopup, headerItems, headerTexts } from './header-items';
import { HeaderMenu } from './header-menu';
import { ProfileMenu } from './profile-menu';
import { useSessionUser } from '../../../lib/session';

/**
 * Below 900 px every item is in the drawer. The thirteen items need about 1,150 px in one 64 px bar, so
 * from 900 to 1199 px the six shortcut links wait in the drawer (hamburger still shown) and the menus,
 * Learn, Rewards, Design Now and Dogeez stay inline; from 1200 px everything is inline.
 */
const inlineFrom = {
  md: { display: { xs: 'none', md: 'inline-flex' } },
  lg: { display: { xs: 'none', lg: 'inline-flex' } },
  xl: { display: { xs: 'none', xl: 'inline-flex' } },
};
/**
 * A signed-in user's bar also holds the notification bell (and, for an admin, the Back Office link):
 * about 80 px more, so for them the shortcuts wait in the drawer up to 1535 px (issue 12).
 */
const withAccount = {
  shortcut: inlineFrom.xl,
  hamburger: { display: { xs: 'inline-flex', xl: 'none' } },
};
const withoutAccount = {
  shortcut: inlineFrom.lg,
  hamburger: { display: { xs: 'inline-flex', lg: 'none' } },
};
const itemSx = {
  whiteSpace: 'nowrap',
  flexShrink: 0,
  minWidth: 0,
  px: { md: 0.5, xl: 0.75 },
  fontSize: { md: 13, xl: 14 },
  '& .MuiButton-endIcon': { ml: 0.25 },
} as const;

// The drawer is for phones and narrow windows, and only once tapped: its code loads on first opening.
const MobileNav = lazy(async () => ({ default: (await import('./mobile-nav')).MobileNav }));
// The Services menu's pop-ups (their forms and zod schemas) load when one is first asked for.
const HeaderPopups = lazy(async () => ({ default: (await import('./header-popups')).HeaderPopups }));

export function Header() {
  const user = useSessionUser();
  const bar = user ? withAccount : withoutAccount;
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [hasDrawer, setHasDrawer] = useState(false);
  // `opening` remounts the pop-ups on each opening, so every form starts empty.
  const [popup, setPopup] = useState<{ name: HeaderPopup | null; opening: number }>({
    name: null,
    opening: 0,
  });
  const openPopup = (name: HeaderPopup) => setPopup((p) => ({ name, opening: p.opening + 1 }));
  const closePopup = () => setPopup((p) => ({ ...p, name: null }));
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar
        sx={{
          minHeight: { xs: layout.appBarHeight },
          height: layout.appBarHeight,
          gap: 0.5,
          px: { xs: 2, xl: 3 },
        }}
      >
        <Box
          component={RouterLink}
          to="/"
          aria-label={headerTexts.homeLink}
          sx={{ display: 'inline-flex', textDecoration: 'none', mr: 1, flexShrink: 0 }}
        >
          <Logo />
        </Box>
        <Box
          component="nav"
          aria-label={headerTexts.mainNavigation}
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignItems: 'center',
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-end',
          }}
        >
          {headerItems.map((item) => {
            if (item.kind === 'menu')
              return (
                <HeaderMenu
                  key={item.label}
                  label={item.label}
                  items={item.items}
                  onPopup={openPopup}
                  sx={itemSx}
                />
              );
            if (item.kind === 'design-now')
              return (
                <Box key="design-now" sx={{ px: 0.5, flexShrink: 0 }}>
                  <DesignNowButton placement="header" size="small" />
                </Box>
              );
            return (
              <Button
                key={item.label}
                component={NavLink}
                to={item.to}
                end
                color="inherit"
                sx={{
                  ...itemSx,
                  ...(item.isShortcut ? bar.shortcut : inlineFrom.md),
                  '&.active': { color: 'primary.main' },
                }}
              >
                {item.label}
              </Button>
            );
          })}
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        <ProfileMenu />
        <IconButton
          aria-label={headerTexts.openMenu}
          onClick={() => {
            setHasDrawer(true);
            setDrawerOpen(true);
          }}
          sx={bar.hamburger}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {hasDrawer && (
        <Suspense fallback={isDrawerOpen ? <LazyFallback /> : null}>
          <MobileNav open={isDrawerOpen} onClose={() => setDrawerOpen(false)} onPopup={openPopup} />
        </Suspense>
      )}
      {popup.opening > 0 && (
        <Suspense fallback={popup.name ? <LazyFallback /> : null}>
          <HeaderPopups key={popup.opening} popup={popup.name} onClose={closePopup} />
        </Suspense>
      )}
    </AppBar>
  );
}
