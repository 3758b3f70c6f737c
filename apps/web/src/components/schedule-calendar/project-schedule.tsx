import { type ProjectTimeSchedule, timeScheduleEvents, timeScheduleTexts } from '@reno/domain';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';

// Lazy: the date-picker code is fetched only when a schedule is shown, never with the public pages.
const ScheduleCalendar = lazy(async () => ({
  default: (await import('./schedule-calendar')).ScheduleCalendar,
}));

/** Singapore's date today (UTC+8 all year), as the calendar's days are Singapore days. */
const sgToday = () => new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The calendar of a project's time schedule, or a clear note that none is set yet. */
export function ProjectSchedule({ schedule }: { schedule: ProjectTimeSchedule | null }) {
  const events = timeScheduleEvents(schedule);
  if (events.length === 0)
    return <Typography color="text.secondary">{timeScheduleTexts.noSchedule}</Typography>;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label="Loading the calendar" />}>
      <ScheduleCalendar events={events} today={sgToday()} />
    </Suspense>
  );
}
