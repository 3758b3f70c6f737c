import { formatDate, type ProjectTimeSchedule, type ServicesScheduleEntry } from '@reno/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export const scheduleViewTexts = {
  timeSchedule: 'Time Schedule',
  servicesSchedule: 'Services Schedule',
  meeting: (n: number) => `Meeting ${n}`,
  notSet: 'Not set', // ours
  service: 'Service',
  date: 'Date',
  type: 'Type',
  stage: 'Stage',
  note: 'Note',
  types: { works: 'Works', other: 'Other' },
  none: 'No Data Found!',
} as const;

/** Spec §3 "Time schedule: meeting_1..3" and "Services schedule: services, date, type, stage" (read view). */
export function ScheduleView({
  timeSchedule,
  servicesSchedule,
}: {
  timeSchedule: ProjectTimeSchedule | null;
  servicesSchedule: readonly ServicesScheduleEntry[];
}) {
  const meetings = [timeSchedule?.meeting_1, timeSchedule?.meeting_2, timeSchedule?.meeting_3];
  const sorted = [...servicesSchedule].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-label={scheduleViewTexts.timeSchedule} sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {scheduleViewTexts.timeSchedule}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
          {meetings.map((date, i) => (
            <Stack key={i}>
              <Typography variant="caption" color="text.secondary">
                {scheduleViewTexts.meeting(i + 1)}
              </Typography>
              <Typography>{date ? formatDate(date) : scheduleViewTexts.notSet}</Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-label={scheduleViewTexts.servicesSchedule}
        sx={{ p: 2 }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {scheduleViewTexts.servicesSchedule}
        </Typography>
        {sorted.length === 0 ? (
          <Typography color="text.secondary">{scheduleViewTexts.none}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={scheduleViewTexts.servicesSchedule}>
              <TableHead>
                <TableRow>
                  <TableCell>{scheduleViewTexts.date}</TableCell>
                  <TableCell>{scheduleViewTexts.service}</TableCell>
                  <TableCell>{scheduleViewTexts.type}</TableCell>
                  <TableCell>{scheduleViewTexts.stage}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {scheduleViewTexts.note}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sorted.map((entry) => (
                  <TableRow key={entry._id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date)}</TableCell>
                    <TableCell>{entry.services}</TableCell>
                    <TableCell>{scheduleViewTexts.types[entry.type]}</TableCell>
                    <TableCell>{entry.stage}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {entry.note ?? ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </Stack>
  );
}
