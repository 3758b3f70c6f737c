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
/** A payment entry in JSON, [stage, status, created_at]: as below, and from a project's copies (the list). */
export type PaymentEntryJson = readonly [stage: number, status: string, created_at: string];

const entryJson = sql`json_build_array(${paymentReceipts.stage}, ${paymentReceipts.status}, ${paymentReceipts.createdAt})`;
// Newest first; of receipts created in the same instant, the later stage (dashboard-phase.ts's order).
const newestFirst = sql`order by ${paymentReceipts.createdAt} desc, ${paymentReceipts.stage} desc limit 1`;

/**
 * What the client dashboard's phase text reads (`phaseEntries`): the client's newest receipt and newest
 * Approved receipt, each null when there is none. Each reads the client's receipts newest first
 * (payment_receipts_client_idx) and stops at the first that fits, so neither grows with the client's
 * projects (issue 19); only Paid or Declined receipts newer than the newest Approved one are passed over.
 */
export const phaseEntriesOfClientSql = (
  clientId: SQL,
): SQL<[PaymentEntryJson | null, PaymentEntryJson | null]> =>
  sql`json_build_array(
    (select ${entryJson} from ${paymentReceipts} where ${paymentReceipts.clientId} = ${clientId} ${newestFirst}),
    (select ${entryJson} from ${paymentReceipts}
      where ${paymentReceipts.clientId} = ${clientId} and ${paymentReceipts.status} = 'Approved' ${newestFirst}))`;

/** An entry as the API answers it, or null. */
export const paymentEntryFromJson = (json: PaymentEntryJson | null): PaymentEntry | null =>
  json && { stage: json[0], status: json[1] as PaymentStatusValue, created: isoTime(json[2]) };

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
