import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useScrollFlag } from '../lib/scroll-flag';

/** Spec "Layout": "A SCROLL TO TOP floating button appears when the shared scroll flag is set." */
export const SCROLL_TO_TOP_LABEL = 'SCROLL TO TOP';

export function ScrollToTop() {
  const isScrolled = useScrollFlag();
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
