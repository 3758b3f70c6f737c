import { formatDate, weekStartMonday, type MerchantCalendarEvent } from '@reno/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { userMessageOf } from '../../lib/errors';
import { merchantCalendarQuery, merchantPaths } from './merchant-api';
import { merchantTexts as t } from './merchant-texts';
import { singaporeToday } from './milestones-panel';

const DAY_MS = 86_400_000;
export const addDays = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) =>
  new Intl.DateTimeFormat('en-SG', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function EventChip({ event }: { event: MerchantCalendarEvent }) {
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={event.kind === 'meeting' ? 'primary' : 'default'}
          label={t.kinds[event.kind]}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {event.label}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <RouterLink to={merchantPaths.current(event.project_id)}>{event.project_name}</RouterLink>
        {event.note ? ` · ${event.note}` : ''}
      </Typography>
    </Paper>
  );
}

/** Merchant route merchant/calendar: one week starting Monday (spec §9) of meetings and works. */
export function MerchantCalendarPage() {
  const [week, setWeek] = useState(() => weekStartMonday(singaporeToday()));
  const query = useQuery({ ...merchantCalendarQuery(week), placeholderData: keepPreviousData });
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.calendarTitle}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton aria-label={t.previousWeek} onClick={() => setWeek(addDays(week, -7))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
          {formatDate(week)} – {formatDate(addDays(week, 6))}
        </Typography>
        <IconButton aria-label={t.nextWeek} onClick={() => setWeek(addDays(week, 7))}>
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" onClick={() => setWeek(weekStartMonday(singaporeToday()))}>
          {t.thisWeek}
        </Button>
      </Stack>
      {query.isError ? (
        <Alert severity="error">{userMessageOf(query.error)}</Alert>
      ) : !query.data ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {days.map((day) => {
            const events = query.data.events.filter((e) => e.date === day);
            return (
              <Paper
                component="li"
                key={day}
                variant="outlined"
                sx={{ p: 2 }}
                aria-label={`${weekday(day)} ${formatDate(day)}`}
              >
                <Typography sx={{ fontWeight: 600, mb: 1 }}>
                  {weekday(day)} {formatDate(day)}
                </Typography>
                {events.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t.nothingThisDay}
                  </Typography>
                ) : (
                  <Stack spacing={1}>
                    {events.map((event, i) => (
                      <EventChip key={`${event.project_id}-${event.label}-${i}`} event={event} />
                    ))}
                  </Stack>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
