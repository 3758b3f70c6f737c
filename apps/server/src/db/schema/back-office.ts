import {
  date,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';

/**
 * Issue 18 item 3: a group grants its admins permission flags; an admin's session holds the union of its
 * groups' flags and its own `admin_profiles.permissions` (decision 019).
 */
export const adminGroups = pgTable(
  'admin_groups',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admin_groups_name_unique').on(t.name)],
);

export const adminGroupMembers = pgTable(
  'admin_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => adminGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('admin_group_members_user_idx').on(t.userId)],
);

export const announcementAudienceEnum = pgEnum('announcement_audience', ['clients', 'merchants', 'all']);

/** Issue 18 item 5: shown once as a banner to signed-in users of its audience between its dates. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: announcementAudienceEnum('audience').notNull(),
    /** Singapore dates, inclusive. */
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_dates_idx').on(t.startsOn, t.endsOn)],
);

/** One row per reader who was shown the announcement: its primary key is what makes the banner "once". */
export const announcementDeliveries = pgTable(
  'announcement_deliveries',
  {
    announcementId: text('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
