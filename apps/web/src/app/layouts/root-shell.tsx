import { Outlet, ScrollRestoration } from 'react-router';
import { SignInProvider } from '../../features/auth/sign-in-provider';
import { SessionEndedPrompt } from '../providers/session-ended-prompt';

/**
 * Everything every route shares that needs the router: the Sign In dialog (and its opener), the
 * session-ended prompt and scroll restoration.
 */
export function RootShell() {
  return (
    <SignInProvider>
      <Outlet />
      <SessionEndedPrompt />
      <ScrollRestoration />
    </SignInProvider>
  );
}
