import { formatDate, type MerchantProjectCard } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../components/money';
import { userMessageOf } from '../../lib/errors';
import { merchantPaths, merchantProjectsQuery } from './merchant-api';
import { merchantTexts as t } from './merchant-texts';

function ProjectCard({ project, to }: { project: MerchantProjectCard; to: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography sx={{ fontWeight: 600 }}>{project.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {project.renovation_address ?? '-'} {project.renovation_postal_code ?? ''}
          </Typography>
          <Typography variant="body2">
            {t.client}: {project.client_name}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
            {project.services.map((s) => (
              <Chip key={s._id} size="small" label={`${s.services} · ${s.status}`} />
            ))}
          </Stack>
          <Typography variant="body2">
            {t.amount}: <Money cents={project.amount_cents} />
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t.assignedOn} {formatDate(project.assigned_at)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ProjectSection({ status }: { status: 'incoming' | 'current' }) {
  const query = useInfiniteQuery(merchantProjectsQuery(status));
  const title = status === 'incoming' ? t.incoming : t.current;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack component="section" aria-label={title} spacing={2}>
      <Typography variant="h5" component="h2">
        {title}
        {query.data ? ` (${query.data.pages[0]?.totalCount ?? 0})` : ''}
      </Typography>
      {query.isPending ? (
        <Grid container spacing={2}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={160} />
            </Grid>
          ))}
        </Grid>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {userMessageOf(query.error)}
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState title={status === 'incoming' ? t.noIncoming : t.noCurrent} />
      ) : (
        <>
          <Grid container spacing={2}>
            {items.map((project) => (
              <Grid key={project._id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <ProjectCard
                  project={project}
                  to={
                    status === 'incoming'
                      ? merchantPaths.incoming(project._id)
                      : merchantPaths.current(project._id)
                  }
                />
              </Grid>
            ))}
          </Grid>
          {query.hasNextPage && (
            <Button
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
            >
              {t.loadMore}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

/** Merchant route `project` (the default): incoming projects waiting for an answer, then current ones. */
export function ProjectOverviewPage() {
  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.overviewTitle}
      </Typography>
      <ProjectSection status="incoming" />
      <ProjectSection status="current" />
    </Stack>
  );
}
