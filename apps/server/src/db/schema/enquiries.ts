import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';
import { files } from './files.js';

/** A lead from a public form (Quotation Doctor, Consult Now, ask-a-pro, free e-book). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    handphoneNo: text('handphone_no'),
    message: text('message'),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The stored `lead` query parameter (valid one week) the visitor arrived with. */
    lead: text('lead'),
    createdAt: createdAt(),
  },
  // One review per uploaded quotation: a double submission meets this index.
  (t) => [
    index('enquiries_kind_created_idx').on(t.kind, t.createdAt),
    uniqueIndex('enquiries_file_idx').on(t.fileId),
  ],
);
