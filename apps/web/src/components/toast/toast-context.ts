import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error';

export interface ToastApi {
  /** Default "Action Successful!" (spec §8 generic toast defaults). */
  success: (message?: string) => void;
  /** Default "Action Failed!". */
  error: (message?: string) => void;
  /** Shows an ApiError's (or other user-facing error's) message, else "Failed to process your request". */
  fromError: (error: unknown) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}
