import { DraftProjectPage, draftProjectsListQuery } from '@reno/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * Spec draft listing (client's design_now_2 projects in phase design, newest first, 12 a page), shared by
 * the Draft Projects page and the dashboard's projects carousel.
 */
export const draftProjectsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['projects', 'drafts', search],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get('/projects/drafts', {
        schema: DraftProjectPage,
        signal,
        query: draftProjectsListQuery(pageParam, search),
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.totalCount && last.items.length > 0 ? pages.length + 1 : undefined;
    },
  });

export { designNowProjectPath, quotationProgressPath } from './draft-project-paths';
