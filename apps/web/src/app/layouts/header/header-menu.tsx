import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { type SxProps, type Theme } from '@mui/material/styles';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type NavLinkItem } from './header-items';

/** A header dropdown (About, Services): a labelled button and a keyboard-navigable menu of links. */
interface HeaderMenuProps {
  label: string;
  items: NavLinkItem[];
  sx?: SxProps<Theme>;
}

export function HeaderMenu({ label, items, sx }: HeaderMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const isOpen = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="true"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={sx ?? { whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {items.map((item) => (
          <MenuItem key={item.to + item.label} component={RouterLink} to={item.to} onClick={close}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
