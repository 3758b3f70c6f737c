import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { type SxProps, type Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { type HeaderPopup, type NavLinkItem } from './header-items';
import { LazyLinkMenu } from './lazy-link-menu';

/** A header dropdown (About, Services): a labelled button and a keyboard-navigable menu of links. */
interface HeaderMenuProps {
  label: string;
  items: NavLinkItem[];
  onPopup?: (popup: HeaderPopup) => void;
  sx?: SxProps<Theme>;
}

export function HeaderMenu({ label, items, onPopup, sx }: HeaderMenuProps) {
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
      <LazyLinkMenu
        id={menuId}
        anchor={anchor}
        onClose={close}
        items={items}
        labelledBy={buttonId}
        {...(onPopup ? { onPopup } : {})}
      />
    </>
  );
}
