import { clientCalendar, type ClientProjectSummary } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ProjectSchedule, timeScheduleQuery } from '../../components/schedule-calendar';
import { StageGate } from '../../components/stage-gate';
import { projectPaths } from '../../lib/client-projects';
import { clientDashboardTexts as texts } from './client-dashboard-texts';

/**
 * Spec: the calendar is locked with "Pay 10% to see your calendar" until the stage-1 and stage-2
 * payments are both Approved; with no project, "No project created for calendar".
 */
export function CalendarBlock({ project }: { project: ClientProjectSummary | undefined }) {
  const calendar = clientCalendar(project);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="calendar-title">
      <Typography id="calendar-title" variant="h6" component="h2">
        {texts.calendarTitle}
      </Typography>
      {calendar.state === 'noProject' && <Typography color="text.secondary">{calendar.message}</Typography>}
      {calendar.state === 'locked' && project && (
        <StageGate message={calendar.message} paymentPath={projectPaths.progressivePayment(project._id)} />
      )}
      {calendar.state === 'open' && project && <OpenCalendar projectId={project._id} />}
    </Stack>
  );
}

/** The selected project's meetings, payment windows and stage ends, with the way to its schedule page. */
function OpenCalendar({ projectId }: { projectId: string }) {
  const query = useQuery(timeScheduleQuery(projectId));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        {query.isPending && <Skeleton variant="rounded" height={320} aria-label="Loading the calendar" />}
        {query.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {texts.retry}
              </Button>
            }
          >
            {texts.calendarFailed}
          </Alert>
        )}
        {query.isSuccess && <ProjectSchedule schedule={query.data.schedule} />}
        <div>
          <Button variant="outlined" component={RouterLink} to={projectPaths.timeSchedule(projectId)}>
            {texts.timeSchedule}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
