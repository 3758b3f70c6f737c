import { CATALOGUE_STALE_MS, ContentPage, ContentPageList, type PageKind } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Spec §7 "Caching": learn content is a catalogue, cached 15 minutes. */
export const contentKeys = {
  list: (kind: PageKind) => ['pages', kind] as const,
  page: (kind: PageKind, slug: string) => ['pages', kind, slug] as const,
};

export const fetchPages = (kind: PageKind, signal?: AbortSignal) =>
  api.get('/pages', {
    query: { kind },
    schema: ContentPageList,
    allowUnauthenticated: true,
    ...(signal ? { signal } : {}),
  });

export const fetchPage = (kind: PageKind, slug: string, signal?: AbortSignal) =>
  api.get(`/pages/${kind}/${encodeURIComponent(slug)}`, {
    schema: ContentPage,
    allowUnauthenticated: true,
    ...(signal ? { signal } : {}),
  });

export const usePages = (kind: PageKind) =>
  useQuery({
    queryKey: contentKeys.list(kind),
    queryFn: ({ signal }) => fetchPages(kind, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

export const usePage = (kind: PageKind, slug: string) =>
  useQuery({
    queryKey: contentKeys.page(kind, slug),
    queryFn: ({ signal }) => fetchPage(kind, slug, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
