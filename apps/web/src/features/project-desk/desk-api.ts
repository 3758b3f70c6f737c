import {
  type AssignMerchant,
  type AttachProjectFile,
  MerchantOption,
  ProjectDeskDetail,
  ProjectDeskPage,
  ProjectManagerOption,
  type ProjectFileView,
  type ProjectScheduleView,
  type ProjectServiceView,
  type SetProjectSchedule,
} from '@reno/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Query } from '../../lib/api';

const enc = encodeURIComponent;
/** The admin works every project (/admin/...); a project manager its own (/pm/...), same replies. */
export type DeskRole = 'admin' | 'pm';
export const deskKey = ['project-desk'] as const;

export const deskListQuery = (role: DeskRole, query: Query) =>
  queryOptions({
    queryKey: [...deskKey, role, 'list', query],
    queryFn: ({ signal }) => api.get(`/${role}/projects`, { schema: ProjectDeskPage, signal, query }),
  });

export const deskProjectQuery = (role: DeskRole, id: string) =>
  queryOptions({
    queryKey: [...deskKey, role, 'project', id],
    queryFn: ({ signal }) => api.get(`/${role}/projects/${enc(id)}`, { schema: ProjectDeskDetail, signal }),
  });

export const activeMerchantsQuery = () =>
  queryOptions({
    queryKey: [...deskKey, 'merchant-options'],
    queryFn: ({ signal }) => api.get('/admin/merchants/active', { schema: z.array(MerchantOption), signal }),
  });

export const projectManagersQuery = () =>
  queryOptions({
    queryKey: [...deskKey, 'project-managers'],
    queryFn: ({ signal }) =>
      api.get('/admin/project-managers', { schema: z.array(ProjectManagerOption), signal }),
  });

export function useDeskMutations(projectId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: deskKey });
  const id = enc(projectId);
  return {
    assignMerchant: useMutation({
      mutationFn: ({ serviceId, body }: { serviceId: string; body: AssignMerchant }) =>
        api.post<ProjectServiceView>(`/admin/projects/${id}/services/${enc(serviceId)}/assign`, body),
      onSettled: refresh,
    }),
    assignProjectManager: useMutation({
      mutationFn: (projectManagerId: string | null) =>
        api.put(`/admin/projects/${id}/project-manager`, { project_manager_id: projectManagerId }),
      onSettled: refresh,
    }),
    saveSchedule: useMutation({
      mutationFn: (body: SetProjectSchedule) =>
        api.put<ProjectScheduleView>(`/projects/${id}/schedule`, body),
      onSettled: refresh,
    }),
    attachFile: useMutation({
      mutationFn: (body: AttachProjectFile) => api.post<ProjectFileView>(`/projects/${id}/files`, body),
      onSettled: refresh,
    }),
    deleteFile: useMutation({
      mutationFn: (fileId: string) => api.delete(`/projects/${id}/files/${enc(fileId)}`),
      onSettled: refresh,
    }),
  };
}

export const deskPaths = {
  list: (role: DeskRole) => (role === 'admin' ? '/admin/projects' : '/pm/projects'),
  // The e-mails link /admin/projects/{id}; /admin/renovation-project-detail/{id} (the spec's deep link
  // example) opens the same page.
  project: (role: DeskRole, id: string, tab = '') =>
    `${role === 'admin' ? '/admin/projects' : '/pm/projects'}/${enc(id)}${tab ? `/${tab}` : ''}`,
};
