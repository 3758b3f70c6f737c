import type { InvoiceDocument } from './document-model.js';
import { invoiceDateLines, invoiceTitle, linesAndTotals } from './invoice-pdf.js';
import { recipientBlock } from './pdf/blocks.js';
import { DocumentPdf } from './pdf/document-pdf.js';

/**
 * An invoice of any kind (a progressive payment stage today, a variation order later), in the one
 * invoice series. A GST-registered issuer's invoice is a tax invoice.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const pdf = new DocumentPdf({
    title: invoiceTitle(invoice.issuer.gstRegNo),
    number: invoice.number,
    issuer: invoice.issuer,
  });
  pdf.letterhead();
  pdf.blocks([
    recipientBlock('Bill to', invoice.billTo),
    { heading: 'Renovation address', lines: [invoice.billTo.renovationAddress ?? '-', invoice.projectName] },
    { heading: 'Invoice', lines: invoiceDateLines(invoice) },
  ]);
  linesAndTotals(pdf, invoice, 'Total due');
  if (invoice.status) pdf.paragraphs([`Status: ${invoice.status}`]);
  pdf.heading('How to pay');
  pdf.paragraphs(invoice.paymentInstructions);
  return pdf.finish();
}
