import { z } from 'zod';

/**
 * Issue 18 item 8: the admin's Generator makes a project's document on demand, as the spec's convert
 * calls do ("convert and convert_v2: _id plus type quotation, variation_order or variation_order_receipt";
 * "convert-VO: _id, type vo_invoice, generator true"). The variation order invoice joins this list when
 * the variation order module lands (add its kind here and its builder in the server's generator registry).
 */
export const GENERATOR_DOCUMENTS = ['quotation', 'progressive_invoice', 'variation_order_invoice'] as const;
export const GeneratorDocument = z.enum(GENERATOR_DOCUMENTS);
export type GeneratorDocument = z.infer<typeof GeneratorDocument>;

export const GENERATOR_DOCUMENT_LABELS: Record<GeneratorDocument, string> = {
  quotation: 'Quotation',
  progressive_invoice: 'Progressive Payment invoice',
  variation_order_invoice: 'Variation Order invoice',
};

export const GeneratorProject = z.object({
  _id: z.string(),
  name: z.string(),
  client_name: z.string().nullable(),
  phase: z.string(),
  stage: z.number(),
  created_at: z.string(),
});
export type GeneratorProject = z.infer<typeof GeneratorProject>;

export const GeneratorProjectPage = z.object({
  items: z.array(GeneratorProject),
  totalCount: z.number().int().nonnegative(),
});
export type GeneratorProjectPage = z.infer<typeof GeneratorProjectPage>;

/** What can be generated for a project now: its quotation once saved, the invoices issued so far. */
export const GeneratorOptions = z.object({
  project: GeneratorProject,
  quotation: z.boolean(),
  progressive_invoice_stages: z.array(z.number().int().min(1).max(5)),
  /** Issue 13: the variation orders of the project whose invoice was issued (accepted by the client). */
  variation_order_invoices: z.array(
    z.object({ _id: z.string(), invoice_number: z.string(), services: z.string() }),
  ),
});
export type GeneratorOptions = z.infer<typeof GeneratorOptions>;

export const GeneratorDocumentParams = z.object({
  id: z.string().min(1).max(64),
  document: GeneratorDocument,
});
export const GeneratorDocumentQuery = z.object({
  /** The progressive payment stage of an invoice. */
  stage: z.coerce.number().int().min(1).max(5).optional(),
  /** The variation order of a variation order invoice. */
  order: z.string().min(1).max(64).optional(),
});
export type GeneratorDocumentQuery = z.infer<typeof GeneratorDocumentQuery>;
