import { messages } from '@reno/domain';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { userMessageOf } from '../../lib/errors';
import { ToastContext, type ToastApi, type ToastSeverity } from './toast-context';

// Loaded with the first toast, not with every page (issue 19: the JavaScript of / and the dashboard).
const ToastSnackbar = lazy(async () => ({ default: (await import('./toast-snackbar')).ToastSnackbar }));

interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
}

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

  return (
    <ToastContext value={api}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastSnackbar
            key={toast.id}
            open={open}
            severity={toast.severity}
            message={toast.message}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </ToastContext>
  );
}
