import {
  AcceptedVariationOrder,
  type CreateVariationOrder,
  PayNowInstructions,
  ProjectVariationOrders,
  SubmittedReceipt,
  type VariationOrderReceipt,
  VariationOrderView,
} from '@reno/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiUrl } from '../../lib/api';

const ordersPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/variation-orders`;
const orderPath = (projectId: string, orderId: string) =>
  `${ordersPath(projectId)}/${encodeURIComponent(orderId)}`;
export const variationOrdersKey = (projectId: string) => ['variation-orders', projectId] as const;

export const useProjectVariationOrders = (projectId: string) =>
  useQuery({
    queryKey: variationOrdersKey(projectId),
    queryFn: ({ signal }) => api.get(ordersPath(projectId), { schema: ProjectVariationOrders, signal }),
  });

/** Every change refreshes the orders and the payment panel (the contract summary reads both). */
function useOrderMutation<I, O>(projectId: string, fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: variationOrdersKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: ['payments', projectId] });
    },
  });
}

export const useSaveVariationOrder = (projectId: string) =>
  useOrderMutation(projectId, ({ id, body }: { id: string | null; body: CreateVariationOrder }) =>
    id
      ? api.put(orderPath(projectId, id), body, { schema: VariationOrderView })
      : api.post(ordersPath(projectId), body, { schema: VariationOrderView }),
  );

export const useDeleteVariationOrder = (projectId: string) =>
  useOrderMutation(projectId, (id: string) =>
    api.delete(orderPath(projectId, id), { schema: z.object({ deleted: z.literal(true) }) }),
  );

export const useAcceptVariationOrder = (projectId: string) =>
  useOrderMutation(projectId, ({ id, amountCents }: { id: string; amountCents: number }) =>
    api.post(
      `${orderPath(projectId, id)}/accept`,
      { amount_cents: amountCents },
      { schema: AcceptedVariationOrder },
    ),
  );

export const useRefuseVariationOrder = (projectId: string) =>
  useOrderMutation(projectId, ({ id, how }: { id: string; how: 'reject' | 'decline' }) =>
    api.post(`${orderPath(projectId, id)}/${how}`, undefined, { schema: VariationOrderView }),
  );

export const useVariationOrderPayNow = (projectId: string, orderId: string | null) =>
  useQuery({
    queryKey: ['variation-orders', projectId, 'paynow', orderId] as const,
    queryFn: ({ signal }) =>
      api.get(`${orderPath(projectId, orderId ?? '')}/paynow`, { schema: PayNowInstructions, signal }),
    enabled: orderId !== null,
  });

export const usePayVariationOrder = (projectId: string) =>
  useOrderMutation(projectId, ({ id, body }: { id: string; body: VariationOrderReceipt }) =>
    api.post(`${orderPath(projectId, id)}/receipts`, body, { schema: SubmittedReceipt }),
  );

export const variationOrderInvoiceUrl = (orderId: string) =>
  apiUrl(`/variation-orders/${encodeURIComponent(orderId)}/invoice.pdf`);
export const receiptImageUrl = (fileId: string) => apiUrl(`/files/${encodeURIComponent(fileId)}`);
