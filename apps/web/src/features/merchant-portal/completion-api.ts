import {
  ApprovalItemView,
  type CompletableKind,
  type CompleteItemInput,
  MerchantCompletableList,
  MerchantEarnings,
} from '@reno/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { merchantKey } from './merchant-api';

const enc = encodeURIComponent;

/** Issue 14: the merchant's completable services on a project, and its earnings. */
export const completionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...merchantKey, 'completions', projectId],
    queryFn: ({ signal }) =>
      api.get(`/merchant/projects/${enc(projectId)}/completions`, {
        schema: MerchantCompletableList,
        signal,
      }),
  });

export const earningsQuery = () =>
  queryOptions({
    queryKey: [...merchantKey, 'earnings'],
    queryFn: ({ signal }) => api.get('/merchant/earnings', { schema: MerchantEarnings, signal }),
  });

export function useCompleteService() {
  const client = useQueryClient();
  return useMutation({
    // A variation order the admin approved is completed like a service, at its own address.
    mutationFn: (v: { kind: CompletableKind; serviceId: string; body: CompleteItemInput }) =>
      api.post(
        v.kind === 'variation_order'
          ? `/merchant/variation-orders/${enc(v.serviceId)}/complete`
          : `/merchant/services/${enc(v.serviceId)}/complete`,
        v.body,
        { schema: ApprovalItemView },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: merchantKey }),
  });
}
