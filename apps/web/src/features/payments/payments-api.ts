import {
  PayNowInstructions,
  ProjectPayments,
  SubmittedReceipt,
  type ProgressivePaymentReceiptInput,
} from '@reno/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../lib/api';

const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;

export const paymentsKey = (projectId: string) => ['payments', projectId] as const;

export const useProjectPayments = (projectId: string) =>
  useQuery({
    queryKey: paymentsKey(projectId),
    queryFn: ({ signal }) =>
      api.get(`${projectPath(projectId)}/payments`, { schema: ProjectPayments, signal }),
  });

/** The QR for one stage; fetched only while it is on screen. */
export const usePayNow = (projectId: string, stage: number, enabled: boolean) =>
  useQuery({
    queryKey: ['payments', projectId, 'paynow', stage] as const,
    queryFn: ({ signal }) =>
      api.get(`${projectPath(projectId)}/payments/${stage}/paynow`, { schema: PayNowInstructions, signal }),
    enabled,
  });

/** Stage 1 goes through checkout (the quotation payment's rules); later stages through the modal. */
export function useSubmitReceipt(projectId: string, stage: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgressivePaymentReceiptInput) =>
      api.post(
        stage === 1
          ? `${projectPath(projectId)}/checkout`
          : `${projectPath(projectId)}/payments/${stage}/receipts`,
        body,
        { schema: SubmittedReceipt },
      ),
    // Not awaited: the caller's onSuccess must run before the refetch can unmount the form (checkout
    // closes once the deposit is Paid), or the confirmation would never show.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsKey(projectId) });
    },
  });
}

export const invoicePdfUrl = (projectId: string, stage: number) =>
  apiUrl(`${projectPath(projectId)}/payments/${stage}/invoice.pdf`);
