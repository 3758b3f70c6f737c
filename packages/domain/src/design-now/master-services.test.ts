import { describe, expect, it } from 'vitest';
import {
  MasterServiceForm,
  UpdateMasterService,
  masterServiceMessages as m,
  masterServiceProblems,
  priceChanges,
} from './master-services.js';

const base = {
  name: 'Homogeneous floor tiles',
  unit: 'sqft' as const,
  quantity_basis: 'floor area' as const,
  default_units: 1,
  wastage: 10,
  required_time: 3,
  service_warranty_duration: 12,
  includes: '',
  description_of_work: '',
  area_types: [],
  priority: 0,
  is_active: true,
  updated_at: '2026-11-24T00:00:00.000Z',
};
const anyProperty = { price_per_unit: 650, competitor_price: 975 };

describe('master service validation (issue 18)', () => {
  it('accepts a service with a price for any property', () => {
    expect(UpdateMasterService.safeParse({ ...base, prices: [anyProperty] }).success).toBe(true);
  });

  it('refuses a market rate below the price: the quotation savings are never negative', () => {
    const problems = masterServiceProblems({
      ...base,
      prices: [{ price_per_unit: 700, competitor_price: 699 }],
    });
    expect(problems).toEqual([{ field: 'prices.0.competitor_price', message: m.competitorBelowPrice }]);
  });

  it('needs a price for any property and one price per property type and tier', () => {
    const onlyHdb = masterServiceProblems({ ...base, prices: [{ ...anyProperty, property_type: 'HDB' }] });
    expect(onlyHdb.map((p) => p.message)).toEqual([m.basePriceRequired]);
    const twice = masterServiceProblems({ ...base, prices: [anyProperty, { ...anyProperty }] });
    expect(twice.map((p) => p.message)).toEqual([m.duplicatePrice]);
  });

  it('prices a lump sum once and only a lump sum', () => {
    expect(masterServiceProblems({ ...base, unit: 'lump sum', prices: [anyProperty] })).toEqual([
      { field: 'quantity_basis', message: m.lumpSumIsFixed },
    ]);
  });

  it('the form takes dollars text and answers in the spec words ("{field} must be a number.")', () => {
    const line = { property_type: '', premium_standard: '', price: '$7.25', competitor_price: '1,000' };
    const form = { ...base, category_id: 'flooring', addon_of: '' };
    const ok = MasterServiceForm.parse({ ...form, prices: [line] });
    expect(ok.prices).toEqual([{ price_per_unit: 725, competitor_price: 100000 }]);
    const bad = MasterServiceForm.safeParse({ ...form, prices: [{ ...line, price: 'seven' }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      message: 'Price must be a number.',
      path: ['prices', 0, 'price'],
    });
    const empty = MasterServiceForm.safeParse({ ...form, prices: [{ ...line, competitor_price: '' }] });
    expect(empty.error?.issues[0]?.message).toBe('Market Rate is required.');
  });
});

describe('price history (issue 18: who, when, old -> new)', () => {
  it('records changed, added and removed prices and nothing for a price saved unchanged', () => {
    const before = [
      anyProperty,
      { property_type: 'Condo' as const, price_per_unit: 800, competitor_price: 1200 },
    ];
    const after = [
      { price_per_unit: 725, competitor_price: 975 },
      { property_type: 'Landed' as const, price_per_unit: 900, competitor_price: 1300 },
    ];
    expect(priceChanges(before, after)).toEqual([
      {
        property_type: null,
        premium_standard: null,
        old_price_per_unit: 650,
        new_price_per_unit: 725,
        old_competitor_price: 975,
        new_competitor_price: 975,
      },
      {
        property_type: 'Condo',
        premium_standard: null,
        old_price_per_unit: 800,
        new_price_per_unit: null,
        old_competitor_price: 1200,
        new_competitor_price: null,
      },
      {
        property_type: 'Landed',
        premium_standard: null,
        old_price_per_unit: null,
        new_price_per_unit: 900,
        old_competitor_price: null,
        new_competitor_price: 1300,
      },
    ]);
    expect(priceChanges(before, before)).toEqual([]);
  });
});
