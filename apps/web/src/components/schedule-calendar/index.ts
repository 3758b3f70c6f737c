export { ProjectSchedule } from './project-schedule';
export { timeScheduleQuery } from './time-schedule-query';
