import { date, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';
import { projects } from './projects.js';

/**
 * Spec §3 "Time schedule: meeting_1, meeting_2, meeting_3", the project's project_time_schedule: one
 * per project. Meetings are Singapore calendar days; one not fixed yet is null. The calendar's other
 * days (PP start and end, stage ends) are derived from these in packages/domain, never stored.
 */
export const projectTimeSchedules = pgTable(
  'project_time_schedules',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    meeting1: date('meeting_1', { mode: 'string' }),
    meeting2: date('meeting_2', { mode: 'string' }),
    meeting3: date('meeting_3', { mode: 'string' }),
    /** The admin who set it last; null for the demo seed. */
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('project_time_schedules_project_unique').on(t.projectId)],
);
