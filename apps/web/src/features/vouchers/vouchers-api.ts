import { VoucherDetail, VoucherPage, VoucherRedeemed } from '@reno/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Spec §7: "Caching: off for ... vouchers" — always read fresh. */
export const useVoucherPage = () =>
  useQuery({
    queryKey: ['vouchers'] as const,
    queryFn: ({ signal }) => api.get('/vouchers', { schema: VoucherPage, signal }),
    staleTime: 0,
  });

export const useVoucherDetail = (id: string) =>
  useQuery({
    queryKey: ['vouchers', id] as const,
    queryFn: ({ signal }) =>
      api.get(`/vouchers/${encodeURIComponent(id)}`, { schema: VoucherDetail, signal }),
    staleTime: 0,
  });

export function useRedeemVoucher(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/vouchers/${encodeURIComponent(id)}/redeem`, undefined, { schema: VoucherRedeemed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['vouchers'] }),
  });
}
