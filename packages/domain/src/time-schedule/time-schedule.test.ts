import { describe, expect, it } from 'vitest';
import {
  CALENDAR_WEEK_START,
  addCalendarDays,
  hasTimeSchedule,
  isProjectFeatureUnlocked,
  timeScheduleEvents,
} from './calendar-events.js';

describe('time schedule calendar (spec §9 "Calendar")', () => {
  it('starts the week on Monday', () => {
    expect(CALENDAR_WEEK_START).toBe(1);
  });

  it('puts PP start 8 days and PP end 4 days before each meeting, and the stage end on the meeting', () => {
    const events = timeScheduleEvents({ meeting_1: '2026-12-10', meeting_2: null, meeting_3: null });
    expect(events).toEqual([
      { date: '2026-12-02', kind: 'ppStart', meeting: 1, label: 'PP start (40% payment)' },
      { date: '2026-12-06', kind: 'ppEnd', meeting: 1, label: 'PP end (40% payment)' },
      { date: '2026-12-10', kind: 'stageEnd', meeting: 1, label: 'Stage 2 end' },
      { date: '2026-12-10', kind: 'meeting', meeting: 1, label: 'Meeting 1' },
    ]);
  });

  it('gives three meetings and three stage ends, the 40%, 45% and 5% windows, in date order', () => {
    const events = timeScheduleEvents({
      meeting_1: '2027-01-05',
      meeting_2: '2027-03-03',
      meeting_3: '2027-05-20',
    });
    expect(events.filter((e) => e.kind === 'meeting').map((e) => e.date)).toEqual([
      '2027-01-05',
      '2027-03-03',
      '2027-05-20',
    ]);
    expect(events.filter((e) => e.kind === 'stageEnd').map((e) => e.label)).toEqual([
      'Stage 2 end',
      'Stage 3 end',
      'Stage 4 end',
    ]);
    // Across a year end and a February of 28 days.
    expect(events.filter((e) => e.kind === 'ppStart').map((e) => [e.date, e.label])).toEqual([
      ['2026-12-28', 'PP start (40% payment)'],
      ['2027-02-23', 'PP start (45% payment)'],
      ['2027-05-12', 'PP start (5% payment)'],
    ]);
    expect(events.filter((e) => e.kind === 'ppEnd').map((e) => e.date)).toEqual([
      '2027-01-01',
      '2027-02-27',
      '2027-05-16',
    ]);
    const dates = events.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('counts 29 February in a leap year', () => {
    expect(addCalendarDays('2028-03-03', -8)).toBe('2028-02-24');
    expect(addCalendarDays('2028-03-03', -4)).toBe('2028-02-28');
  });

  it('has no events without a schedule', () => {
    expect(timeScheduleEvents(null)).toEqual([]);
    expect(hasTimeSchedule(null)).toBe(false);
    expect(hasTimeSchedule({ meeting_1: null, meeting_2: null, meeting_3: null })).toBe(false);
    expect(hasTimeSchedule({ meeting_1: null, meeting_2: '2027-01-01', meeting_3: null })).toBe(true);
  });
});

describe('stage gate (spec "Payment panel")', () => {
  it('unlocks at stage 2 or more, or when a time schedule exists', () => {
    expect(isProjectFeatureUnlocked(1, false)).toBe(false);
    expect(isProjectFeatureUnlocked(0, false)).toBe(false);
    expect(isProjectFeatureUnlocked(1, true)).toBe(true);
    expect(isProjectFeatureUnlocked(2, false)).toBe(true);
    expect(isProjectFeatureUnlocked(6, false)).toBe(true);
  });
});
