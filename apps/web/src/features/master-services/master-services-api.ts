import {
  AreaTypeRow,
  AreaTypeServices,
  type CreateMasterService,
  type CreateServiceCategory,
  MasterServiceDetail,
  MasterServicePage,
  ServiceCategoryRow,
  Tooltip,
  type UpdateMasterService,
  type UpdateServiceCategory,
  type UpdateTooltip,
} from '@reno/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Query } from '../../lib/api';

const key = ['admin', 'master-services'] as const;

export const useMasterServices = (query: Query) =>
  useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => api.get('/admin/master-services', { schema: MasterServicePage, signal, query }),
    placeholderData: keepPreviousData,
  });

export const useMasterService = (id: string) =>
  useQuery({
    queryKey: [...key, 'detail', id],
    queryFn: ({ signal }) =>
      api.get(`/admin/master-services/${encodeURIComponent(id)}`, { schema: MasterServiceDetail, signal }),
  });

export function useSaveMasterService(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMasterService) =>
      api.put(`/admin/master-services/${encodeURIComponent(id)}`, input, { schema: MasterServiceDetail }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...key, 'detail', id], detail);
      return queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
    },
  });
}

export const useServiceCategories = () =>
  useQuery({
    queryKey: [...key, 'categories'],
    queryFn: ({ signal }) =>
      api.get('/admin/service-categories', { schema: z.array(ServiceCategoryRow), signal }),
  });

export function useSaveServiceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateServiceCategory }) =>
      api.put(`/admin/service-categories/${encodeURIComponent(id)}`, input, { schema: ServiceCategoryRow }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useTooltips = () =>
  useQuery({
    queryKey: [...key, 'tooltips'],
    queryFn: ({ signal }) => api.get('/admin/tooltips', { schema: z.array(Tooltip), signal }),
  });

export function useSaveTooltip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: UpdateTooltip }) =>
      api.put(`/admin/tooltips/${encodeURIComponent(code)}`, input, { schema: Tooltip }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...key, 'tooltips'] }),
  });
}

export const useAreaTypes = () =>
  useQuery({
    queryKey: [...key, 'area-types'],
    queryFn: ({ signal }) => api.get('/admin/area-types', { schema: z.array(AreaTypeRow), signal }),
  });

/** Decision 022: a new master service or addon; the editor then opens it by its new id. */
export function useCreateMasterService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMasterService) =>
      api.post('/admin/master-services', input, { schema: MasterServiceDetail }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...key, 'detail', detail.service._id], detail);
      // The master's addon list, the lists, the categories' counts and the area checklists.
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useCreateServiceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateServiceCategory) =>
      api.post('/admin/service-categories', input, { schema: ServiceCategoryRow }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...key, 'categories'] }),
  });
}

export const useAreaTypeServices = (area: string) =>
  useQuery({
    queryKey: [...key, 'area-types', area],
    queryFn: ({ signal }) =>
      api.get(`/admin/area-types/${encodeURIComponent(area)}/services`, { schema: AreaTypeServices, signal }),
  });

/** Saves which services an area type offers; the services' editors reload (their updated_at moved). */
export function useSaveAreaTypeServices(area: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (service_ids: string[]) =>
      api.put(
        `/admin/area-types/${encodeURIComponent(area)}/services`,
        { service_ids },
        { schema: AreaTypeServices },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
