import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';
import { projects } from './projects.js';

/**
 * Spec "EzCash transaction: ezcash_amount, approval_status, ezcash_category, operator, ezcash_info". The
 * partial unique index lets a client hold one live "New Register" award, so two first projects created
 * at once cannot both award it.
 */
export const ezcashTransactions = pgTable(
  'ezcash_transactions',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** Whole EZcash points (issue 16: bigint like every amount). Always positive; `operator` gives the sign. */
    ezcashAmount: bigint('ezcash_amount', { mode: 'number' }).notNull(),
    /** Pending, Approved, Declined. */
    approvalStatus: text('approval_status').notNull(),
    ezcashCategory: text('ezcash_category').notNull(),
    /** increment or decrement. */
    operator: text('operator').notNull(),
    ezcashInfo: text('ezcash_info'),
    /**
     * What the row pays for, once per client (e.g. "referral:{referred client id}", "order:{id}"): the
     * unique index makes a repeated or concurrent credit a no-op. Null for rows that may repeat.
     */
    sourceRef: text('source_ref'),
    /** The admin who awarded or clawed back; null for the system's own rows. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ezcash_transactions_client_idx').on(t.clientId),
    uniqueIndex('ezcash_transactions_source_once').on(t.clientId, t.sourceRef),
    uniqueIndex('ezcash_new_register_once')
      .on(t.clientId)
      .where(sql`${t.ezcashCategory} = 'New Register' and ${t.approvalStatus} <> 'Declined'`),
  ],
);
