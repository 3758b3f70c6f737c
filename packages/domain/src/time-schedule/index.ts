export * from './time-schedule.js';
export * from './calendar-events.js';
