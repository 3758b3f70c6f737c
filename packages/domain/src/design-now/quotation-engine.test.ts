import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DesignArea, WHOLE_HOUSE_AREA_ID, type ScopeChoice } from './areas.js';
import { AREA_TYPES } from './area-types.js';
import { Catalogue, SCOPES_OF_WORK } from './catalogue.js';
import { defaultQuestionnaire } from './questionnaire.js';
import { PREMIUM_STANDARD, PROPERTY_TYPES } from './property.js';
import { QuotationInputError, priceQuotation } from './quotation-engine.js';
import { standardLayout } from './standard-layout.js';
import { testCatalogue, testCatalogueInput } from './test-catalogue.js';

const q = defaultQuestionnaire();
const layout = standardLayout('HDB', '5 Rooms');
const living = layout.find((a) => a.area_type === 'Living')!;
const kitchen = layout.find((a) => a.area_type === 'Kitchen')!;

describe('priceQuotation worked examples', () => {
  it('prices 350 sqft of living floor tiles with 10% wastage (spec hacking base size: living 350)', () => {
    const { items, totals } = priceQuotation({
      questionnaire: q,
      areas: layout,
      choices: [{ area_id: living.id, service_id: 'floor-tiles' }],
      catalogue: testCatalogue,
    });
    // 350 sqft x 1.10 = 385.00 sqft; 385 x $6.50 = $2,502.50; market 385 x $9.00 = $3,465.00.
    expect(items[0]).toMatchObject({
      area: 'Living',
      area_label: 'Living Area',
      scope_of_work: 'Hacking & Flooring Works',
      quantity_hundredths: 38500,
      unit: 'sqft',
      price_per_quantity: 650,
      price: 250250,
      competitor_price: 346500,
      wastage: 10,
      property_room: '5 Rooms',
      status: 'Pending',
    });
    expect(totals).toMatchObject({
      total_market_rate: 346500,
      total_savings: 96250,
      total_price: 250250,
      total_services: 1,
      total_areas: 1,
      total_items: 1,
    });
  });

  it('prices kitchen wall tiles on the spec wall base size of 90 sqft', () => {
    const { items } = priceQuotation({
      questionnaire: q,
      areas: layout,
      choices: [{ area_id: kitchen.id, service_id: 'wall-tiles' }],
      catalogue: testCatalogue,
    });
    // 90 x 1.10 = 99 sqft x $7.20 = $712.80.
    expect(items[0]).toMatchObject({ quantity_hundredths: 9900, price: 71280, competitor_price: 99000 });
  });

  it('rounds quantity up to the hundredth and money half up to the cent', () => {
    const odd = DesignArea.parse({
      id: 'a',
      area_type: 'Living',
      name: 'Living',
      floor_area_sqft: 123.45,
      perimeter_ft: 44.44,
    });
    const { items } = priceQuotation({
      questionnaire: q,
      areas: [odd],
      choices: [
        { area_id: 'a', service_id: 'floor-tiles' },
        { area_id: 'a', service_id: 'skirting' },
      ],
      catalogue: testCatalogue,
    });
    // 123.45 x 1.1 = 135.795 → 135.80 sqft; x $6.50 = $882.70.
    expect(items.find((i) => i.service_id === 'floor-tiles')).toMatchObject({
      quantity_hundredths: 13580,
      price: 88270,
    });
    // 44.44 x 1.05 = 46.662 → 46.67 ft run; x $4.50 = $210.015 → $210.02.
    expect(items.find((i) => i.service_id === 'skirting')).toMatchObject({
      quantity_hundredths: 4667,
      price: 21002,
    });
  });

  it('uses the most specific price for premium and landed homes', () => {
    const choose = (property_type: 'HDB' | 'Landed', premium_standard: 'premium' | 'n/a') =>
      priceQuotation({
        questionnaire: { ...q, property_type, premium_standard },
        areas: [living],
        choices: [{ area_id: living.id, service_id: 'floor-tiles' }],
        catalogue: testCatalogue,
      }).items[0]!.price_per_quantity;
    expect(choose('HDB', 'n/a')).toBe(650);
    expect(choose('HDB', 'premium')).toBe(850);
    expect(choose('Landed', 'n/a')).toBe(700);
    // Property type is more specific than the tier.
    expect(choose('Landed', 'premium')).toBe(700);
  });

  it('prices per unit and lump sum services and the whole house area', () => {
    const bedroom = layout.find((a) => a.area_type === 'Bedroom')!;
    const { items, totals } = priceQuotation({
      questionnaire: q,
      areas: layout,
      choices: [
        { area_id: bedroom.id, service_id: 'wardrobe', units: 10 },
        { area_id: WHOLE_HOUSE_AREA_ID, service_id: 'cleaning' },
        { area_id: living.id, service_id: 'light-point' },
      ],
      catalogue: testCatalogue,
    });
    expect(items.map((i) => [i.scope_of_work, i.area_label, i.price])).toEqual([
      ['Carpentry Works', 'Bedroom', 240000],
      ['General Works', 'Living Area', 18000],
      ['General Works', 'For Whole House', 45000],
    ]);
    expect(totals.total_price).toBe(303000);
    expect(items[2]!.room_size).toBeNull();
  });

  it('orders by scope then area in the spec orders and groups the same way', () => {
    const toilet = layout.find((a) => a.area_type === 'Toilet')!;
    const { groups } = priceQuotation({
      questionnaire: q,
      areas: layout,
      choices: [
        { area_id: WHOLE_HOUSE_AREA_ID, service_id: 'cleaning' },
        { area_id: toilet.id, service_id: 'wall-tiles' },
        { area_id: kitchen.id, service_id: 'wall-tiles' },
        { area_id: living.id, service_id: 'paint' },
        { area_id: living.id, service_id: 'hack-floor' },
      ],
      catalogue: testCatalogue,
    });
    expect(groups.map((g) => [g.scope_of_work, g.areas.map((a) => a.area)])).toEqual([
      ['Hacking & Flooring Works', ['Living', 'Kitchen', 'Master Toilet']],
      ['General Works', ['Living', 'For Whole House']],
    ]);
  });

  it('refuses a service not offered for the area and unknown ids', () => {
    const run = (choice: ScopeChoice) =>
      priceQuotation({ questionnaire: q, areas: layout, choices: [choice], catalogue: testCatalogue });
    expect(() => run({ area_id: living.id, service_id: 'wardrobe' })).toThrow(QuotationInputError);
    expect(() => run({ area_id: 'nope', service_id: 'paint' })).toThrow(QuotationInputError);
    expect(() => run({ area_id: living.id, service_id: 'nope' })).toThrow(QuotationInputError);
  });

  it('catalogue rejects a market price below ours', () => {
    const bad = structuredClone(testCatalogueInput);
    bad.services[0]!.prices[0]!.competitor_price = 1;
    expect(Catalogue.safeParse(bad).success).toBe(false);
  });
});

