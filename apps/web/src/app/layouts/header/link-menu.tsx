import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { type HeaderPopup, type NavLinkItem } from './header-items';

interface LinkMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  items: NavLinkItem[];
  /** Opens an item's pop-up (items with `popup` do not navigate). */
  onPopup?: (popup: HeaderPopup) => void;
  labelledBy?: string;
  /** Items after the links, e.g. the profile menu's Logout. */
  actions?: { label: string; onClick: () => void }[];
}

/** The popup of a header dropdown or the profile menu: a keyboard-navigable menu of links. Loaded on
 * first opening (see header-menu.tsx), so MUI's Menu and Popover are not in the page shell. */
export function LinkMenu({ id, anchor, onClose, items, onPopup, labelledBy, actions = [] }: LinkMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={labelledBy ? { list: { 'aria-labelledby': labelledBy } } : undefined}
    >
      {items.map((item) => (
        <MenuItem
          key={item.to + item.label}
          component={RouterLink}
          to={item.to}
          onClick={(event) => {
            const { popup } = item;
            if (popup && onPopup) {
              event.preventDefault();
              onPopup(popup);
            }
            onClose();
          }}
        >
          {item.label}
        </MenuItem>
      ))}
      {actions.map((action) => (
        <MenuItem key={action.label} onClick={action.onClick}>
          {action.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
