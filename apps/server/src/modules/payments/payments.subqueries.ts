import type { PaymentStatusValue } from '@reno/domain';
import { type SQL, sql } from 'drizzle-orm';
import { isoTime, type JsonRow, rowFromJson, rowJson } from '../../db/json-rows.js';
import { paymentReceipts, progressiveInvoices } from '../../db/schema/payments.js';
import type { InvoiceRow, ReceiptRow } from './payments.repo.js';

/**
 * The payments module's reads as subqueries another module's statement may embed (decision 025): the
 * SQL over this module's tables stays here, with the function that reads its JSON back. Each takes the
 * ids as SQL (a placeholder or the outer statement's column) and answers one JSON value.
 */

export type PaymentEntry = { stage: number; status: PaymentStatusValue; created: string };
export type PaymentEntryJson = { project_id: string; stage: number; status: string; created_at: string };

/** The newest receipt of each of the client's projects (payment_receipts_client_idx), as JSON. */
export const latestPaymentsOfClientSql = (clientId: SQL): SQL<PaymentEntryJson[]> => sql`(
  select coalesce(json_agg(l), '[]'::json) from (
    select distinct on (${paymentReceipts.projectId}) ${paymentReceipts.projectId} as project_id,
      ${paymentReceipts.stage} as stage, ${paymentReceipts.status} as status, ${paymentReceipts.createdAt} as created_at
    from ${paymentReceipts} where ${paymentReceipts.clientId} = ${clientId}
    order by ${paymentReceipts.projectId}, ${paymentReceipts.createdAt} desc, ${paymentReceipts.stage} desc
  ) l)`;

/** Each project's newest payment entry (stage, status, date), by project. */
export const latestPaymentsFromJson = (rows: readonly PaymentEntryJson[]): Map<string, PaymentEntry> =>
  new Map(
    rows.map((r) => [
      r.project_id,
      { stage: r.stage, status: r.status as PaymentStatusValue, created: isoTime(r.created_at) },
    ]),
  );

/**
 * The status of the project's newest deposit (stage 1) receipt, or null: spec §4 closes quotation
 * editing once it is Paid or Approved.
 */
export const firstPaymentStatusSql = (projectId: SQL): SQL<PaymentStatusValue | null> => sql`(
  select ${paymentReceipts.status} from ${paymentReceipts}
  where ${paymentReceipts.projectId} = ${projectId} and ${paymentReceipts.stage} = 1
  order by ${paymentReceipts.createdAt} desc limit 1)`;

/** The project's invoices by stage, as JSON rows. */
export const invoicesOfProjectSql = (projectId: SQL): SQL<JsonRow[]> => sql`(
  select coalesce(json_agg(${rowJson(progressiveInvoices)} order by ${progressiveInvoices.stage}), '[]'::json)
  from ${progressiveInvoices} where ${progressiveInvoices.projectId} = ${projectId})`;

/** The project's receipts, newest first, as JSON rows. */
export const receiptsOfProjectSql = (projectId: SQL): SQL<JsonRow[]> => sql`(
  select coalesce(json_agg(${rowJson(paymentReceipts)}
    order by ${paymentReceipts.createdAt} desc, ${paymentReceipts.stage} desc, ${paymentReceipts.id}), '[]'::json)
  from ${paymentReceipts} where ${paymentReceipts.projectId} = ${projectId})`;

export const invoicesFromJson = (rows: readonly JsonRow[]): InvoiceRow[] =>
  rows.map((r) => rowFromJson(progressiveInvoices, r));

export const receiptsFromJson = (rows: readonly JsonRow[]): ReceiptRow[] =>
  rows.map((r) => rowFromJson(paymentReceipts, r));
