import { listResult, OutboxMessage, type ListResult, type OutboxChannel } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface OutboxQuery {
  channel: OutboxChannel;
  /** 0-based, as TablePagination counts; the server's `page` is 1-based. */
  page: number;
  rowsPerPage: number;
}

const OutboxList = listResult(OutboxMessage);

export const getOutbox = (
  { channel, page, rowsPerPage }: OutboxQuery,
  signal?: AbortSignal,
): Promise<ListResult<OutboxMessage>> =>
  api.get('/admin/outbox', {
    query: { channel, page: page + 1, rowsPerPage },
    schema: OutboxList,
    ...(signal ? { signal } : {}),
  });

/** Never cached for long: the outbox changes while the admin watches it. */
export const useOutbox = (query: OutboxQuery) =>
  useQuery({
    queryKey: ['admin', 'outbox', query] as const,
    queryFn: ({ signal }) => getOutbox(query, signal),
    // Paging keeps the old page on screen while the next loads; another channel starts from the skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].channel === query.channel ? previous : undefined,
  });
