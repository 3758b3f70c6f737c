import { clientPhaseText } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DesignNowButton } from '../../components/design-now-button';
import { EmptyState } from '../../components/empty-state';
import { CAROUSEL_STEP, ProjectCarousel } from '../../components/project-carousel';
import { clientProjectsQuery } from '../../lib/client-projects';
import { CalendarBlock } from './calendar-block';
import { clientDashboardTexts as texts } from './client-dashboard-texts';
import { PhaseText } from './phase-text';
import { QuickLinks } from './quick-links';
import { QuotationTotalBar } from './quotation-total-bar';

// Loaded when "New Project" is first pressed, not with the dashboard (issue 19: under 250 KB of JS).
const CreateProjectDialog = lazy(async () => ({
  default: (await import('../../components/create-project-dialog')).CreateProjectDialog,
}));

/**
 * Spec "Client dashboard", below the welcome: phase text, "Your Projects" carousel with its quotation
 * total bar, the Calendar block and Quick Links, all about the project picked in the carousel.
 */
export function DashboardProjects() {
  const query = useInfiniteQuery(clientProjectsQuery());
  const [selectedId, setSelectedId] = useState<string>();
  const [shown, setShown] = useState(CAROUSEL_STEP);
  const [creating, setCreating] = useState(false);

  if (query.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading your projects">
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={80} />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        }
      >
        {texts.loadFailed}
      </Alert>
    );

  const pages = query.data.pages;
  const projects = pages.flatMap((p) => p.items);
  // The first page carries what the phase text reads across every project, not only the loaded ones.
  const phase = clientPhaseText(pages[0] ?? { totalCount: 0, payment_entries: [] });
  if (projects.length === 0)
    return (
      <Stack spacing={3}>
        <PhaseText phase={phase} />
        <EmptyState title={texts.noProjects} action={<DesignNowButton placement="client-dashboard" />} />
        <CalendarBlock project={undefined} />
        <QuickLinks projectId={undefined} />
      </Stack>
    );

  const selected = projects.find((p) => p._id === selectedId) ?? projects[0];
  return (
    <Stack spacing={3}>
      <PhaseText phase={phase} />
      <ProjectCarousel
        projects={projects.map((p) => ({ _id: p._id, name: p.name, total_amount: p.works_amount }))}
        shown={shown}
        hasMore={query.hasNextPage}
        onMore={() => {
          const next = shown + CAROUSEL_STEP;
          setShown(next);
          // The carousel shows 3 more at a time; the server pages 20 at a time behind it.
          if (next > projects.length && query.hasNextPage && !query.isFetchingNextPage)
            void query.fetchNextPage();
        }}
        onNewProject={() => setCreating(true)}
        selectedId={selected?._id}
        onSelect={setSelectedId}
      />
      {selected && <QuotationTotalBar project={selected} />}
      <CalendarBlock project={selected} />
      <QuickLinks projectId={selected?._id} />
      {creating && (
        <Suspense fallback={null}>
          <CreateProjectDialog open onClose={() => setCreating(false)} confirmLabel={texts.createConfirm} />
        </Suspense>
      )}
    </Stack>
  );
}
