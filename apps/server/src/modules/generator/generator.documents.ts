import type { GeneratorDocument, SessionUser } from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/errors.js';
import { buildProgressiveInvoicePdf } from '../payments/invoice-document.service.js';
import { buildQuotationPdf } from '../projects/quotation-share.service.js';
import {
  buildVariationOrderInvoicePdf,
  issuedOrderInvoices,
} from '../variation-orders/order-invoice.service.js';

export interface GeneratedDocument {
  pdf: Buffer | Uint8Array;
  filename: string;
}
type Builder = (
  ctx: AppContext,
  project: { id: string; clientId: string },
  options: { stage?: number | undefined; order?: string | undefined; admin: SessionUser },
) => Promise<GeneratedDocument>;

/**
 * Issue 18 item 8: how each document of the Generator is made, through the module that owns it and as
 * the project's client would get it (the same builders, owner-checked against the project's client).
 * EXTENSION POINT: the variation order invoice (spec convert-VO, type vo_invoice) adds its kind to
 * GENERATOR_DOCUMENTS in the domain and its builder here.
 */
export const generatorDocuments: Record<GeneratorDocument, Builder> = {
  quotation: (ctx, project) => buildQuotationPdf(ctx, project.clientId, project.id),
  progressive_invoice: (ctx, project, { stage }) => {
    if (!stage) throw new AppError('BAD_REQUEST', 'Stage is required.');
    return buildProgressiveInvoicePdf(ctx, project.clientId, project.id, stage);
  },
  variation_order_invoice: async (ctx, project, { order, admin }) => {
    if (!order) throw new AppError('BAD_REQUEST', 'Variation order is required.');
    // Only an order of this project: an id from another project answers like a missing one.
    const issued = await issuedOrderInvoices(ctx.database.db, project.id);
    if (!issued.some((o) => o._id === order)) throw new AppError('NOT_FOUND');
    return buildVariationOrderInvoicePdf(ctx, admin, order);
  },
};
