import type { GeneratorDocument } from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/errors.js';
import { buildProgressiveInvoicePdf } from '../payments/invoice-document.service.js';
import { buildQuotationPdf } from '../projects/quotation-share.service.js';

export interface GeneratedDocument {
  pdf: Buffer | Uint8Array;
  filename: string;
}
type Builder = (
  ctx: AppContext,
  project: { id: string; clientId: string },
  options: { stage?: number | undefined },
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
};
