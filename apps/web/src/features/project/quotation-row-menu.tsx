import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { projectTexts as t } from './project-texts';

/** Client spec: "Row menu: Details and Remove". Remove only while the quotation may change. */
export function QuotationRowMenu({
  itemName,
  canRemove,
  onDetails,
  onRemove,
}: {
  itemName: string;
  canRemove: boolean;
  onDetails: () => void;
  onRemove: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${t.rowMenu}: ${itemName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onDetails)}>{t.details}</MenuItem>
        {canRemove && (
          <MenuItem onClick={choose(onRemove)} sx={{ color: 'error.main' }}>
            {t.remove}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
