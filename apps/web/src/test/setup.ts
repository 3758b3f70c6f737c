import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionEnded } from '../lib/session-ended';
import { installConsoleGuard } from './console-guard';

installConsoleGuard();

// Lazy route chunks load slowly when CI or several engineers share two cores; one second of
// findBy* patience made page tests flaky without catching anything more.
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
