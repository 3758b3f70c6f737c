import { clientCalendar, type ClientProjectSummary } from '@reno/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
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
      {calendar.state === 'open' && project && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {/* The meetings and stage ends live on the project's time schedule page. */}
          <Typography sx={{ mb: 1 }}>{texts.calendarOpen}</Typography>
          <Button variant="contained" component={RouterLink} to={projectPaths.timeSchedule(project._id)}>
            {texts.timeSchedule}
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
