import { ProjectFileView } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ProjectFilesList } from '../../components/project-operations';
import { api } from '../../lib/api';
import { userMessageOf } from '../../lib/errors';

export const projectFilesTexts = {
  title: 'Floorplans and Drawings from your team', // ours
} as const;

const projectFilesQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'files'],
    queryFn: ({ signal }) =>
      api.get(`/projects/${encodeURIComponent(projectId)}/files`, {
        schema: z.array(ProjectFileView),
        signal,
      }),
  });

/**
 * Issue 12 item 5: the floorplans and detailed drawings the admin, the project manager or a merchant
 * attached to the project show on the client's floorplan tab (special specifications have their own).
 */
export function ProjectFilesSection({ projectId }: { projectId: string }) {
  const query = useQuery(projectFilesQuery(projectId));
  const files = query.data?.filter((f) => f.kind !== 'special_specification') ?? [];
  return (
    <Stack component="section" aria-label={projectFilesTexts.title} spacing={1.5} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {projectFilesTexts.title}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={72} />
      ) : query.isError ? (
        <Alert severity="error">{userMessageOf(query.error)}</Alert>
      ) : (
        <ProjectFilesList files={files} />
      )}
    </Stack>
  );
}
