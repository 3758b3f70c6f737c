import {
  DEFAULT_ROWS_PER_PAGE,
  isNumberSearch,
  type ClientProjectPage,
  type ProjectDashboardFilter,
} from '@reno/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, type Query } from './api';

/** Spec "Filter: postal_code and works_amount are number searches": sent as contains-filters. */
function filterQuery(filter: ProjectDashboardFilter): Query {
  const finds = (['postal_code', 'works_amount'] as const).flatMap((field) => {
    const value = filter[field]?.trim() ?? '';
    return value && isNumberSearch(value) ? [[field, value] as const] : [];
  });
  return Object.fromEntries(
    finds.flatMap(([field, value], i) => [
      [i === 0 ? 'findBy' : 'findBy1', field],
      [i === 0 ? 'find' : 'find1', value],
    ]),
  );
}

/**
 * The signed-in client's projects (client dashboard, project dashboard), paged on the server, newest
 * first, 20 a page (issue 19). Each page also says how many there are and carries the entries the
 * dashboard's phase text reads across all of them. Its type is trusted, not checked in the browser, as
 * `publicQuery` explains: the server checks this reply against the same `ClientProjectPage` schema, and
 * the signed-in dashboard must stay under 250 KB of JavaScript (issue 19), which zod alone would eat 26
 * KB of.
 */
export const clientProjectsQuery = (filter: ProjectDashboardFilter = {}) =>
  infiniteQueryOptions({
    queryKey: ['projects', 'client', filterQuery(filter)],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<ClientProjectPage>('/client-projects', {
        signal,
        query: { page: pageParam, rowsPerPage: DEFAULT_ROWS_PER_PAGE, ...filterQuery(filter) },
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.totalCount && last.items.length > 0 ? pages.length + 1 : undefined;
    },
  });

const id = (projectId: string) => encodeURIComponent(projectId);
/** Spec client routes: a project's pages live under /main-project/{id} (and /other-project/{id}). */
export const projectPaths = {
  progressivePayment: (projectId: string) =>
    `/main-project/${id(projectId)}/transactions/progressive-payment`,
  quotation: (projectId: string) => `/main-project/${id(projectId)}/quotation`,
  floorplans: (projectId: string) => `/main-project/${id(projectId)}/nav-floorplans/floorplans`,
  timeSchedule: (projectId: string) => `/main-project/${id(projectId)}/time-schedule`,
  otherProject: (projectId: string) => `/other-project/${id(projectId)}`,
  otherProjectDraft: (projectId: string) => `/other-project/canvas/${id(projectId)}/draft`,
  quotationProgress: (projectId: string) => `/quotation-progress/${id(projectId)}`,
} as const;
