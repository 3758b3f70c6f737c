import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionEnded } from '../lib/session-ended';
import { installConsoleGuard } from './console-guard';

installConsoleGuard();

// A route's lazy chunk takes over a second to import cold on a busy two-core machine; findBy/waitFor
// would otherwise fail on load, not on behaviour.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  delete window.dataLayer;
  vi.unstubAllGlobals();
  sessionEnded.reset();
});

// jsdom does not implement scrolling; the app only asks for it, so a no-op is the honest stand-in.
window.scrollTo = vi.fn();
