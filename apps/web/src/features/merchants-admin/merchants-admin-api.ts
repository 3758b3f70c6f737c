import {
  AdminMerchantPage,
  type CreateMerchant,
  MerchantProjectPage,
  MerchantView,
  type UpdateMerchant,
} from '@reno/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api';

const enc = encodeURIComponent;
export const merchantsAdminKey = ['admin', 'merchants'] as const;

export const merchantListQuery = (query: Query) =>
  queryOptions({
    queryKey: [...merchantsAdminKey, 'list', query],
    queryFn: ({ signal }) => api.get('/admin/merchants', { schema: AdminMerchantPage, signal, query }),
  });

/** Issue 18 item 2: one merchant's profile and its incoming or current projects. */
export const merchantDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...merchantsAdminKey, 'detail', id],
    queryFn: ({ signal }) => api.get(`/admin/merchants/${enc(id)}`, { schema: MerchantView, signal }),
  });
export const merchantProjectsQuery = (id: string, status: 'incoming' | 'current') =>
  queryOptions({
    queryKey: [...merchantsAdminKey, 'detail', id, 'projects', status],
    queryFn: ({ signal }) =>
      api.get(`/admin/merchants/${enc(id)}/projects`, {
        schema: MerchantProjectPage,
        signal,
        query: { status, rowsPerPage: 50 },
      }),
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
