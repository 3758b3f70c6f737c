import {
  type DeclineVariationOrder,
  type MerchantAddOn,
  type PriceVariationOrder,
  ProjectVariationOrders,
  VariationOrderView,
} from '@reno/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { merchantKey } from './merchant-api';

const enc = encodeURIComponent;

export const merchantVariationOrdersQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...merchantKey, 'variation-orders', projectId],
    queryFn: ({ signal }) =>
      api.get(`/merchant/projects/${enc(projectId)}/variation-orders`, {
        schema: ProjectVariationOrders,
        signal,
      }),
  });

/** Pricing, declining and proposing refresh the orders and the merchant's transactions. */
export function useMerchantVariationOrderMutations(projectId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: merchantKey });
  return {
    price: useMutation({
      mutationFn: ({ id, body }: { id: string; body: PriceVariationOrder }) =>
        api.post(`/merchant/variation-orders/${enc(id)}/price`, body, { schema: VariationOrderView }),
      onSettled: refresh,
    }),
    decline: useMutation({
      mutationFn: ({ id, body }: { id: string; body: DeclineVariationOrder }) =>
        api.post(`/merchant/variation-orders/${enc(id)}/decline`, body, { schema: VariationOrderView }),
      onSettled: refresh,
    }),
    propose: useMutation({
      mutationFn: (body: MerchantAddOn) =>
        api.post(`/merchant/projects/${enc(projectId)}/variation-orders`, body, {
          schema: VariationOrderView,
        }),
      onSettled: refresh,
    }),
  };
}
