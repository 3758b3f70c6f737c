import {
  GST_RATE_PERCENT,
  PAYMENT_DUE_DAYS,
  formatDate,
  formatQuantity,
  formatSgd,
  groupItems,
  gstBreakdown,
  paymentSchedule,
  type QuotationItem,
  type QuotationTotals,
} from '@reno/domain';
import type { DocumentIssuer, DocumentRecipient } from './document-model.js';
import { CONTENT_WIDTH, DocumentPdf } from './pdf/document-pdf.js';
import { recipientBlock } from './pdf/blocks.js';

export interface QuotationDocument {
  issuer: DocumentIssuer;
  /** Q-2026-000123. */
  number: string;
  issueDate: Date;
  validUntil: Date;
  client: DocumentRecipient;
  projectName: string;
  items: readonly QuotationItem[];
  totals: QuotationTotals;
}

/** The quotation's terms, printed under the payment schedule. The payment stages are the spec's (§4, §9). */
export const quotationTerms = (q: QuotationDocument): string[] => [
  `This quotation is valid until ${formatDate(q.validUntil)}. All prices are in Singapore dollars (SGD)${
    q.issuer.gstRegNo ? ` and include ${GST_RATE_PERCENT}% GST` : ''
  }.`,
  'Payment is made in progressive stages: $150 at checkout, then 10% of the quotation minus 150, 40%, 45% and 5% of the quotation, as scheduled above.',
  `Each progressive payment is invoiced when it falls due and is payable within ${PAYMENT_DUE_DAYS} days of its invoice date.`,
  'Quantities include wastage. Changes requested after acceptance are quoted and invoiced as variation orders.',
  'Carpentry is in solid plywood with laminate finishes, ABS trimming and soft-close hinges; other materials can be quoted on request.',
];

const COLUMNS = [
  { key: 'item', header: 'Item', width: CONTENT_WIDTH * 0.46 },
  { key: 'qty', header: 'Quantity', width: CONTENT_WIDTH * 0.11, align: 'right' as const },
  { key: 'unit', header: 'Unit', width: CONTENT_WIDTH * 0.1 },
  { key: 'rate', header: 'Price per Unit', width: CONTENT_WIDTH * 0.16, align: 'right' as const },
  { key: 'price', header: 'Price', width: CONTENT_WIDTH * 0.17, align: 'right' as const },
];

/**
 * A quotation the client can sign (issue 17): issuer with UEN and GST registration, client and
 * renovation address, number, issue date and validity, lines grouped by scope of work and area with the
 * table header on every page, totals with the GST contained in them, the payment schedule with each
 * stage's GST, terms, and the acceptance block.
 */
export function renderQuotationPdf(q: QuotationDocument): Promise<Buffer> {
  const gstRegistered = q.issuer.gstRegNo !== null;
  const pdf = new DocumentPdf({ title: 'Quotation', number: q.number, issuer: q.issuer });
  pdf.letterhead();
  pdf.blocks([
    recipientBlock('Prepared for', q.client),
    { heading: 'Renovation address', lines: [q.client.renovationAddress ?? '-', q.projectName] },
    {
      heading: 'Quotation',
      lines: [
        `Number: ${q.number}`,
        `Issue date: ${formatDate(q.issueDate)}`,
        `Valid until: ${formatDate(q.validUntil)}`,
      ],
    },
  ]);

  pdf.beginTable(COLUMNS);
  for (const scope of groupItems(q.items)) {
    pdf.continueAs(null);
    pdf.row(
      { item: scope.scope_of_work, price: formatSgd(scope.total_price) },
      { bold: true, shaded: true },
      40,
    );
    for (const area of scope.areas) {
      pdf.continueAs(null);
      pdf.row({ item: area.area }, { bold: true, indent: 8 }, 24);
      pdf.continueAs(`${scope.scope_of_work} · ${area.area} (continued)`);
      for (const i of area.items) {
        pdf.row(
          {
            item: i.name_of,
            qty: formatQuantity(i.quantity_hundredths),
            unit: i.unit,
            rate: formatSgd(i.price_per_quantity),
            price: formatSgd(i.price),
          },
          { indent: 16, detail: i.includes || undefined },
        );
      }
    }
  }
  if (q.items.length === 0) pdf.row({ item: 'No Data Found!' });
  pdf.endTable();

  const { totals } = q;
  const gst = gstBreakdown(totals.total_price);
  pdf.totals([
    { label: 'Total Market Rate', value: formatSgd(totals.total_market_rate) },
    { label: 'Total Savings', value: formatSgd(totals.total_savings) },
    ...(gstRegistered
      ? [
          { label: 'Total excluding GST', value: formatSgd(gst.excludingGstCents) },
          { label: `GST ${GST_RATE_PERCENT}%`, value: formatSgd(gst.gstCents) },
          { label: 'Total Price (including GST)', value: formatSgd(totals.total_price), strong: true },
        ]
      : [{ label: 'Total Price', value: formatSgd(totals.total_price), strong: true }]),
  ]);
  pdf.paragraphs([
    `Total Services: ${totals.total_services}    Total Areas: ${totals.total_areas}    Total Items: ${totals.total_items}`,
  ]);

  pdf.heading('Payment schedule');
  pdf.beginTable([
    { key: 'stage', header: 'Stage', width: CONTENT_WIDTH * 0.12 },
    { key: 'label', header: 'Progressive Payment', width: CONTENT_WIDTH * (gstRegistered ? 0.5 : 0.68) },
    ...(gstRegistered
      ? [
          {
            key: 'gst',
            header: `GST ${GST_RATE_PERCENT}% included`,
            width: CONTENT_WIDTH * 0.18,
            align: 'right' as const,
          },
        ]
      : []),
    { key: 'amount', header: 'Amount', width: CONTENT_WIDTH * 0.2, align: 'right' as const },
  ]);
  for (const s of paymentSchedule(totals.total_price, gstRegistered)) {
    pdf.row({
      stage: String(s.stage),
      label: s.label,
      amount: formatSgd(s.amountCents),
      ...(s.gstCents === null ? {} : { gst: formatSgd(s.gstCents) }),
    });
  }
  pdf.endTable();

  pdf.heading('Terms and conditions');
  pdf.paragraphs(quotationTerms(q), { numbered: true });

  pdf.heading('Acceptance');
  pdf.signatures(
    `By signing below, the client accepts quotation ${q.number}, its payment schedule and its terms.`,
    [
      { heading: 'Accepted by the client', name: q.client.name },
      { heading: `For and on behalf of ${q.issuer.name}`, name: 'Authorised signatory' },
    ],
  );
  return pdf.finish();
}
