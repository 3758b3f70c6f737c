import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';
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

/**
 * Spec "Voucher: _id, company_name, code, is_qr, description, terms_conditions, validity (expiry date),
 * title, logo and image". The html columns hold sanitised html only (sanitised again when shown).
 * value_cents is what the voucher is worth, so the partner vouchers add up to the $2,000 promised.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    title: text('title').notNull(),
    code: text('code').notNull(),
    isQr: boolean('is_qr').notNull().default(false),
    description: text('description').notNull().default(''),
    termsConditions: text('terms_conditions').notNull().default(''),
    validity: timestamp('validity', { withTimezone: true }).notNull(),
    logoUrl: text('logo_url'),
    imageUrl: text('image_url'),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vouchers_validity_idx').on(t.validity)],
);

/**
 * Spec "Client voucher (redeemed record): voucher_id, date". One row per client and voucher: the unique
 * index makes "Mark as used" happen once however many requests arrive, and it is never undone.
 */
export const clientVouchers = pgTable(
  'client_vouchers',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_vouchers_once').on(t.clientId, t.voucherId)],
);
