import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { userMessageOf } from '../../lib/errors';
import { overviewQuery } from './back-office-api';

export const overviewTexts = {
  title: 'Overview',
  subtitle: 'What needs action now.', // ours
  empty: 'No queues to show for your groups.', // ours
  retry: 'Retry',
  open: (label: string, count: number) => `${label}: ${count}. Open the list`, // ours
} as const;
const t = overviewTexts;

/** Issue 18 item 1: one counter per queue that needs an admin, each opening its list. */
export function OverviewPage() {
  const query = useQuery(overviewQuery());
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t.subtitle}</Typography>
      </div>
      {query.isError && (
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
      )}
      {query.isPending && !query.isError && <Skeleton variant="rounded" height={120} />}
      {query.data && query.data.counters.length === 0 && <EmptyState title={t.empty} />}
      <Grid container spacing={2}>
        {query.data?.counters.map((counter) => (
          <Grid key={counter.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card variant="outlined" data-testid={`overview-${counter.key}`}>
              <CardActionArea
                component={RouterLink}
                to={counter.path}
                aria-label={t.open(counter.label, counter.count)}
              >
                <CardContent>
                  <Typography
                    component="p"
                    sx={{
                      fontSize: 36,
                      fontWeight: 800,
                      color: counter.count ? 'primary.main' : 'text.primary',
                    }}
                  >
                    {counter.count}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{counter.label}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
