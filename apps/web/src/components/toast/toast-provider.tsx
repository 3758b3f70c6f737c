import { messages, TOAST_AUTO_HIDE_MS } from '@reno/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { type ReactNode, useMemo, useState } from 'react';
import { userMessageOf } from '../../lib/errors';
import { ToastContext, type ToastApi, type ToastSeverity } from './toast-context';

interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
}

/** Spec §8: "Any failed API call shows an error notification titled Error with the server's message". */
const ERROR_TITLE = 'Error';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const api = useMemo<ToastApi>(() => {
    // A new id per toast restarts the Snackbar (and its 5 s timer) even for the same text.
    const show = (severity: ToastSeverity, message: string) => {
      setToast((previous) => ({ id: (previous?.id ?? 0) + 1, severity, message }));
      setOpen(true);
    };
    return {
      success: (message = messages.actionSuccessful) => show('success', message),
      error: (message = messages.actionFailed) => show('error', message),
      fromError: (error) => show('error', userMessageOf(error)),
    };
  }, []);

  // A stray click elsewhere must not cut the 5 s short.
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext value={api}>
      {children}
      {toast && (
        <Snackbar
          key={toast.id}
          open={open}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={() => setOpen(false)}
            sx={{ width: '100%' }}
          >
            {toast.severity === 'error' && <AlertTitle>{ERROR_TITLE}</AlertTitle>}
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext>
  );
}
