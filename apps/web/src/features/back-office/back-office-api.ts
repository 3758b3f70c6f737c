import {
  AdminClientDetail,
  AdminClientPage,
  AdminClientRow,
  AdminUserPage,
  AdminGroup,
  AdminGroupList,
  AdminMember,
  AdminMemberList,
  AdminOverview,
  type SaveAdminGroup,
} from '@reno/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Query } from '../../lib/api';

const enc = encodeURIComponent;
export const backOfficeKey = ['admin', 'back-office'] as const;

export const overviewQuery = () =>
  queryOptions({
    queryKey: [...backOfficeKey, 'overview'],
    queryFn: ({ signal }) => api.get('/admin/overview', { schema: AdminOverview, signal }),
  });

export const groupsQuery = () =>
  queryOptions({
    queryKey: [...backOfficeKey, 'groups'],
    queryFn: ({ signal }) => api.get('/admin/groups', { schema: AdminGroupList, signal }),
  });

export const adminsQuery = () =>
  queryOptions({
    queryKey: [...backOfficeKey, 'admins'],
    queryFn: ({ signal }) => api.get('/admin/admins', { schema: AdminMemberList, signal }),
  });

export function useGroupMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: backOfficeKey });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: SaveAdminGroup }) =>
        id
          ? api.put(`/admin/groups/${enc(id)}`, body, { schema: AdminGroup })
          : api.post('/admin/groups', body, { schema: AdminGroup }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        api.delete(`/admin/groups/${enc(id)}`, { schema: z.object({ deleted: z.literal(true) }) }),
      onSettled: refresh,
    }),
    setGroups: useMutation({
      mutationFn: ({ adminId, groupIds }: { adminId: string; groupIds: string[] }) =>
        api.put(`/admin/admins/${enc(adminId)}/groups`, { group_ids: groupIds }, { schema: AdminMember }),
      onSettled: refresh,
    }),
  };
}

export const clientsQuery = (query: Query) =>
  queryOptions({
    queryKey: [...backOfficeKey, 'clients', query],
    queryFn: ({ signal }) => api.get('/admin/clients', { schema: AdminClientPage, signal, query }),
  });

export const clientDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...backOfficeKey, 'clients', 'detail', id],
    queryFn: ({ signal }) => api.get(`/admin/clients/${enc(id)}`, { schema: AdminClientDetail, signal }),
  });

export const adminUsersQuery = (query: Query) =>
  queryOptions({
    queryKey: [...backOfficeKey, 'admin-users', query],
    queryFn: ({ signal }) => api.get('/admin/users/admins', { schema: AdminUserPage, signal, query }),
  });

export function useClientMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...backOfficeKey, 'clients'] });
  return {
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: string; active: boolean }) =>
        api.post(`/admin/clients/${enc(id)}/${active ? 'activate' : 'deactivate'}`, undefined, {
          schema: AdminClientRow,
        }),
      onSettled: refresh,
    }),
    resend: useMutation({
      mutationFn: (id: string) =>
        api.post(`/admin/clients/${enc(id)}/resend-verification`, undefined, {
          schema: z.object({ sent: z.literal(true) }),
        }),
    }),
  };
}
