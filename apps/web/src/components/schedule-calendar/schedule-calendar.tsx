// The date-picker code (MUI X + dayjs) lives only in this module, which is loaded lazily.
import { type CalendarEvent, type CalendarEventKind, formatDateLong } from '@reno/domain';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs from 'dayjs';
// Spec §9 "Calendar: week starts Monday": the en-SG locale's week starts on Monday.
import 'dayjs/locale/en-sg';
import { createContext, useContext, useMemo } from 'react';

export const CALENDAR_LOCALE = 'en-sg';

/** One colour per kind of day, shared by the marks on the calendar and the legend. */
const KIND_COLOUR: Record<CalendarEventKind, 'primary' | 'warning' | 'error' | 'success'> = {
  meeting: 'primary',
  ppStart: 'warning',
  ppEnd: 'error',
  stageEnd: 'success',
};

const EventsByDay = createContext<ReadonlyMap<string, CalendarEvent[]>>(new Map());

/** A day of the month: marked with a dot, and named with its events for screen readers. */
function EventDay(props: PickerDayProps) {
  const key = props.day.format('YYYY-MM-DD');
  const events = useContext(EventsByDay).get(key);
  if (!events || props.outsideCurrentMonth) return <PickerDay {...props} />;
  const first = events[0]!;
  return (
    <Badge
      overlap="circular"
      variant="dot"
      color={KIND_COLOUR[first.kind]}
      data-event-day={key}
      title={events.map((e) => e.label).join(', ')}
    >
      <PickerDay
        {...props}
        aria-label={`${formatDateLong(key)}: ${events.map((e) => e.label).join(', ')}`}
        sx={{ fontWeight: 700, border: 1, borderColor: `${KIND_COLOUR[first.kind]}.main` }}
      />
    </Badge>
  );
}

export interface ScheduleCalendarProps {
  events: readonly CalendarEvent[];
  /** Today as YYYY-MM-DD; the calendar opens on the month of the next event from today. */
  today: string;
  /** Issue 18: the admin calendar loads a month at a time; called with YYYY-MM when the month changes. */
  onMonthChange?: (month: string) => void;
}

/** A month calendar (week starting Monday) with the schedule's days marked, and the list of those days. */
export function ScheduleCalendar({ events, today, onMonthChange }: ScheduleCalendarProps) {
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const e of events) map.set(e.date, [...(map.get(e.date) ?? []), e]);
    return map;
  }, [events]);
  const opening = events.find((e) => e.date >= today)?.date ?? events[0]?.date ?? today;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={CALENDAR_LOCALE}>
        <EventsByDay.Provider value={byDay}>
          <DateCalendar
            readOnly
            value={null}
            referenceDate={dayjs(opening)}
            slots={{ day: EventDay }}
            {...(onMonthChange
              ? { onMonthChange: (m: dayjs.Dayjs) => onMonthChange(m.format('YYYY-MM')) }
              : {})}
            sx={{ m: 0 }}
          />
        </EventsByDay.Provider>
      </LocalizationProvider>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3">
          Schedule
        </Typography>
        <List dense aria-label="Schedule">
          {events.map((e, i) => (
            // The index too: the admin calendar has several projects' events on one day.
            <ListItem key={`${e.date}-${e.kind}-${e.meeting}-${i}`} disableGutters>
              <Box
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: `${KIND_COLOUR[e.kind]}.main`,
                  mr: 1.5,
                  flexShrink: 0,
                }}
              />
              <ListItemText primary={e.label} secondary={formatDateLong(e.date)} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
