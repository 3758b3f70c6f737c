import { type CreateSupportRequest, SupportRequestPage, SupportRequestView } from '@reno/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const mineKey = ['support-requests', 'mine'] as const;

/** The signed-in requester's own support requests, with the admins' replies. */
export const useMySupportRequests = () =>
  useQuery({
    queryKey: mineKey,
    queryFn: ({ signal }) =>
      api.get('/support-requests/mine', { schema: SupportRequestPage, signal, query: { rowsPerPage: 50 } }),
  });

/** Sends a request through the requester's own route (client or merchant/project manager). */
export function useSendSupportRequest(path: '/client/support' | '/merchant/support') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupportRequest) => api.post(path, body, { schema: SupportRequestView }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}
