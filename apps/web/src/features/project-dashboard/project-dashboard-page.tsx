import {
  isNumberSearch,
  projectCardGroup,
  type ClientProjectSummary,
  type ProjectCardGroup,
  type ProjectDashboardFilter,
} from '@reno/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DesignNowButton } from '../../components/design-now-button';
import { EmptyState } from '../../components/empty-state';
import { clientProjectsQuery } from '../../lib/client-projects';
import { ProjectCard } from './project-card';
import { projectDashboardTexts as texts } from './project-dashboard-texts';

const GROUP_ORDER: ProjectCardGroup[] = ['inProgress', 'draft', 'quotation', 'completed'];

function groupProjects(projects: readonly ClientProjectSummary[]) {
  const groups = new Map<ProjectCardGroup, ClientProjectSummary[]>();
  for (const p of projects) {
    const g = projectCardGroup(p);
    groups.set(g, [...(groups.get(g) ?? []), p]);
  }
  return GROUP_ORDER.flatMap((g) => (groups.get(g)?.length ? [{ group: g, items: groups.get(g)! }] : []));
}

function NumberFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const invalid = value.trim() !== '' && !isNumberSearch(value);
  return (
    <TextField
      label={label}
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={invalid}
      helperText={invalid ? texts.numbersOnly : ' '}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

/** Client spec §2 "Project dashboard": the client's projects as cards grouped by phase, filterable. */
export function ProjectDashboardPage() {
  const [filterOpen, setFilterOpen] = useState(false);
  const [filter, setFilter] = useState<Required<ProjectDashboardFilter>>({
    postal_code: '',
    works_amount: '',
  });
  const filtering = filter.postal_code.trim() !== '' || filter.works_amount.trim() !== '';
  // A half-typed non-number does not filter (the field says why) rather than hiding every card. The
  // server filters and pages (issue 19); the previous page stays on screen while the next one loads.
  const query = useInfiniteQuery({
    ...clientProjectsQuery(filter),
    placeholderData: (previous) => previous,
  });
  const projects = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Stack spacing={0.5}>
        <Breadcrumbs aria-label="breadcrumb">
          <Link component={RouterLink} to="/client-dashboard" underline="hover" color="inherit">
            {texts.breadcrumbHome}
          </Link>
          <Typography color="text.primary">{texts.title}</Typography>
        </Breadcrumbs>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {texts.title}
          </Typography>
          <Stack direction="row" spacing={1}>
            <DesignNowButton placement="project-dashboard" />
            <Button
              variant="outlined"
              startIcon={<FilterListIcon />}
              aria-expanded={filterOpen}
              onClick={() => {
                if (filterOpen || filtering) {
                  setFilter({ postal_code: '', works_amount: '' });
                  setFilterOpen(false);
                } else setFilterOpen(true);
              }}
            >
              {filterOpen || filtering ? texts.clearFilter : texts.filter}
            </Button>
          </Stack>
        </Stack>
      </Stack>
      {filterOpen && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <NumberFilter
              label={texts.postalCode}
              value={filter.postal_code}
              onChange={(postal_code) => setFilter((f) => ({ ...f, postal_code }))}
            />
            <NumberFilter
              label={texts.worksAmount}
              value={filter.works_amount}
              onChange={(works_amount) => setFilter((f) => ({ ...f, works_amount }))}
            />
          </Stack>
        </Paper>
      )}
      {query.isPending ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={300} />
          ))}
        </Box>
      ) : query.isError ? (
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
      ) : projects.length === 0 && !filtering ? (
        <EmptyState
          title={texts.noProjects}
          action={<DesignNowButton placement="project-dashboard-empty" />}
        />
      ) : (
        <>
          <ProjectGroups projects={projects} />
          {query.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Button
                variant="outlined"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {texts.loadMore}
              </Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}

function ProjectGroups({ projects }: { projects: ClientProjectSummary[] }) {
  const groups = groupProjects(projects);
  if (groups.length === 0) return <EmptyState title={texts.noMatch} />;
  return (
    <>
      {groups.map(({ group, items }) => (
        <Stack key={group} spacing={1.5} component="section" aria-labelledby={`group-${group}`}>
          <Typography id={`group-${group}`} variant="h6" component="h2">
            {texts.groups[group]}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
            }}
          >
            {items.map((p) => (
              <ProjectCard key={p._id} project={p} group={group} />
            ))}
          </Box>
        </Stack>
      ))}
    </>
  );
}
