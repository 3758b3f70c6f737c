import { z } from 'zod';
import { ListQueryInput } from '../api/list-query.js';

/**
 * Issue 18 item 7: the admin's transaction list, every payment that moved through the platform. Each
 * kind comes from the module that owns it; progressive payments (receipts) exist now, variation order
 * payments, refunds and payouts are added as their modules land (see the server's transaction sources).
 */
export const TRANSACTION_KINDS = ['progressive_payment', 'variation_order', 'refund', 'payout'] as const;
export const TransactionKind = z.enum(TRANSACTION_KINDS);
export type TransactionKind = z.infer<typeof TransactionKind>;

export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  progressive_payment: 'Progressive Payment',
  variation_order: 'Variation Order',
  refund: 'Refund',
  payout: 'Payout',
};

export const TransactionRow = z.object({
  _id: z.string(),
  kind: TransactionKind,
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  client_name: z.string().nullable(),
  /** Progressive payment stage (1 to 5), when the kind has one. */
  stage: z.number().int().nullable(),
  amount_cents: z.number().int(),
  status: z.string(),
  payment_method: z.string().nullable(),
  transaction_no: z.string().nullable(),
  created_at: z.string(),
});
export type TransactionRow = z.infer<typeof TransactionRow>;

export const TransactionPage = z.object({
  items: z.array(TransactionRow),
  totalCount: z.number().int().nonnegative(),
});
export type TransactionPage = z.infer<typeof TransactionPage>;

/** Sort and filter fields of the list (allow-listed on the server). */
export const TRANSACTION_LIST_FIELDS = [
  'created_at',
  'kind',
  'status',
  'amount_cents',
  'stage',
  'transaction_no',
  'project_id',
  'payment_method',
] as const;

const day = z.iso.date({ error: 'Date must be YYYY-MM-DD.' }).optional();
/** The list query plus a date range (Singapore days, both ends included). */
export const TransactionListQuery = ListQueryInput.extend({ from: day, to: day });
export type TransactionListQuery = z.infer<typeof TransactionListQuery>;

/** Most rows one CSV export writes: the admin narrows the filters for more. */
export const TRANSACTION_EXPORT_MAX_ROWS = 10_000;

export const TRANSACTION_CSV_HEADER = [
  'Date',
  'Kind',
  'Project ID',
  'Project',
  'Client',
  'Stage',
  'Amount (SGD)',
  'Status',
  'Payment method',
  'Transaction no',
  'ID',
] as const;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ (a spreadsheet
 * formula) is prefixed with ' so an exported transaction number cannot run in the admin's spreadsheet.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV of the rows, header first, CRLF line ends (RFC 4180), amounts as 2-decimal dollars. */
export function transactionsCsv(
  rows: readonly TransactionRow[],
  formatDate: (iso: string) => string,
): string {
  const lines = [TRANSACTION_CSV_HEADER.map(csvField).join(',')];
  for (const r of rows)
    lines.push(
      [
        formatDate(r.created_at),
        TRANSACTION_KIND_LABELS[r.kind],
        r.project_id,
        r.project_name,
        r.client_name,
        r.stage,
        (r.amount_cents / 100).toFixed(2),
        r.status,
        r.payment_method,
        r.transaction_no,
        r._id,
      ]
        .map(csvField)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
