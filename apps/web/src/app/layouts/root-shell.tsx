import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SignInProvider } from '../../features/auth/sign-in-provider';
import { rememberLeadFrom } from '../../lib/lead';
import { usePageViewLog } from '../../lib/page-view-log';
import { SessionEndedPrompt } from '../providers/session-ended-prompt';

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
      <SessionEndedPrompt />
      <ScrollRestoration />
    </SignInProvider>
  );
}
