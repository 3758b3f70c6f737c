import { messages, type Role } from '@reno/domain';
import Button from '@mui/material/Button';
import { type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';

export const UNAUTHORISED_PATH = '/401';

/** Visitors and other roles go to /401; while the session loads, a loading state. */
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
  if (session.user?.role !== role) return <Navigate to={UNAUTHORISED_PATH} replace />;
  return children;
}
