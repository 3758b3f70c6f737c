import { ProjectTimeScheduleView } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The project's time schedule and its stage gate (GET /projects/{id}/time-schedule). */
export const timeScheduleQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', 'time-schedule', projectId],
    queryFn: ({ signal }) =>
      api.get(`/projects/${encodeURIComponent(projectId)}/time-schedule`, {
        schema: ProjectTimeScheduleView,
        signal,
      }),
  });
