import { AdminMerchantPage, type CreateMerchant, MerchantView, type UpdateMerchant } from '@reno/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api';

const enc = encodeURIComponent;
export const merchantsAdminKey = ['admin', 'merchants'] as const;

export const merchantListQuery = (query: Query) =>
  queryOptions({
    queryKey: [...merchantsAdminKey, 'list', query],
    queryFn: ({ signal }) => api.get('/admin/merchants', { schema: AdminMerchantPage, signal, query }),
  });

export function useMerchantAdminMutations() {
  const queryClient = useQueryClient();
  // The project desk's assignment choices list active merchants: refresh those too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: merchantsAdminKey }),
      queryClient.invalidateQueries({ queryKey: ['project-desk'] }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: CreateMerchant) => api.post('/admin/merchants', body, { schema: MerchantView }),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateMerchant }) =>
        api.patch(`/admin/merchants/${enc(id)}`, body, { schema: MerchantView }),
      onSettled: refresh,
    }),
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: string; active: boolean }) =>
        api.post(`/admin/merchants/${enc(id)}/${active ? 'activate' : 'deactivate'}`, undefined, {
          schema: MerchantView,
        }),
      onSettled: refresh,
    }),
  };
}
