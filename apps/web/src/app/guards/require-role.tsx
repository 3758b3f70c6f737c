import { messages, type Role } from '@reno/domain';
import Button from '@mui/material/Button';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { useSignIn } from '../../features/auth/sign-in-context';
import { useSession } from '../../lib/session';

export const UNAUTHORISED_PATH = '/401';

/**
 * Issue 3 "Route guards": a visitor gets the Sign In dialog and returns here after signing in; a
 * signed-in user of another role goes to /401; while the session loads, a loading state.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const session = useSession();
  if (session.isLoading) return <PageLoader />;
  if (session.isError && !session.user) {
    return (
      <EmptyState
        title={messages.failedToProcess}
        action={
          <Button variant="contained" onClick={session.retry}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!session.user) return <AskToSignIn />;
  if (session.user.role !== role) return <Navigate to={UNAUTHORISED_PATH} replace />;
  return children;
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue'; // ours

/** Opens the Sign In dialog with this page as the way back; behind it (or after Cancel) a way to reopen it. */
function AskToSignIn() {
  const signIn = useSignIn();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  useEffect(() => signIn.open({ returnTo }), [signIn, returnTo]);
  return (
    <EmptyState
      title={SIGN_IN_REQUIRED}
      action={
        <Button variant="contained" onClick={() => signIn.open({ returnTo })}>
          Sign In
        </Button>
      }
    />
  );
}
