import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SignInProvider } from '../../features/auth/sign-in-provider';
import { rememberLeadFrom } from '../../lib/lead';
import { usePageViewLog } from '../../lib/page-view-log';
import { sessionEnded } from '../../lib/session-ended';

// Only a visitor whose session has just ended sees the prompt: its dialog code loads then.
const SessionEndedPrompt = lazy(async () => ({
  default: (await import('../providers/session-ended-prompt')).SessionEndedPrompt,
}));

function SessionEndedPromptWhenEnded() {
  const hasEnded = useSyncExternalStore(sessionEnded.subscribe, sessionEnded.getSnapshot, () => false);
  const [hasShown, setHasShown] = useState(false);
  if (hasEnded && !hasShown) setHasShown(true);
  return hasEnded || hasShown ? (
    <Suspense fallback={null}>
      <SessionEndedPrompt />
    </Suspense>
  ) : null;
}

/**
 * Everything every route shares that needs the router: the Sign In dialog (and its opener), the
 * session-ended prompt and scroll restoration; and, once per page load, the lead attribution and the
 * client's page-view log.
 */
export function RootShell() {
  const location = useLocation();
  const loadSearch = useRef(location.search);
  // Spec: a page "reads an optional lead query parameter and stores it locally with a timestamp".
  useEffect(() => rememberLeadFrom(loadSearch.current), []);
  usePageViewLog(location.pathname);
  return (
    <SignInProvider>
      <Outlet />
      <SessionEndedPromptWhenEnded />
      <ScrollRestoration />
    </SignInProvider>
  );
}
