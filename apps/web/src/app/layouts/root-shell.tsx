import { Outlet, ScrollRestoration } from 'react-router';
import { SessionEndedPrompt } from '../providers/session-ended-prompt';

/** Everything every route shares that needs the router: the session-ended prompt and scroll restoration. */
export function RootShell() {
  return (
    <>
      <Outlet />
      <SessionEndedPrompt />
      <ScrollRestoration />
    </>
  );
}
