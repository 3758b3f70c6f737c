import { describe, expect, it } from 'vitest';
import { WHOLE_HOUSE_AREA_ID, type DesignArea } from './areas.js';
import {
  applicableChoices,
  withoutWithdrawnChoices,
  areaServiceChanges,
  catalogueAdminMessages as m,
  catalogueSlug,
  sameName,
} from './catalogue-admin.js';
import { CreateMasterService, NewMasterServiceForm, masterServiceMessages } from './master-services.js';
import { testCatalogue } from './test-catalogue.js';

const fields = {
  name: 'Quartz countertop',
  unit: 'ft run' as const,
  quantity_basis: 'per unit' as const,
  default_units: 8,
  wastage: 0,
  required_time: 2,
  service_warranty_duration: 12,
  includes: '',
  description_of_work: '',
  area_types: ['Kitchen' as const],
  priority: 5,
  is_active: true,
};

describe('new services and categories (decision 022)', () => {
  it('makes a readable id from the name, -2, -3 on a clash', () => {
    expect(catalogueSlug('Quartz countertop (2m)', new Set())).toBe('quartz-countertop-2m');
    expect(catalogueSlug('Quartz countertop', new Set(['quartz-countertop']))).toBe('quartz-countertop-2');
    expect(catalogueSlug('Quartz countertop', new Set(['quartz-countertop', 'quartz-countertop-2']))).toBe(
      'quartz-countertop-3',
    );
    expect(catalogueSlug('***', new Set(), 'category')).toBe('category');
    expect(catalogueSlug('x'.repeat(80), new Set())).toHaveLength(48);
  });

  it('compares names as an admin reads them', () => {
    expect(sameName('Quartz  Countertop ', 'quartz countertop')).toBe(true);
    expect(sameName('Quartz countertop', 'Quartz countertops')).toBe(false);
  });

  it('validates a new service with the editor rules and takes dollars in the form', () => {
    const bad = CreateMasterService.safeParse({
      ...fields,
      category_id: 'carpentry',
      prices: [{ price_per_unit: 9000, competitor_price: 100 }],
    });
    expect(bad.error?.issues.map((i) => i.message)).toContain(masterServiceMessages.competitorBelowPrice);
    const form = NewMasterServiceForm.parse({
      ...fields,
      category_id: 'carpentry',
      addon_of: '',
      updated_at: '',
      prices: [{ property_type: '', premium_standard: '', price: '$90.00', competitor_price: '120' }],
    });
    expect(form).toEqual({
      ...fields,
      category_id: 'carpentry',
      prices: [{ price_per_unit: 9000, competitor_price: 12000 }],
    });
    expect(
      NewMasterServiceForm.safeParse({
        ...fields,
        category_id: '',
        addon_of: '',
        updated_at: '',
        prices: [],
      }).error?.issues.map((i) => i.message),
    ).toEqual(expect.arrayContaining(['Service Category is required.']));
  });
});

describe('which services an area type offers (decision 022)', () => {
  const candidates = [
    { _id: 'floor-tiles', area_types: ['Living', 'Kitchen', 'Bedroom'] },
    { _id: 'wall-tiles', area_types: ['Toilet'] },
    { _id: 'quartz', area_types: ['Kitchen'] },
  ];

  it('adds and removes the area, in the spec area order, and leaves the unchanged ones', () => {
    const { changes, problems } = areaServiceChanges('Kitchen', ['wall-tiles', 'quartz'], candidates);
    expect(problems).toEqual([]);
    expect(changes).toEqual([
      { _id: 'floor-tiles', area_types: ['Living', 'Bedroom'] },
      // Spec §9 "Area names" order: Toilet before Kitchen.
      { _id: 'wall-tiles', area_types: ['Toilet', 'Kitchen'] },
    ]);
  });

  it('refuses taking a service out of its last area (it would become a whole-house service)', () => {
    const { problems } = areaServiceChanges('Kitchen', ['floor-tiles'], candidates);
    expect(problems).toEqual([{ _id: 'quartz', message: m.lastArea }]);
    expect(m.lastArea).toBe('A service must be offered in at least one area; deactivate it instead.');
  });

  it('refuses a service that is not offered by area (inactive, whole house, unknown)', () => {
    const { problems } = areaServiceChanges('Kitchen', ['floor-tiles', 'quartz', 'cleaning'], candidates);
    expect(problems).toEqual([{ _id: 'cleaning', message: m.notAreaService }]);
  });
});

describe('a draft naming a withdrawn service (decision 022)', () => {
  const kitchen: DesignArea = {
    id: 'k1',
    area_type: 'Kitchen',
    name: 'Kitchen',
    floor_area_sqft: 60,
    perimeter_ft: 32,
    ceiling_height_ft: 9,
    wall_area_sqft: null,
  };

  it('keeps the choices still offered and drops the withdrawn ones', () => {
    const kitchenService = testCatalogue.services.find(
      (s) => s.area_types.includes('Kitchen') && s.area_types.length > 0,
    )!;
    const wholeHouse = testCatalogue.services.find((s) => s.area_types.length === 0)!;
    const choices = [
      { area_id: 'k1', service_id: kitchenService._id },
      { area_id: WHOLE_HOUSE_AREA_ID, service_id: wholeHouse._id },
      { area_id: 'k1', service_id: 'deactivated-service' },
      { area_id: 'gone-area', service_id: kitchenService._id },
    ];
    expect(applicableChoices(testCatalogue, [kitchen], choices)).toEqual(choices.slice(0, 2));
    const withdrawn = {
      ...testCatalogue,
      services: testCatalogue.services.map((s) =>
        s._id === kitchenService._id ? { ...s, area_types: s.area_types.filter((a) => a !== 'Kitchen') } : s,
      ),
    };
    expect(applicableChoices(withdrawn, [kitchen], choices)).toEqual([choices[1]]);
    // On the server: a known service withdrawn or deactivated drops out; an id that never existed stays
    // (the engine then refuses the broken request).
    const known = new Set([...testCatalogue.services.map((s) => s._id), 'deactivated-service']);
    expect(withoutWithdrawnChoices(withdrawn, [kitchen], choices, known)).toEqual([choices[1], choices[3]]);
    expect(
      withoutWithdrawnChoices(withdrawn, [kitchen], [{ area_id: 'k1', service_id: 'never-was' }], known),
    ).toEqual([{ area_id: 'k1', service_id: 'never-was' }]);
  });
});
