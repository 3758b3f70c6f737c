// The phone's navigation drawer, loaded when it is first opened: a desktop never opens it, and the
// signed-in pages' first screen loads no drawer code it does not show (issue 19).
import { layout } from '@reno/domain';
import Drawer from '@mui/material/Drawer';
import { type ReactNode } from 'react';

interface MobileSideNavProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** Spec §9 widths: 240 sub (the mobile drawer). */
export function MobileSideNav({ open, onClose, children }: MobileSideNavProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{ paper: { sx: { width: layout.sidebarWidth.sub } } }}
    >
      {children}
    </Drawer>
  );
}
