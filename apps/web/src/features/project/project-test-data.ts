import type { ProjectInformation, ProjectQuotationView, QuotationItemRow } from '@reno/domain';
import { quotationTotals } from '@reno/domain';

export const tooltips = [
  { code: 'T001' as const, description: 'Your project ID. Quote it when you contact us.' },
  { code: 'T012' as const, description: 'Wastage is the extra material allowed.' },
];

export const information = (over: Partial<ProjectInformation['project']> = {}): ProjectInformation => ({
  project: {
    _id: 'p1',
    name: 'Mei Home',
    stage: 2,
    phase: 'quotation',
    canvas: false,
    renovation_address: 'Blk 1 Tampines',
    renovation_postal_code: '520001',
    renovation_country: 'Singapore',
    ...over,
  },
  client: {
    salutation: 'Ms',
    first_name: 'Mei',
    last_name: 'Tan',
    handphone_no: '6591234567',
    email: 'mei@example.sg',
    billing_address: '1 Orchard Rd',
    postal_code: '238800',
  },
  ezcash_total: 300,
  quotation: {
    _id: 'q1',
    quotation_no: 'Q-2026-000001',
    total_amount: 1_234_500,
    generated_date: '2026-03-04T02:00:00.000Z',
  },
  tooltips,
});

const line = (over: Partial<QuotationItemRow>): QuotationItemRow => ({
  _id: 'i1',
  area_id: 'a-living',
  area: 'Living Area',
  area_label: 'Living Area',
  service_id: 's-floor',
  services: 'Flooring',
  scope_of_work: 'Hacking & Flooring Works',
  name_of: 'Homogeneous tiles',
  includes: 'Tiles and laying',
  description_of_work: 'Lay tiles',
  quantity_hundredths: 1000,
  min_quantity_hundredths: 1000,
  unit: 'sqft',
  wastage: 10,
  price_per_quantity: 850,
  price: 8500,
  competitor_price_per_quantity: 1200,
  competitor_price: 12000,
  required_time: 2,
  service_warranty_duration: 30,
  priority: 1,
  property_room: '5 Rooms',
  room_size: null,
  status: 'Pending',
  ...over,
});

export const lines = [
  line({}),
  line({
    _id: 'i2',
    area_id: 'a-kitchen',
    area: 'Kitchen',
    area_label: 'Kitchen',
    service_id: 's-cabinet',
    services: 'Cabinets',
    scope_of_work: 'Carpentry Works',
    name_of: 'Kitchen cabinets',
    quantity_hundredths: 300,
    min_quantity_hundredths: 300,
    unit: 'ft',
    price_per_quantity: 20000,
    price: 60000,
    competitor_price_per_quantity: 26000,
    competitor_price: 78000,
  }),
];

export const quotationView = (items: QuotationItemRow[] = lines, editable = true): ProjectQuotationView => ({
  project: {
    _id: 'p1',
    name: 'Mei Home',
    stage: 1,
    phase: 'quotation',
    renovation_address: 'Blk 1 Tampines',
    renovation_postal_code: '520001',
  },
  quotation_id: 'q1',
  quotation_no: 'Q-2026-000001',
  items,
  totals: quotationTotals(items),
  quotation_generated_date: '2026-03-04T02:00:00.000Z',
  editable,
});
