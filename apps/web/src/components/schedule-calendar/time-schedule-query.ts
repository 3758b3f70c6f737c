import type { ProjectTimeScheduleView } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * The project's time schedule and its stage gate (GET /projects/{id}/time-schedule). The client
 * dashboard reads it, so its type is trusted as in `clientProjectsQuery` (the server checks the reply
 * against `ProjectTimeScheduleView`).
 */
export const timeScheduleQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', 'time-schedule', projectId],
    queryFn: ({ signal }) =>
      api.get<ProjectTimeScheduleView>(`/projects/${encodeURIComponent(projectId)}/time-schedule`, {
        signal,
      }),
  });
