import { CATALOGUE_STALE_MS } from '@reno/domain';
import { QueryClient, queryOptions, type QueryKey } from '@tanstack/react-query';
import { type z } from 'zod';
import { api, type Query } from './api';
import { ApiError } from './errors';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on retry; a dropped connection or a 5xx may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** Spec §7 "Caching": off by default; catalogues opt in through `catalogueQuery`. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, retry: shouldRetry },
      mutations: { retry: false },
    },
  });

/** Spec §7: catalogue reads ("general store fetches") are cached for 15 minutes. */
export const catalogueQuery = <T>(key: QueryKey, path: string, schema: z.ZodType<T>, query?: Query) =>
  queryOptions({
    queryKey: ['catalogue', ...key, query ?? {}],
    queryFn: ({ signal }) => api.get(path, { schema, signal, ...(query ? { query } : {}) }),
    staleTime: CATALOGUE_STALE_MS,
  });

/**
 * A public content read (FAQ, testimonials, press, gallery, content pages) cached like a catalogue, with
 * its type trusted rather than checked in the browser: the server validates each of these replies
 * against the same domain schema (the route's response schema), and the public pages must not ship zod
 * (issue 7: at most 200 KB of JavaScript on /). Screens of signed-in users keep `catalogueQuery`.
 */
export const publicQuery = <T>(key: QueryKey, path: string, query?: Query) =>
  queryOptions({
    queryKey: ['catalogue', ...key, query ?? {}],
    queryFn: ({ signal }) =>
      api.get<T>(path, { signal, allowUnauthenticated: true, ...(query ? { query } : {}) }),
    staleTime: CATALOGUE_STALE_MS,
  });
