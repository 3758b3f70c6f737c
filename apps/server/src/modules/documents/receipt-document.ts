import { formatDate } from '@reno/domain';
import type { ReceiptDocument } from './document-model.js';
import { linesAndTotals } from './invoice-pdf.js';
import { recipientBlock } from './pdf/blocks.js';
import { DocumentPdf } from './pdf/document-pdf.js';

/** Acknowledges a payment the issuer received against one of its invoices (spec §7 variation_order_receipt). */
export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const pdf = new DocumentPdf({ title: 'Receipt', number: receipt.number, issuer: receipt.issuer });
  pdf.letterhead();
  pdf.blocks([
    recipientBlock('Received from', receipt.receivedFrom),
    {
      heading: 'Renovation address',
      lines: [receipt.receivedFrom.renovationAddress ?? '-', receipt.projectName],
    },
    {
      heading: 'Receipt',
      lines: [
        `Number: ${receipt.number}`,
        `Date: ${formatDate(receipt.issueDate)}`,
        `For invoice: ${receipt.invoiceNumber}`,
      ],
    },
  ]);
  pdf.paragraphs([
    `Payment received on ${formatDate(receipt.paidDate)} by ${receipt.paymentMethod}, transaction ${receipt.transactionNo}, with thanks.`,
  ]);
  linesAndTotals(pdf, receipt, 'Amount received');
  return pdf.finish();
}
