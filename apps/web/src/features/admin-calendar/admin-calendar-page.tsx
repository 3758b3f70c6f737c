import { AdminCalendarMonth, type CalendarEvent, type MerchantCalendarEvent } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { api } from '../../lib/api';
import { userMessageOf } from '../../lib/errors';

// The date-picker code is fetched with this page only.
const ScheduleCalendar = lazy(async () => ({
  default: (await import('../../components/schedule-calendar/schedule-calendar')).ScheduleCalendar,
}));

export const adminCalendarTexts = {
  title: 'Calendar',
  intro: "Every project's meetings (time schedule) and works (services schedule).", // ours
  nothing: 'Nothing scheduled this month.', // ours
  retry: 'Retry',
} as const;
const t = adminCalendarTexts;

const sgToday = () => new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Meetings keep the meeting colour; works and other days take the stage-end colour. */
const toCalendarEvent = (e: MerchantCalendarEvent): CalendarEvent => ({
  date: e.date,
  kind: e.kind === 'meeting' ? 'meeting' : 'stageEnd',
  meeting: 1,
  label: `${e.project_name}: ${e.label}${e.kind === 'other' && e.note ? ` (${e.note})` : ''}`,
});

/** Public spec "admin has ... calendar" (issue 18 item 7). */
export function AdminCalendarPage() {
  const today = sgToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const query = useQuery({
    queryKey: ['admin', 'calendar', month],
    queryFn: ({ signal }) =>
      api.get('/admin/calendar', { schema: AdminCalendarMonth, signal, query: { month } }),
    placeholderData: keepPreviousData,
  });
  const events = (query.data?.events ?? []).map(toCalendarEvent);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary">{t.intro}</Typography>
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
      <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label={t.title} />}>
        <ScheduleCalendar
          events={events}
          today={`${month}-01` > today ? `${month}-01` : today}
          onMonthChange={setMonth}
        />
      </Suspense>
      {query.isSuccess && events.length === 0 && <Typography color="text.secondary">{t.nothing}</Typography>}
    </Stack>
  );
}
