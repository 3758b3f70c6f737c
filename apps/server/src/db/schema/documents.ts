import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';

/**
 * One gapless counter per document series and year (issue 17; decision 004). A number is taken by
 * `UPDATE ... SET last_number = last_number + 1` in the transaction that issues the document, so the row
 * stays locked until that transaction ends: a rollback gives the number back, and the next issuer waits.
 * Series that never restart (invoices) use year 0.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.year] }),
    check('document_numbers_last_nonnegative', sql`${t.lastNumber} >= 0`),
  ],
);

/**
 * Every Share To Email: who sent which document to which address, and when. It is the record an admin
 * reads when someone reports unwanted mail, and what the per-client hourly limit counts.
 */
export const documentShares = pgTable(
  'document_shares',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    outboxMessageId: text('outbox_message_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_shares_client_created_idx').on(t.clientId, t.createdAt)],
);
