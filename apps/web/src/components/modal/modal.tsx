import { layout } from '@reno/domain';
import CloseIcon from '@mui/icons-material/Close';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Shows a close (X) button; the only way to dismiss besides the actions. */
  onClose?: () => void;
  actions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
}

/**
 * Spec "Layout": the reusable modal "cannot be closed by backdrop click or Escape and goes full-screen on
 * small screens". The Dialog gets no onClose at all, so neither gesture can reach one.
 */
export function Modal({ open, title, children, onClose, actions, maxWidth = 'sm' }: ModalProps) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      fullScreen={isSmall}
      fullWidth
      maxWidth={maxWidth}
      transitionDuration={layout.dialogTransitionMs}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: onClose ? 7 : 3 }}>
        {title}
      </DialogTitle>
      {onClose && (
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent dividers>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
