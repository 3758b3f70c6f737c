import { GST_RATE_PERCENT, formatDate, formatSgd, gstBreakdown } from '@reno/domain';
import type { InvoiceDocument, InvoiceLine } from './document-model.js';
import { CONTENT_WIDTH, type DocumentPdf } from './pdf/document-pdf.js';

const LINE_COLUMNS = [
  { key: 'description', header: 'Description', width: CONTENT_WIDTH * 0.75 },
  { key: 'amount', header: 'Amount', width: CONTENT_WIDTH * 0.25, align: 'right' as const },
];

/**
 * Lines and totals of an invoice or receipt. A GST-registered issuer states the amount before GST, the
 * GST at 9% and the total including it (IRAS: a tax invoice shows the tax separately); otherwise only
 * the total, and no GST anywhere.
 */
export function linesAndTotals(
  pdf: DocumentPdf,
  doc: { lines: InvoiceLine[]; gstCents?: number; issuer: { gstRegNo: string | null } },
  totalLabel: string,
) {
  pdf.beginTable(LINE_COLUMNS);
  for (const line of doc.lines) {
    pdf.row(
      { description: line.description, amount: formatSgd(line.amountCents) },
      line.detail ? { detail: line.detail } : {},
    );
  }
  pdf.endTable();
  const total = doc.lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (doc.issuer.gstRegNo) {
    const gst = gstBreakdown(total, doc.gstCents);
    pdf.totals([
      { label: 'Total excluding GST', value: formatSgd(gst.excludingGstCents) },
      { label: `GST ${GST_RATE_PERCENT}%`, value: formatSgd(gst.gstCents) },
      { label: `${totalLabel} (including GST)`, value: formatSgd(total), strong: true },
    ]);
  } else {
    pdf.totals([{ label: totalLabel, value: formatSgd(total), strong: true }]);
  }
}

/** Title of an invoice: IRAS requires the words "Tax Invoice" on one that states GST. */
export const invoiceTitle = (gstRegNo: string | null) => (gstRegNo ? 'Tax Invoice' : 'Invoice');

export const invoiceDateLines = (invoice: InvoiceDocument) => [
  `Number: ${invoice.number}`,
  `Invoice date: ${formatDate(invoice.issueDate)}`,
  `Due date: ${formatDate(invoice.dueDate)}`,
  ...(invoice.reference ? [`${invoice.reference.label}: ${invoice.reference.value}`] : []),
];
