import {
  type SessionUser,
  formatInvoiceNumber,
  formatSgd,
  paymentDueDate,
  projectDisplayName,
  variationOrderLineCents,
} from '@reno/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { variationOrders } from '../../db/schema/variation-orders.js';
import { AppError } from '../../platform/errors.js';
import { getClientProfile } from '../accounts/profile.service.js';
import { clientRecipient, platformIssuer, renderInvoicePdf } from '../documents/documents.service.js';
import { projectForViewer } from '../operations/project-access.js';
import { assertOrderOf } from './variation-order-support.js';
import { findOrder } from './variation-orders.repo.js';

const ORDER_PAYMENT_STATUS: Record<string, string> = {
  Payment: 'Unpaid',
  Paid: 'Paid',
  Approved: 'Approved',
  Completed: 'Approved',
};

/**
 * An accepted variation order's invoice (spec §7 "convert-VO … type vo_invoice"): issued by the
 * platform, in the one invoice series the progressive invoices use, one line per order line. Read
 * by the project's client and the order's merchant; anyone else gets 404.
 */
export async function buildVariationOrderInvoicePdf(ctx: AppContext, viewer: SessionUser, orderId: string) {
  const db = ctx.database.db;
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  if (viewer.role !== 'admin') assertOrderOf(order, viewer);
  if (order.invoiceNo === null || !order.invoicedAt) throw new AppError('NOT_FOUND');
  const project = await projectForViewer(db, viewer, order.projectId);
  const client = await getClientProfile(db, order.clientId);
  const number = formatInvoiceNumber(order.invoiceNo);
  const { uen, merchantName } = ctx.config.paynow;
  const pdf = await renderInvoicePdf({
    issuer: platformIssuer(ctx.config.company),
    number,
    issueDate: order.invoicedAt,
    dueDate: paymentDueDate(order.invoicedAt),
    billTo: clientRecipient(client, {
      address: project.renovationAddress,
      postalCode: project.renovationPostalCode,
    }),
    projectName: projectDisplayName(project.name),
    reference: { label: 'Variation order', value: `${order.services} (${order.id.slice(0, 8)})` },
    lines: order.lines.map((line) => {
      const amountCents = variationOrderLineCents({
        quantity: line.quantity,
        priceCents: line.price_cents,
        wastagePercent: line.wastage_percent,
      });
      return {
        description: `${line.area}: ${line.items} × ${line.quantity}`,
        detail: `${line.description_of_work} (${formatSgd(line.price_cents)} per unit${line.wastage_percent ? `, ${line.wastage_percent}% wastage` : ''}; warranty ${line.warranty_days} days)`,
        amountCents,
      };
    }),
    paymentInstructions: [
      `Pay by PayNow to ${merchantName} (UEN ${uen}) with ${number} as the reference, then upload the receipt on the Variation Order page.`,
    ],
    status: ORDER_PAYMENT_STATUS[order.status] ?? order.status,
  });
  return { pdf, filename: `${number}.pdf` };
}

/** Issue 18 Generator: the project's orders whose invoice was issued, oldest first. */
export async function issuedOrderInvoices(db: DbOrTx, projectId: string) {
  const rows = await db
    .select({
      id: variationOrders.id,
      invoiceNo: variationOrders.invoiceNo,
      services: variationOrders.services,
    })
    .from(variationOrders)
    .where(and(eq(variationOrders.projectId, projectId), isNotNull(variationOrders.invoiceNo)))
    .orderBy(asc(variationOrders.invoiceNo));
  return rows.map((r) => ({
    _id: r.id,
    invoice_number: formatInvoiceNumber(r.invoiceNo!),
    services: r.services,
  }));
}
