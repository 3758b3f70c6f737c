import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { projects } from './projects.js';
import { createdAt, id } from './columns.js';

/** Spec "Notification": in-app notices for a receiver, or for all admins when to_admin is set. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    receiverId: text('receiver_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').references(() => users.id, { onDelete: 'set null' }),
    merchantId: text('merchant_id').references(() => users.id, { onDelete: 'set null' }),
    toAdmin: boolean('to_admin').notNull().default(false),
    isRead: boolean('is_read').notNull().default(false),
    action: text('action').notNull(),
    content: text('content').notNull(),
    /** Issue 12: the project the notice is about, so the list can link to it. */
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_receiver_idx').on(t.receiverId),
    index('notifications_admin_idx').on(t.toAdmin),
    // Issue 12: the bell's unread count and the newest-first list of one reader.
    index('notifications_receiver_unread_idx').on(t.receiverId, t.isRead, t.createdAt),
    index('notifications_admin_unread_idx').on(t.toAdmin, t.isRead, t.createdAt),
  ],
);
