import { OutboxMessage } from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Only failed or held messages can be queued again; the server answers 409 for anything else. */
export const canRetry = (message: OutboxMessage) => message.status === 'failed' || message.status === 'held';

export const retryOutboxMessage = (id: string) =>
  api.post(`/admin/outbox/${encodeURIComponent(id)}/retry`, undefined, { schema: OutboxMessage });

export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}
