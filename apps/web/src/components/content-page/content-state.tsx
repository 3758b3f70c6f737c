import { messages } from '@reno/domain';
import Button from '@mui/material/Button';
import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ApiError } from '../../lib/errors';
import { EmptyState } from '../empty-state';
import { PageLoader } from '../page-loader';

/**
 * Loading, failure (with Retry) and missing-page states of a content query; a page that does not exist
 * goes to /404 like any unknown path (spec "Public routes").
 */
export function ContentState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <Navigate to="/404" replace />;
    return (
      <EmptyState
        title={query.error instanceof ApiError ? query.error.message : messages.failedToProcess}
        action={
          <Button variant="contained" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  return children(query.data);
}
