import {
  AdminVoucher,
  type AdminVoucherInput,
  AdminEzcashResult,
  AdminEzcashRow,
  type AdminEzcashAdjustment,
  listResult,
  RewardsSummary,
} from '@reno/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const rewardsQueryKey = ['rewards', 'me'] as const;

/** The client's balance, history, tier and referrals; never cached for long (issue 16). */
export const useRewardsSummary = () =>
  useQuery({
    queryKey: rewardsQueryKey,
    queryFn: ({ signal }) => api.get('/rewards/me', { schema: RewardsSummary, signal }),
  });

export interface EzcashLedgerQuery {
  /** 0-based, as the grid counts; the server's `page` is 1-based. */
  page: number;
  rowsPerPage: number;
  sortBy: string;
  sort: 'asc' | 'desc';
  search: string;
}

const LedgerList = listResult(AdminEzcashRow);

export const useEzcashLedger = (query: EzcashLedgerQuery) =>
  useQuery({
    queryKey: ['admin', 'ezcash', query] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/ezcash', {
        query: {
          page: query.page + 1,
          rowsPerPage: query.rowsPerPage,
          sortBy: query.sortBy,
          sort: query.sort,
          search: query.search || undefined,
        },
        schema: LedgerList,
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export function useAdjustEzcash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminEzcashAdjustment) =>
      api.post('/admin/ezcash', input, { schema: AdminEzcashResult }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'ezcash'] }),
  });
}

export const useAdminVouchers = (query: { page: number; rowsPerPage: number; search: string }) =>
  useQuery({
    queryKey: ['admin', 'vouchers', query] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/vouchers', {
        query: { page: query.page + 1, rowsPerPage: query.rowsPerPage, search: query.search || undefined },
        schema: listResult(AdminVoucher),
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** Creates a voucher, or saves one when `id` is given. */
export function useSaveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AdminVoucherInput }) =>
      id
        ? api.put(`/admin/vouchers/${encodeURIComponent(id)}`, input, { schema: AdminVoucher })
        : api.post('/admin/vouchers', input, { schema: AdminVoucher }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'vouchers'] }),
  });
}