const arbArea = (i: number) =>
  fc
    .record({
      area_type: fc.constantFrom(...AREA_TYPES),
      floor_area_sqft: fc.double({ min: 0, max: 2000, noNaN: true }),
      perimeter_ft: fc.double({ min: 0, max: 400, noNaN: true }),
      ceiling_height_ft: fc.double({ min: 0, max: 20, noNaN: true }),
      wall_area_sqft: fc.option(fc.double({ min: 0, max: 4000, noNaN: true })),
    })
    .map((a) => DesignArea.parse({ ...a, id: `a${i}`, name: `Area ${i}` }));

const arbInput = fc
  .integer({ min: 0, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbArea(i))))
  .chain((areas) =>
    fc.record({
      areas: fc.constant(areas),
      property_type: fc.constantFrom(...PROPERTY_TYPES),
      premium_standard: fc.constantFrom(...PREMIUM_STANDARD),
      // For every area, an arbitrary subset of the services offered there.
      choices: fc.tuple(
        ...[
          ...areas.map((a) => ({ id: a.id, type: a.area_type })),
          { id: WHOLE_HOUSE_AREA_ID, type: '' },
        ].map((a) =>
          fc.subarray(
            testCatalogue.services
              .filter((s) =>
                a.type ? (s.area_types as string[]).includes(a.type) : s.area_types.length === 0,
              )
              .map((s) => ({ area_id: a.id, service_id: s._id })),
          ),
        ),
      ),
    }),
  );

describe('priceQuotation invariants', () => {
  it('totals equal the sum of the lines, savings = market - price, nothing negative, deterministic', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const run = () =>
          priceQuotation({
            questionnaire: {
              ...q,
              property_type: input.property_type,
              premium_standard: input.premium_standard,
            },
            areas: input.areas,
            choices: input.choices.flat(),
            catalogue: testCatalogue,
          });
        const result = run();
        const { items, totals, groups } = result;
        const sum = (f: (i: (typeof items)[number]) => number) => items.reduce((s, i) => s + f(i), 0);
        expect(totals.total_price).toBe(sum((i) => i.price));
        expect(totals.total_market_rate).toBe(sum((i) => i.competitor_price));
        expect(totals.total_savings).toBe(totals.total_market_rate - totals.total_price);
        expect(totals.total_items).toBe(items.length);
        for (const i of items) {
          expect(Number.isInteger(i.price) && i.price >= 0).toBe(true);
          expect(i.competitor_price).toBeGreaterThanOrEqual(i.price);
          expect(i.quantity_hundredths).toBeGreaterThanOrEqual(0);
        }
        expect(totals.total_savings).toBeGreaterThanOrEqual(0);
        expect(groups.reduce((s, g) => s + g.total_price, 0)).toBe(totals.total_price);
        const ranks = groups.map((g) => SCOPES_OF_WORK.indexOf(g.scope_of_work));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expect(run()).toEqual(result);
      }),
      { numRuns: 300 },
    );
  });
});
