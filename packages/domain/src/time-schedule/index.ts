export * from './time-schedule.js';
