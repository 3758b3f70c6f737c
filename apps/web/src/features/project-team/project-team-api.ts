import { ClientProjectMerchantPage, SpecialSpecificationList } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api';

const enc = encodeURIComponent;

export const projectMerchantsQuery = (projectId: string, query: Query) =>
  queryOptions({
    queryKey: ['projects', projectId, 'merchants', query],
    queryFn: ({ signal }) =>
      api.get(`/projects/${enc(projectId)}/merchants`, { schema: ClientProjectMerchantPage, signal, query }),
  });

export const specialSpecificationsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'special-specifications'],
    queryFn: ({ signal }) =>
      api.get(`/projects/${enc(projectId)}/special-specifications`, {
        schema: SpecialSpecificationList,
        signal,
      }),
  });
