import { projectDisplayName, timeScheduleTexts } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { ProjectSchedule, timeScheduleQuery } from '../../components/schedule-calendar';
import { StageGate } from '../../components/stage-gate';
import { projectAreaOf, projectPath } from './project-paths';

/**
 * Client route time-schedule, the spec's "Schedule calendar page": the project's meetings with their
 * progressive-payment windows and stage ends on a month calendar. Locked like the payment panel's tabs
 * until the project stage is 2 or more or a time schedule exists.
 */
export function TimeSchedulePage() {
  const { id = '' } = useParams();
  const area = projectAreaOf(useLocation().pathname);
  const query = useQuery(timeScheduleQuery(id));
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert severity="error">{query.error.message}</Alert>
      </Container>
    );
  const view = query.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {timeScheduleTexts.title}: {projectDisplayName(view.project_name)}
        </Typography>
        {view.is_unlocked ? (
          <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 3 } }}>
            <ProjectSchedule schedule={view.schedule} />
          </Paper>
        ) : (
          <StageGate paymentPath={`${projectPath(area, id)}/transactions/progressive-payment`} />
        )}
      </Stack>
    </Container>
  );
}
