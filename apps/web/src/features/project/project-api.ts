import {
  ProjectInformation,
  ProjectQuotationView,
  type RenovationLocation,
  type ShareDocumentByEmail,
  SharedDocument,
  type UpdateQuotationItem,
} from '@reno/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api } from '../../lib/api';

const base = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
export const informationKey = (projectId: string) => ['projects', 'information', projectId] as const;
export const quotationKey = (projectId: string) => ['projects', 'quotation-details', projectId] as const;

/** The PDF the server generates; the same URL previews it and downloads it. */
export const quotationPdfUrl = (projectId: string, version: string) =>
  `${API_BASE}${base(projectId)}/quotation/pdf?v=${encodeURIComponent(version)}`;

export const useProjectInformation = (projectId: string) =>
  useQuery({
    queryKey: informationKey(projectId),
    queryFn: ({ signal }) =>
      api.get(`${base(projectId)}/information`, { schema: ProjectInformation, signal }),
  });

export function useSaveRenovationLocation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenovationLocation) =>
      api.put(`${base(projectId)}/renovation-location`, input, { schema: ProjectInformation }),
    onSuccess: (info) => queryClient.setQueryData(informationKey(projectId), info),
  });
}

export const useProjectQuotation = (projectId: string) =>
  useQuery({
    queryKey: quotationKey(projectId),
    queryFn: ({ signal }) =>
      api.get(`${base(projectId)}/quotation/details`, { schema: ProjectQuotationView, signal }),
  });

/**
 * Edits and removals answer with the whole quotation as the server recomputed it: the page shows that,
 * never totals of its own. Other project lists (dashboard, drafts) are refreshed too.
 */
function useQuotationChange<V>(projectId: string, send: (vars: V) => Promise<ProjectQuotationView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (view) => {
      queryClient.setQueryData(quotationKey(projectId), view);
      await queryClient.invalidateQueries({
        queryKey: ['projects'],
        predicate: (q) => q.queryKey[1] !== 'quotation-details',
      });
    },
  });
}

export const useUpdateQuantity = (projectId: string) =>
  useQuotationChange(projectId, ({ itemId, ...body }: UpdateQuotationItem & { itemId: string }) =>
    api.patch(`${base(projectId)}/quotation/items/${encodeURIComponent(itemId)}`, body, {
      schema: ProjectQuotationView,
    }),
  );

export const useRemoveItem = (projectId: string) =>
  useQuotationChange(projectId, (itemId: string) =>
    api.delete(`${base(projectId)}/quotation/items/${encodeURIComponent(itemId)}`, {
      schema: ProjectQuotationView,
    }),
  );

export const useShareQuotation = (projectId: string) =>
  useMutation({
    mutationFn: (body: ShareDocumentByEmail) =>
      api.post(`${base(projectId)}/quotation/email`, body, { schema: SharedDocument }),
  });
