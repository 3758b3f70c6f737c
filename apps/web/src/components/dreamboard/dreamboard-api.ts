import {
  type CreateDreamboardItem,
  DreamboardItemView,
  DreamboardPage,
  type UpdateDreamboardItem,
} from '@reno/domain';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

const key = (projectId: string) => ['dreamboard', projectId] as const;
const base = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/dreamboard`;

/** Spec "Dreamboard": 8 per page, newest first; View More loads the next page. */
export const dreamboardQuery = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: key(projectId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(base(projectId), { schema: DreamboardPage, query: { page: String(pageParam) }, signal }),
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.items.length, 0);
      return shown < last.totalCount ? pages.length + 1 : undefined;
    },
  });

/** Adding, editing and removing a photo refresh the board from the first page. */
export function useDreamboardMutations(projectId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(projectId) });
  return {
    add: useMutation({
      mutationFn: (body: CreateDreamboardItem) =>
        api.post(`${base(projectId)}/items`, body, { schema: DreamboardItemView }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ itemId, body }: { itemId: string; body: UpdateDreamboardItem }) =>
        api.patch(`${base(projectId)}/items/${encodeURIComponent(itemId)}`, body, {
          schema: DreamboardItemView,
        }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (itemId: string) =>
        api.delete(`${base(projectId)}/items/${encodeURIComponent(itemId)}`, {
          schema: z.object({ deleted: z.literal(true) }),
        }),
      onSuccess: refresh,
    }),
  };
}
