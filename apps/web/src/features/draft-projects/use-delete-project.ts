import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Deletes one of the client's projects; the server checks it is theirs. Refreshes every project list. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => api.delete<null>(`/projects/${encodeURIComponent(projectId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
