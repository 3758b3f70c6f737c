import {
  AdminHoldsPage,
  ApprovalItemList,
  ApprovalItemView,
  type ApproveItemInput,
  EscrowReport,
  type HoldItemInput,
  PayablePage,
  PayoutView,
  type RecordPayoutInput,
  type ResolveHoldInput,
} from '@reno/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api';

const enc = encodeURIComponent;
export const approvalsKey = ['approvals'] as const;

export const projectApprovalsQuery = (projectId: string, tab: 'pending' | 'approved') =>
  queryOptions({
    queryKey: [...approvalsKey, 'project', projectId, tab],
    queryFn: ({ signal }) =>
      api.get(`/projects/${enc(projectId)}/approvals`, { schema: ApprovalItemList, signal, query: { tab } }),
  });

export const adminHoldsQuery = (query: Query) =>
  queryOptions({
    queryKey: [...approvalsKey, 'admin-holds', query],
    queryFn: ({ signal }) => api.get('/admin/holds', { schema: AdminHoldsPage, signal, query }),
  });

export const adminPayoutsQuery = (query: Query) =>
  queryOptions({
    queryKey: [...approvalsKey, 'admin-payouts', query],
    queryFn: ({ signal }) => api.get('/admin/payouts', { schema: PayablePage, signal, query }),
  });

export const escrowQuery = (projectId: string | null) =>
  queryOptions({
    queryKey: [...approvalsKey, 'escrow', projectId],
    queryFn: ({ signal }) =>
      api.get(projectId ? `/admin/escrow/projects/${enc(projectId)}` : '/admin/escrow', {
        schema: EscrowReport,
        signal,
      }),
  });

/** Every approvals mutation refreshes every approvals list (they are small). */
function useApprovalsMutation<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: approvalsKey }),
  });
}

export const useApprove = () =>
  useApprovalsMutation((v: { id: string; body: ApproveItemInput }) =>
    api.post(`/approvals/${enc(v.id)}/approve`, v.body, { schema: ApprovalItemView }),
  );
export const useHold = () =>
  useApprovalsMutation((v: { id: string; body: HoldItemInput }) =>
    api.post(`/approvals/${enc(v.id)}/hold`, v.body, { schema: ApprovalItemView }),
  );
export const useResolveHold = () =>
  useApprovalsMutation((v: { id: string; body: ResolveHoldInput }) =>
    api.post(`/admin/approvals/${enc(v.id)}/resolve`, v.body, { schema: ApprovalItemView }),
  );
export const useRecordPayout = () =>
  useApprovalsMutation((body: RecordPayoutInput) => api.post('/admin/payouts', body, { schema: PayoutView }));
