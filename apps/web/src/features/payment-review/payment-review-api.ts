import {
  AdminPaymentReviewPage,
  type PaymentReview,
  type PaymentReviewSearchBy,
  type PaymentStatusValue,
} from '@reno/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

export interface PaymentReviewFilters {
  status: PaymentStatusValue | '';
  /** Text search, server-side, in the field searchBy names. */
  search: string;
  searchBy: PaymentReviewSearchBy;
  project: string;
  client: string;
  method: string;
  from: string;
  to: string;
  /** 0-based, as TablePagination counts; the server's `page` is 1-based. */
  page: number;
  rowsPerPage: number;
  /** Issue 13: progressive stage receipts or variation order receipts. */
  kind: 'progressive' | 'variation_order';
}

export const usePaymentReviewList = (filters: PaymentReviewFilters) =>
  useQuery({
    queryKey: ['admin', 'payments', filters] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/payments', {
        query: {
          page: filters.page + 1,
          rowsPerPage: filters.rowsPerPage,
          status: filters.status || undefined,
          search: filters.search || undefined,
          searchBy: filters.search ? filters.searchBy : undefined,
          project: filters.project || undefined,
          client: filters.client || undefined,
          method: filters.method || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          // The server's default is progressive: only the other kind is asked for by name.
          kind: filters.kind === 'variation_order' ? filters.kind : undefined,
        },
        schema: AdminPaymentReviewPage,
        signal,
      }),
    placeholderData: (previous) => previous,
  });

const ReviewResult = z.object({
  status: z.enum(['Paid', 'Approved', 'Declined']),
  next_invoice_number: z.string().nullable(),
});

export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: PaymentReview }) =>
      api.post(`/admin/payments/${encodeURIComponent(id)}/review`, review, { schema: ReviewResult }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] }),
  });
}
