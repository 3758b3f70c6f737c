import {
  CATALOGUE_STALE_MS,
  filterParam,
  GALLERY_PAGE_SIZE,
  GALLERY_SORT_OPTIONS,
  type GalleryFilter,
  type GalleryProject,
  type GallerySortKey,
  type ListResult,
} from '@reno/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const sortOption = (key: GallerySortKey) =>
  GALLERY_SORT_OPTIONS.find((o) => o.key === key) ?? GALLERY_SORT_OPTIONS[0];

/**
 * Spec "Gallery" state: "Changing filter or sort clears the list and resets to page 1; Show More
 * increments the page". Filter and sort are part of the key, so a change starts a fresh list at page 1.
 */
export function galleryQueryOptions(filter: GalleryFilter | undefined, sortKey: GallerySortKey) {
  const { sortBy, sort } = sortOption(sortKey);
  const filters = filter ? filterParam(filter) : undefined;
  const params = (page: number) => ({
    page,
    rowsPerPage: GALLERY_PAGE_SIZE,
    sortBy,
    sort,
    ...(filters ? { filters } : {}),
  });
  return {
    ...infiniteQueryOptions({
      queryKey: ['catalogue', 'gallery', filters ?? 'none', sortKey],
      initialPageParam: 1,
      // A public read: the server checks the reply against the domain schema (see `publicQuery`).
      queryFn: ({ pageParam, signal }) =>
        api.get<ListResult<GalleryProject>>('/other_project', { signal, query: params(pageParam) }),
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((n, p) => n + p.items.length, 0);
        return loaded < last.totalCount && last.items.length > 0 ? pages.length + 1 : undefined;
      },
      staleTime: CATALOGUE_STALE_MS,
    }),
    params,
  };
}

export function useGallery(filter: GalleryFilter | undefined, sortKey: GallerySortKey) {
  const { params: _params, ...options } = galleryQueryOptions(filter, sortKey);
  return useInfiniteQuery(options);
}
