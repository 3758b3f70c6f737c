import {
  type ContractSummary,
  type PaymentStatusValue,
  type VariationOrderStatus,
  type VariationOrderView,
  contractSummary,
  formatInvoiceNumber,
  variationOrderLineCents,
} from '@reno/domain';
import type { DbOrTx } from '../../db/client.js';
import { merchantCompaniesByIds } from '../merchants/merchants.service.js';
import { projectInvoices } from '../payments/payment-read.service.js';
import { getProjectQuotationTotal } from '../projects/projects.service.js';
import { ordersOfProject, receiptsOfOrders, type VariationOrderRow } from './variation-orders.repo.js';

/** Orders with their merchants' names and latest receipts: three queries whatever the number of orders. */
export async function orderViews(
  db: DbOrTx,
  rows: readonly VariationOrderRow[],
): Promise<VariationOrderView[]> {
  const [names, receipts] = await Promise.all([
    merchantCompaniesByIds(
      db,
      rows.map((r) => r.merchantId),
    ),
    receiptsOfOrders(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const receipt = receipts.find((r) => r.variationOrderId === row.id);
    return {
      _id: row.id,
      project_id: row.projectId,
      project_service_id: row.projectServiceId,
      services: row.services,
      merchant_id: row.merchantId,
      merchant_name: names.get(row.merchantId)?.company_name ?? '',
      origin: row.origin as 'client' | 'merchant',
      status: row.status as VariationOrderStatus,
      is_priced: row.isPriced,
      amount_cents: row.amountCents,
      lines: row.lines.map((line) => ({
        ...line,
        amount_cents: variationOrderLineCents({
          quantity: line.quantity,
          priceCents: line.price_cents,
          wastagePercent: line.wastage_percent,
        }),
      })),
      decline_reason: row.declineReason,
      invoice_number: row.invoiceNo === null ? null : formatInvoiceNumber(row.invoiceNo),
      invoice_date: row.invoicedAt?.toISOString() ?? null,
      receipt: receipt
        ? {
            _id: receipt.id,
            transaction_no: receipt.transactionNo,
            status: receipt.status as PaymentStatusValue,
            admin_notes: receipt.adminNotes,
            receipt_file_id: receipt.receiptFileId,
            created: receipt.createdAt.toISOString(),
          }
        : null,
      created: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      approved_at: row.approvedAt?.toISOString() ?? null,
      completed_at: row.completedAt?.toISOString() ?? null,
    };
  });
}

/**
 * Issue 13 item 4: the project's contract from the quotation, its progressive invoices and every
 * order of the project (whoever asks sees the whole project's figures; decision 017).
 */
export async function projectContractSummary(
  db: DbOrTx,
  project: { id: string; clientId: string },
  orders?: readonly VariationOrderRow[],
): Promise<ContractSummary> {
  const [{ totalCents }, invoices, allOrders] = await Promise.all([
    getProjectQuotationTotal(db, project.clientId, project.id),
    projectInvoices(db, project.id),
    orders ?? ordersOfProject(db, project.id),
  ]);
  const sumOf = (status: string) =>
    invoices.filter((i) => i.status === status).reduce((n, i) => n + i.amountCents, 0);
  const s = contractSummary({
    quotationCents: totalCents,
    progressivePaidCents: sumOf('Approved'),
    progressiveUnderReviewCents: sumOf('Paid'),
    orders: allOrders.map((o) => ({ status: o.status as VariationOrderStatus, amountCents: o.amountCents })),
  });
  return {
    quotation_cents: s.quotationCents,
    accepted_variation_orders_cents: s.acceptedVariationOrdersCents,
    contract_value_cents: s.contractValueCents,
    paid_cents: s.paidCents,
    under_review_cents: s.underReviewCents,
    remaining_cents: s.remainingCents,
  };
}
