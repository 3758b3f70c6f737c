/** Spec "Layout": only admin restores deep links; kept per browser tab, like the session it belongs to. */
const KEY = 'reno.admin.deepLink';

export const deepLinkStore = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  remember(path: string) {
    try {
      window.sessionStorage.setItem(KEY, path);
    } catch {
      // Storage can be unavailable (private mode, quota); restoring is a convenience only.
    }
  },
  clear() {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // As above.
    }
  },
};
