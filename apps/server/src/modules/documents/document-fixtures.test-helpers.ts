import { quotationTotals, type QuotationItem, type ScopeOfWork } from '@reno/domain';
import type { DocumentIssuer, InvoiceDocument, ReceiptDocument } from './document-model.js';
import type { QuotationDocument } from './quotation-pdf.js';

/** Fixed documents for the PDF tests: every value printed is known, and the same on every run. */
export const registeredIssuer: DocumentIssuer = {
  name: 'EZreno Pte. Ltd.',
  uen: '201912345K',
  gstRegNo: 'M2-1234567-8',
  address: '1 Demo Road, #01-01, Singapore 123456',
  email: 'hello@ezreno.sg',
  phone: '+65 8800 1234',
};
export const unregisteredIssuer: DocumentIssuer = { ...registeredIssuer, gstRegNo: null };

const client = {
  name: 'Ms Tan Mei Ling',
  email: 'meiling@example.sg',
  phone: '91234567',
  renovationAddress: 'Blk 123 Tampines Street 11, #05-67, Singapore 521123',
};

const line = (
  scope: ScopeOfWork,
  area: string,
  name: string,
  quantityHundredths: number,
  unit: string,
  rateCents: number,
  includes = '',
): QuotationItem => {
  const price = Math.round((quantityHundredths * rateCents) / 100);
  return {
    area_id: area.toLowerCase().replace(/\W+/g, '-'),
    area,
    area_label: area,
    service_id: name.toLowerCase().replace(/\W+/g, '-'),
    services: name,
    scope_of_work: scope,
    name_of: name,
    includes,
    description_of_work: name,
    quantity_hundredths: quantityHundredths,
    min_quantity_hundredths: quantityHundredths,
    unit,
    wastage: 0,
    price_per_quantity: rateCents,
    price,
    competitor_price_per_quantity: Math.round(rateCents * 1.3),
    competitor_price: Math.round((quantityHundredths * Math.round(rateCents * 1.3)) / 100),
    required_time: 1,
    service_warranty_duration: 365,
    priority: 1,
    property_room: '4 Rooms',
    room_size: null,
    status: 'Pending',
  };
};

const shortItems: QuotationItem[] = [
  line(
    'Hacking & Flooring Works',
    'Living Area',
    'Homogeneous floor tiles',
    11_000,
    'sqft',
    1_150,
    'Supply and lay 600 x 600 mm tiles, cement screed',
  ),
  line(
    'Hacking & Flooring Works',
    'Kitchen',
    'Hack existing floor tiles',
    6_000,
    'sqft',
    450,
    'Hacking and disposal of debris',
  ),
  line(
    'Carpentry Works',
    'Kitchen',
    'Top and bottom kitchen cabinets',
    1_800,
    'ft',
    26_000,
    'Solid plywood, laminate finish, soft-close hinges',
  ),
  line('General Works', 'All', 'Post-renovation cleaning', 100, 'lot', 45_000, 'Whole house, one visit'),
];

/** Long enough to run onto a second page, so the repeated table header can be checked. */
const longItems: QuotationItem[] = [
  ...shortItems.slice(0, 2),
  ...['Bedroom 1', 'Bedroom 2', 'Bedroom 3', 'Dining Area', 'Foyer', 'Service Yard'].flatMap((area) => [
    line(
      'Hacking & Flooring Works',
      area,
      'Vinyl flooring',
      12_000,
      'sqft',
      700,
      'Supply and lay 5 mm SPC vinyl with skirting',
    ),
    line('Hacking & Flooring Works', area, 'Floor levelling', 12_000, 'sqft', 300, 'Self-levelling compound'),
  ]),
  ...['Bedroom 1', 'Bedroom 2', 'Bedroom 3', 'Living Area', 'Kitchen'].flatMap((area) => [
    line(
      'Carpentry Works',
      area,
      'Wardrobe, swing doors',
      800,
      'ft',
      30_000,
      'Solid plywood, laminate finish, soft-close hinges',
    ),
    line('Carpentry Works', area, 'Feature wall panel', 1_000, 'ft', 18_000),
  ]),
  shortItems[3]!,
];

export function quotationFixture(issuer: DocumentIssuer, long = false): QuotationDocument {
  const items = long ? longItems : shortItems;
  return {
    issuer,
    number: 'Q-2026-000123',
    issueDate: new Date('2026-03-02T02:00:00Z'),
    validUntil: new Date('2026-04-01T02:00:00Z'),
    client,
    projectName: 'Tampines Home',
    items,
    totals: quotationTotals(items),
  };
}

export function invoiceFixture(issuer: DocumentIssuer): InvoiceDocument {
  return {
    issuer,
    number: 'INV-000042',
    issueDate: new Date('2026-03-09T02:00:00Z'),
    dueDate: new Date('2026-03-16T02:00:00Z'),
    billTo: client,
    projectName: 'Tampines Home',
    reference: { label: 'Quotation', value: 'Q-2026-000123' },
    lines: [
      {
        description: 'Progressive Payment stage 2: 10% of quotation minus 150',
        detail: 'Quotation Q-2026-000123, total $10,900.00',
        amountCents: 94_000,
      },
    ],
    paymentInstructions: [
      'Pay by PayNow to EZRENO PTE LTD (UEN 201912345K) with INV-000042 as the reference, then upload the receipt on the Progressive Payment page.',
    ],
    status: 'Unpaid',
  };
}

export function receiptFixture(issuer: DocumentIssuer): ReceiptDocument {
  return {
    issuer,
    number: 'RA-2026-000007',
    issueDate: new Date('2026-03-12T02:00:00Z'),
    receivedFrom: client,
    projectName: 'Tampines Home',
    invoiceNumber: 'INV-000042',
    paymentMethod: 'PayNow',
    transactionNo: 'TXN-20260311-0042',
    paidDate: new Date('2026-03-11T02:00:00Z'),
    lines: [{ description: 'Progressive Payment stage 2: 10% of quotation minus 150', amountCents: 94_000 }],
  };
}
