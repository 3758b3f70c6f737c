import {
  type AdvanceMilestone,
  type DeclineService,
  MerchantCalendarWeek,
  MerchantProjectDetail,
  MerchantProjectPage,
  MerchantTransactionPage,
  type MerchantTransactionTab,
  MerchantView,
  type MilestoneView,
  type ProjectServiceView,
  type UpdateOwnMerchantProfile,
} from '@reno/domain';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const enc = encodeURIComponent;
export const merchantKey = ['merchant'] as const;
export const MERCHANT_PAGE_SIZE = 20;

export const merchantProjectsQuery = (status: 'incoming' | 'current') =>
  infiniteQueryOptions({
    queryKey: [...merchantKey, 'projects', status],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get('/merchant/projects', {
        schema: MerchantProjectPage,
        signal,
        query: { status, page: pageParam, rowsPerPage: MERCHANT_PAGE_SIZE },
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.totalCount && last.items.length > 0 ? pages.length + 1 : undefined;
    },
  });

export const merchantProjectQuery = (id: string) =>
  queryOptions({
    queryKey: [...merchantKey, 'project', id],
    queryFn: ({ signal }) =>
      api.get(`/merchant/projects/${enc(id)}`, { schema: MerchantProjectDetail, signal }),
  });

export const merchantTransactionsQuery = (tab: MerchantTransactionTab, page: number, rowsPerPage: number) =>
  queryOptions({
    queryKey: [...merchantKey, 'transactions', tab, page, rowsPerPage],
    queryFn: ({ signal }) =>
      api.get('/merchant/transactions', {
        schema: MerchantTransactionPage,
        signal,
        query: { tab, page, rowsPerPage },
      }),
  });

export const merchantCalendarQuery = (week: string) =>
  queryOptions({
    queryKey: [...merchantKey, 'calendar', week],
    queryFn: ({ signal }) =>
      api.get('/merchant/calendar', { schema: MerchantCalendarWeek, signal, query: { week } }),
  });

export const merchantProfileQuery = () =>
  queryOptions({
    queryKey: [...merchantKey, 'profile'],
    queryFn: ({ signal }) => api.get('/merchant/profile', { schema: MerchantView, signal }),
  });

/** Accepting, declining and milestones change the projects lists and the project: all refreshed. */
export function useMerchantMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: merchantKey });
  return {
    accept: useMutation({
      mutationFn: (serviceId: string) =>
        api.post<ProjectServiceView>(`/merchant/services/${enc(serviceId)}/accept`),
      onSettled: refresh,
    }),
    decline: useMutation({
      mutationFn: ({ serviceId, body }: { serviceId: string; body: DeclineService }) =>
        api.post<ProjectServiceView>(`/merchant/services/${enc(serviceId)}/decline`, body),
      onSettled: refresh,
    }),
    advance: useMutation({
      mutationFn: ({ projectId, body }: { projectId: string; body: AdvanceMilestone }) =>
        api.post<MilestoneView[]>(`/merchant/projects/${enc(projectId)}/milestones`, body),
      onSettled: refresh,
    }),
    saveProfile: useMutation({
      mutationFn: (body: UpdateOwnMerchantProfile) =>
        api.patch('/merchant/profile', body, { schema: MerchantView }),
      onSettled: refresh,
    }),
  };
}

export const merchantPaths = {
  overview: '/project',
  incoming: (id: string, tab = '') => `/incoming-project/${enc(id)}${tab ? `/${tab}` : ''}`,
  current: (id: string, tab = '') => `/current-project/${enc(id)}${tab ? `/${tab}` : ''}`,
  transactions: (tab: MerchantTransactionTab) => `/transactions/${tab}`,
} as const;
