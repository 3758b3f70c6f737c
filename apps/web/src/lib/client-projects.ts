import { ClientProjectList } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/** The signed-in client's projects (client dashboard, project dashboard). */
export const clientProjectsQuery = () =>
  queryOptions({
    queryKey: ['projects', 'client'],
    queryFn: ({ signal }) => api.get('/client-projects', { schema: ClientProjectList, signal }),
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
