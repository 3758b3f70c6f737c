import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Fragment, Suspense, lazy } from 'react';
import { NavLink } from 'react-router';
import { type NavItem } from './nav-config';

// Only the compact rail shows tooltips: their code loads when it is first shown, not with every
// signed-in page (issue 19: the client dashboard under 250 KB of JavaScript).
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface SideNavListProps {
  items: readonly NavItem[];
  isCompact: boolean;
  onNavigate?: () => void;
  depth?: number;
}

/** Groups show their children underneath; in compact mode only top-level icons remain, named by tooltips. */
export function SideNavList({ items, isCompact, onNavigate, depth = 0 }: SideNavListProps) {
  return (
    <List disablePadding={depth > 0} dense={depth > 0}>
      {items.map((item) => {
        const Icon = item.icon;
        const button = (
          <ListItemButton
            component={NavLink}
            to={item.path}
            end={!item.children?.length}
            onClick={onNavigate}
            aria-label={isCompact ? item.label : undefined}
            sx={{
              pl: isCompact ? 0 : 2 + depth * 2,
              justifyContent: isCompact ? 'center' : 'flex-start',
              '&.active': {
                color: 'primary.main',
                bgcolor: 'action.selected',
                '& .MuiListItemIcon-root': { color: 'primary.main' },
              },
            }}
          >
            {Icon && (
              <ListItemIcon sx={{ minWidth: isCompact ? 0 : 40 }}>
                <Icon />
              </ListItemIcon>
            )}
            {!isCompact && <ListItemText primary={item.label} />}
          </ListItemButton>
        );
        return (
          <Fragment key={item.key}>
            {isCompact ? (
              <Suspense fallback={button}>
                <Tooltip title={item.label} placement="right">
                  {button}
                </Tooltip>
              </Suspense>
            ) : (
              button
            )}
            {!isCompact && item.children && item.children.length > 0 && (
              <SideNavList
                items={item.children}
                isCompact={false}
                depth={depth + 1}
                {...(onNavigate ? { onNavigate } : {})}
              />
            )}
          </Fragment>
        );
      })}
    </List>
  );
}
