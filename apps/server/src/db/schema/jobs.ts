import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 15 "Several processes": the timetable of the scheduled jobs (jobs.ts). Every server process
 * runs the same timers, but a run is claimed here first with one conditional UPDATE, so however many
 * processes wake up, exactly one of them runs the job each period.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** The job is due once this has passed; the claiming process moves it one period on. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** Which process ran it last (host:pid), for the log reader. */
  lastRunBy: text('last_run_by'),
});
