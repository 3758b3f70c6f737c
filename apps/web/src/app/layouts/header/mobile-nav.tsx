import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { layout } from '@reno/domain';
import { Fragment } from 'react';
import { NavLink } from 'react-router';
import { DesignNowButton } from '../../../components/design-now-button';
import { type HeaderPopup, headerItems, headerTexts, type NavLinkItem } from './header-items';

function DrawerLink({
  item,
  onNavigate,
  onPopup,
  inset,
}: {
  item: NavLinkItem;
  onNavigate: () => void;
  onPopup: (popup: HeaderPopup) => void;
  inset?: boolean;
}) {
  return (
    <ListItemButton
      component={NavLink}
      to={item.to}
      end
      onClick={(event) => {
        const { popup } = item;
        if (popup) {
          event.preventDefault();
          onPopup(popup);
        }
        onNavigate();
      }}
      sx={{ pl: inset ? 4 : 2 }}
    >
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
}

/** Below 900 px the header items collapse into this drawer. */
export function MobileNav({
  open,
  onClose,
  onPopup,
}: {
  open: boolean;
  onClose: () => void;
  onPopup: (popup: HeaderPopup) => void;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: layout.sidebarWidth.sub + 40 } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={headerTexts.closeMenu} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={headerTexts.mainNavigation}>
        <List>
          {headerItems.map((item) => {
            if (item.kind === 'link')
              return <DrawerLink key={item.label} item={item} onNavigate={onClose} onPopup={onPopup} />;
            if (item.kind === 'design-now')
              return (
                <Box key="design-now" component="li" sx={{ listStyle: 'none', px: 2, py: 1 }}>
                  <DesignNowButton placement="header-mobile" fullWidth />
                </Box>
              );
            return (
              <Fragment key={item.label}>
                <ListSubheader disableSticky>{item.label}</ListSubheader>
                {item.items.map((child) => (
                  <DrawerLink key={child.label} item={child} onNavigate={onClose} onPopup={onPopup} inset />
                ))}
              </Fragment>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
