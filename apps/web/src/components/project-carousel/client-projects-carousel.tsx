import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { draftProjectsQuery } from '../../lib/draft-projects';
import { CAROUSEL_STEP, ProjectCarousel } from './project-carousel';

/** The carousel with its data: the signed-in client's Design Now projects, 3 more at a time. */
export function ClientProjectsCarousel({ onNewProject }: { onNewProject: () => void }) {
  const query = useInfiniteQuery(draftProjectsQuery(''));
  const [shown, setShown] = useState(CAROUSEL_STEP);
  if (query.isPending) return <Skeleton variant="rounded" height={160} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const projects = query.data.pages.flatMap((p) => p.items);
  return (
    <ProjectCarousel
      projects={projects}
      shown={shown}
      hasMore={query.hasNextPage}
      onNewProject={onNewProject}
      onMore={() => {
        setShown((n) => n + CAROUSEL_STEP);
        if (shown + CAROUSEL_STEP > projects.length && query.hasNextPage) void query.fetchNextPage();
      }}
    />
  );
}
