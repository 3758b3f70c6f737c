import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
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
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_receiver_idx').on(t.receiverId),
    index('notifications_admin_idx').on(t.toAdmin),
  ],
);
