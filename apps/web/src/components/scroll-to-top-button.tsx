// Loaded once the window is first scrolled down (./scroll-to-top.tsx), not with every page's first
// screen (issue 19).
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { SCROLL_TO_TOP_LABEL } from './scroll-to-top';

/** The floating button itself, zooming in and out with the scroll flag. */
export function ScrollToTopButton({ isScrolled }: { isScrolled: boolean }) {
  const scrollUp = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  return (
    <Zoom in={isScrolled} unmountOnExit>
      <Fab
        variant="extended"
        color="primary"
        size="medium"
        onClick={scrollUp}
        sx={{ position: 'fixed', right: { xs: 16, md: 24 }, bottom: { xs: 16, md: 24 }, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUpIcon sx={{ mr: 0.5 }} aria-hidden />
        {SCROLL_TO_TOP_LABEL}
      </Fab>
    </Zoom>
  );
}
