import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionEnded } from '../lib/session-ended';
import { installConsoleGuard } from './console-guard';

installConsoleGuard();

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  delete window.dataLayer;
  vi.unstubAllGlobals();
  sessionEnded.reset();
});

// jsdom does not implement scrolling; the app only asks for it, so a no-op is the honest stand-in.
window.scrollTo = vi.fn();
