import {
  type ClientProfile,
  formatDate,
  formatInvoiceNumber,
  formatSgd,
  paymentDueDate,
  progressivePaymentName,
  type ProgressivePayableStage,
} from '@reno/domain';
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from './payments.repo.js';

export interface InvoicePdfInput {
  company: { name: string; uen: string };
  client: Pick<ClientProfile, 'first_name' | 'last_name' | 'email'>;
  project: { _id: string; name: string };
  invoice: InvoiceRow;
}

/** The progressive-payment invoice of one stage as a PDF (issue 6 item 5: "an invoice PDF per stage"). */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { company, client, project, invoice } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: formatInvoiceNumber(invoice.invoiceNo) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(18).text(company.name);
  doc.fontSize(10).text(`UEN ${company.uen}`);
  doc.moveDown(1.5);
  doc.fontSize(16).text('INVOICE');
  doc.fontSize(10);
  doc.text(`Invoice number: ${formatInvoiceNumber(invoice.invoiceNo)}`);
  doc.text(`Invoice date: ${formatDate(invoice.invoiceDate)}`);
  doc.text(`Due date: ${formatDate(paymentDueDate(invoice.invoiceDate))}`);
  doc.moveDown();
  doc.text(`Bill to: ${client.first_name} ${client.last_name}`.trim());
  doc.text(client.email);
  doc.text(`Project: ${project.name} (${project._id})`);
  doc.moveDown(1.5);
  doc.fontSize(11).text('Description', 50, doc.y, { continued: true, width: 350 });
  doc.text('Amount', { align: 'right' });
  doc
    .moveTo(50, doc.y + 2)
    .lineTo(545, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  const line = `Progressive Payment stage ${invoice.stage}: ${progressivePaymentName(invoice.stage as ProgressivePayableStage)}`;
  doc.fontSize(10).text(line, 50, doc.y, { continued: true, width: 350 });
  doc.text(formatSgd(invoice.amountCents), { align: 'right' });
  doc.moveDown();
  doc.fontSize(12).text(`Total due: ${formatSgd(invoice.amountCents)}`, { align: 'right' });
  doc.moveDown(2);
  doc
    .fontSize(9)
    .text(
      `Pay by PayNow to ${company.name} (UEN ${company.uen}) with ${formatInvoiceNumber(invoice.invoiceNo)} as the reference, then upload the receipt on the Progressive Payment page.`,
    );
  doc.text(`Status: ${invoice.status}`);
  doc.end();
  return done;
}
