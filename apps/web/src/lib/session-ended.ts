/**
 * Spec §8 "Session ended": any 401 from the API opens one global re-login prompt. Kept outside React so
 * the fetch wrapper (and the upload helper) can raise it without a component in reach.
 */
type Listener = () => void;

let hasEnded = false;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((listener) => listener());

export const sessionEnded = {
  notify: () => {
    if (hasEnded) return;
    hasEnded = true;
    emit();
  },
  reset: () => {
    if (!hasEnded) return;
    hasEnded = false;
    emit();
  },
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => hasEnded,
};
