import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  isWorking?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; the confirm button is disabled while the action runs. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  isWorking = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onCancel} disabled={isWorking}>
            {cancelLabel}
          </Button>
          <Button variant="contained" color="error" onClick={onConfirm} disabled={isWorking}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Typography>{message}</Typography>
    </Modal>
  );
}
