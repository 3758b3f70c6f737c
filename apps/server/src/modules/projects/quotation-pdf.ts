import {
  PAYMENT_DUE_DAYS,
  company,
  formatDate,
  formatQuantity,
  formatSgd,
  groupItems,
  progressivePaymentAmounts,
  progressivePaymentName,
  projectDisplayName,
  type ClientProfile,
  type ProjectQuotationView,
} from '@reno/domain';
import PDFDocument from 'pdfkit';

/** The quotation's terms, printed under the totals. The payment stages are the spec's (§4, §9). */
export const QUOTATION_TERMS = [
  'All prices are in Singapore dollars (SGD).',
  'Payment is made in progressive stages: $150 at checkout, then 10% of the quotation minus 150, 40%, 45% and 5% of the quotation.',
  `Each progressive payment is due ${PAYMENT_DUE_DAYS} days after its invoice date.`,
  'Quantities include wastage. Changes requested after checkout are quoted as variation orders.',
  'Carpentry is in solid plywood with laminate finishes, ABS trimming and soft-close hinges; other materials can be quoted on request.',
] as const;

export interface QuotationPdfInput {
  quotation: ProjectQuotationView;
  client: Pick<ClientProfile, 'salutation' | 'first_name' | 'last_name' | 'email' | 'handphone_no'>;
}

export const quotationPdfFilename = (projectId: string) => `quotation-${projectId}.pdf`;

const MARGIN = 48;
// Column x positions on an A4 page (595 pt wide): item, quantity, unit, unit price, price.
const COLS = { item: MARGIN, qty: 300, unit: 360, rate: 410, price: 480 } as const;
const RIGHT = 595 - MARGIN;

/**
 * The client's quotation as a PDF (issue 6: company header, client, address, items grouped as on the
 * page, totals, terms). Amounts come from the saved lines and the engine's totals, never the browser.
 */
export function renderQuotationPdf({ quotation, client }: QuotationPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: 'Quotation', Author: company.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { project, items, totals } = quotation;
  const generated = quotation.quotation_generated_date;

  // Company header.
  doc.font('Helvetica-Bold').fontSize(18).text(company.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#555');
  doc.text(`${company.email}  ·  WhatsApp +${company.whatsappNumber}`);
  doc.fillColor('#000').moveDown(1);
  doc.font('Helvetica-Bold').fontSize(16).text('Quotation');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Quotation ID: ${quotation.quotation_id ?? '-'}`);
  doc.text(`Project: ${projectDisplayName(project.name)} (${project._id})`);
  doc.text(`Date: ${generated ? formatDate(generated) : '-'}`);
  doc.moveDown(0.8);

  // Client and renovation address.
  const name = [client.salutation, client.first_name, client.last_name].filter(Boolean).join(' ');
  doc.font('Helvetica-Bold').text('Client');
  doc.font('Helvetica').text(name);
  doc.text(client.email);
  if (client.handphone_no) doc.text(client.handphone_no);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('Renovation Address');
  doc
    .font('Helvetica')
    .text(
      [
        project.renovation_address,
        project.renovation_postal_code && `Singapore ${project.renovation_postal_code}`,
      ]
        .filter(Boolean)
        .join(', ') || '-',
    );
  doc.moveDown(1);

  const row = (
    cells: { item: string; qty?: string; unit?: string; rate?: string; price?: string },
    bold = false,
  ) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const y = doc.y;
    const itemHeight = doc.heightOfString(cells.item, { width: COLS.qty - COLS.item - 8 });
    if (y + itemHeight > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    doc.text(cells.item, COLS.item, top, { width: COLS.qty - COLS.item - 8 });
    const after = doc.y;
    if (cells.qty) doc.text(cells.qty, COLS.qty, top, { width: 52, align: 'right' });
    if (cells.unit) doc.text(cells.unit, COLS.unit + 6, top, { width: 44 });
    if (cells.rate) doc.text(cells.rate, COLS.rate, top, { width: 64, align: 'right' });
    if (cells.price) doc.text(cells.price, COLS.price, top, { width: RIGHT - COLS.price, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(after, doc.y) + 3;
  };

  row({ item: 'Item', qty: 'Quantity', unit: 'Unit', rate: 'Price per Unit', price: 'Price' }, true);
  doc.moveTo(MARGIN, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.moveDown(0.3);
  for (const scope of groupItems(items)) {
    row({ item: scope.scope_of_work, price: formatSgd(scope.total_price) }, true);
    for (const area of scope.areas) {
      row({ item: `  ${area.area}` }, true);
      for (const i of area.items) {
        row({
          item: `    ${i.name_of}`,
          qty: formatQuantity(i.quantity_hundredths),
          unit: i.unit,
          rate: formatSgd(i.price_per_quantity),
          price: formatSgd(i.price),
        });
      }
    }
  }
  if (items.length === 0) row({ item: 'No Data Found!' });
  doc.moveTo(MARGIN, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.moveDown(0.5);

  // Totals.
  if (totals) {
    row({ item: 'Total Market Rate', price: formatSgd(totals.total_market_rate) }, true);
    row({ item: 'Total Savings', price: formatSgd(totals.total_savings) }, true);
    row({ item: 'Total Price', price: formatSgd(totals.total_price) }, true);
    row({
      item: `Total Services: ${totals.total_services}   Total Areas: ${totals.total_areas}   Total Items: ${totals.total_items}`,
    });
    doc.moveDown(0.5);
    row({ item: 'Progressive payments' }, true);
    for (const s of progressivePaymentAmounts(totals.total_price)) {
      row({
        item: `    Stage ${s.stage}: ${progressivePaymentName(s.stage)}`,
        price: formatSgd(s.amountCents),
      });
    }
  }

  // Terms.
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(10).text('Terms and Conditions', MARGIN);
  doc.font('Helvetica').fontSize(8.5);
  QUOTATION_TERMS.forEach((term, n) => doc.text(`${n + 1}. ${term}`, { width: RIGHT - MARGIN }));

  doc.end();
  return done;
}
