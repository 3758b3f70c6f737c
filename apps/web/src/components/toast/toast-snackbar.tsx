// The toast itself, loaded when the first toast is shown (./toast-provider.tsx): no page's first screen
// shows one, and Snackbar with its transitions is about 5 KB gzipped (issue 19).
import { TOAST_AUTO_HIDE_MS } from '@reno/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { type ToastSeverity } from './toast-context';

/** Spec §8: "Any failed API call shows an error notification titled Error with the server's message". */
const ERROR_TITLE = 'Error';

interface ToastSnackbarProps {
  open: boolean;
  severity: ToastSeverity;
  message: string;
  onClose: () => void;
}

export function ToastSnackbar({ open, severity, message, onClose }: ToastSnackbarProps) {
  // A stray click elsewhere must not cut the 5 s short.
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {severity === 'error' && <AlertTitle>{ERROR_TITLE}</AlertTitle>}
        {message}
      </Alert>
    </Snackbar>
  );
}
