/** Spec §9 "Layout" numbers. */
export const layout = {
  appBarHeight: 64,
  bottomBarHeight: 120,
  sidebarWidth: { main: 211, compact: 88, sub: 240 },
  sidebarConstant: 64,
  bannerHeight: 620,
  headerHeight: 300,
  dialogTransitionMs: 500,
} as const;

/** Spec §9: snackbar and toasts auto-hide after 5 s. */
export const TOAST_AUTO_HIDE_MS = 5_000;
/** Spec §9: store cache staleness 15 minutes. */
export const CATALOGUE_STALE_MS = 15 * 60 * 1000;
/** Spec §7: HTTP timeout 360000 ms. */
export const API_TIMEOUT_MS = 360_000;
