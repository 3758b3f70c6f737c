import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';

/** Spec "User activity log": user_id, role, action, api. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    action: text('action').notNull(),
    api: text('api'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_user_idx').on(t.userId)],
);

/** Spec "Error log": from, error_details{message, client_data}; server 500s land here with their request id. */
export const errorLog = pgTable('error_log', {
  id: id(),
  from: text('from').notNull(),
  requestId: text('request_id'),
  errorDetails: jsonb('error_details').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});
