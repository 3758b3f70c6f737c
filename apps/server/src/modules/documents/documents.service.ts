/**
 * The document layer's API for other modules (issue 17): numbers from the gapless series, the issuer,
 * and the renderers of every document the product issues. A module builds the plain model of its
 * document from its own data and calls these; it never touches PDF code or the counter table.
 */
export { nextDocumentNumber, type DocumentNumber } from './document-numbers.service.js';
export { platformIssuer, merchantIssuer } from './issuer.js';
export { clientRecipient } from './recipient.js';
export { renderQuotationPdf, type QuotationDocument } from './quotation-pdf.js';
export { renderInvoicePdf } from './invoice-document.js';
export { renderReceiptPdf } from './receipt-document.js';
export type {
  DocumentIssuer,
  DocumentRecipient,
  InvoiceDocument,
  InvoiceLine,
  ReceiptDocument,
} from './document-model.js';
export { shareDocumentByEmail } from './document-share.service.js';
