import { lazy, Suspense, useState } from 'react';
import { useScrollFlag } from '../lib/scroll-flag';

/** Spec "Layout": "A SCROLL TO TOP floating button appears when the shared scroll flag is set." */
export const SCROLL_TO_TOP_LABEL = 'SCROLL TO TOP';

// The button (Fab, Zoom) loads when the window is first scrolled down: no page's first screen shows it
// (issue 19: the JavaScript of / and of the signed-in dashboard).
const ScrollToTopButton = lazy(async () => ({
  default: (await import('./scroll-to-top-button')).ScrollToTopButton,
}));

export function ScrollToTop() {
  const isScrolled = useScrollFlag();
  // Mounted from the first scroll on, so it zooms out as it zooms in.
  const [wasScrolled, setWasScrolled] = useState(false);
  if (isScrolled && !wasScrolled) setWasScrolled(true);
  if (!wasScrolled) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton isScrolled={isScrolled} />
    </Suspense>
  );
}
