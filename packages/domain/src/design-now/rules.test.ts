import { describe, expect, it } from 'vitest';
import { roomSizeTag, areaSizeTag, isAreaSizeAllowed } from './room-size.js';
import { standardLayout } from './standard-layout.js';
import {
  Questionnaire,
  defaultQuestionnaire,
  keyCollectionDate,
  keyCollectionYears,
  KEY_COLLECTION_QUARTERS,
} from './questionnaire.js';
import {
  designNowProjectName,
  designNowStageUpdate,
  projectDisplayName,
  projectStageFromDnStage,
  savedParts,
} from './project-rules.js';
import {
  AREA_SIZE_RANGE,
  AREA_SORT_ORDER,
  AREA_TYPES,
  HACKING_BASE_FLOOR_SQFT,
  HACKING_BASE_WALL_SQFT,
  QUOTATION_AREA_LABEL,
  QUOTATION_AREA_ORDER,
  quotationAreaRank,
} from './area-types.js';
import { PROPERTY_ROOMS, PROPERTY_TYPES } from './property.js';

describe('room size tag (spec: small, medium or large by thirds of the allowed range)', () => {
  it('splits 0..300 at 100 and 200', () => {
    expect(roomSizeTag(99, { min: 0, max: 300 })).toBe('small');
    expect(roomSizeTag(100, { min: 0, max: 300 })).toBe('medium');
    expect(roomSizeTag(199, { min: 0, max: 300 })).toBe('medium');
    expect(roomSizeTag(200, { min: 0, max: 300 })).toBe('large');
  });
  it('splits the allowed range of each area type in thirds (Bedroom 60 to 400: 173.3 and 286.7)', () => {
    expect(AREA_SIZE_RANGE.Bedroom).toEqual({ min: 60, max: 400 });
    expect([60, 173, 174, 286, 287, 400].map((sqft) => areaSizeTag('Bedroom', sqft))).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
    // A measured room outside the range takes the nearest end's tag.
    expect(areaSizeTag('Bedroom', 10)).toBe('small');
    expect(areaSizeTag('Bedroom', 900)).toBe('large');
  });
  it('allows on the areas step exactly the range the tag splits', () => {
    expect(isAreaSizeAllowed({ area_type: 'Toilet', floor_area_sqft: 20 })).toBe(true);
    expect(isAreaSizeAllowed({ area_type: 'Toilet', floor_area_sqft: 150 })).toBe(true);
    expect(isAreaSizeAllowed({ area_type: 'Toilet', floor_area_sqft: 19 })).toBe(false);
    expect(isAreaSizeAllowed({ area_type: 'Toilet', floor_area_sqft: 151 })).toBe(false);
    for (const type of AREA_TYPES) expect(AREA_SIZE_RANGE[type].min).toBeLessThan(AREA_SIZE_RANGE[type].max);
  });
  it('accepts every standard layout as it comes (no visitor meets an error on the defaults)', () => {
    for (const type of PROPERTY_TYPES)
      for (const rooms of PROPERTY_ROOMS)
        for (const area of standardLayout(type, rooms)) expect(isAreaSizeAllowed(area), area.name).toBe(true);
  });
});

describe('spec §9 Design Now constants', () => {
  it('"Hacking base sizes: floor foyer/living 350, dining 40, kitchen 40, bedroom 110, toilet 40, balcony 40, service yard 35, shelter 40, study 110; wall kitchen/toilet/balcony 90"', () => {
    expect(HACKING_BASE_FLOOR_SQFT).toEqual({
      Living: 350,
      Dining: 40,
      Kitchen: 40,
      Bedroom: 110,
      Toilet: 40,
      Balcony: 40,
      'Service Yard': 35,
      'Household Shelter': 40,
      Study: 110,
    });
    expect(HACKING_BASE_WALL_SQFT).toEqual({ Kitchen: 90, Toilet: 90, Balcony: 90 });
  });
  it('"Key collection quarters Jan-Mar, Apr-Jun, Jul-Sep, Oct-Dec, years from current to +6", current in Singapore', () => {
    expect(KEY_COLLECTION_QUARTERS).toEqual(['Jan-Mar', 'Apr-Jun', 'Jul-Sep', 'Oct-Dec']);
    expect(keyCollectionYears(new Date('2026-12-31T15:59:00Z'))).toEqual([
      2026, 2027, 2028, 2029, 2030, 2031, 2032,
    ]);
    // 00:30 on 1 January in Singapore is still 31 December in UTC.
    expect(keyCollectionYears(new Date('2026-12-31T16:30:00Z'))[0]).toBe(2027);
    expect(
      ['Jan-Mar', 'Apr-Jun', 'Jul-Sep', 'Oct-Dec'].map((q) =>
        keyCollectionDate({
          key_collection_quarter: q as (typeof KEY_COLLECTION_QUARTERS)[number],
          key_collection_year: 2028,
        }),
      ),
    ).toEqual(['2028-01-01', '2028-04-01', '2028-07-01', '2028-10-01']);
  });
  it('"sort order 1 to 8 (living first, empty space last)", following the client spec area ordering between', () => {
    const orders = AREA_TYPES.map((a) => AREA_SORT_ORDER[a]);
    expect(orders.every((o) => Number.isInteger(o) && o >= 1 && o <= 8)).toBe(true);
    expect(AREA_TYPES.filter((a) => AREA_SORT_ORDER[a] === 1)).toEqual(['Living']);
    expect(AREA_TYPES.filter((a) => AREA_SORT_ORDER[a] === 8)).toEqual(['Empty Space']);
    // Client spec §9 "Area ordering: All, Foyer, Living Area, Dining Area, Kitchen, Service Yard, Bedroom,
    // Toilet, Household Shelter, Balcony": the area types it names never sort against that order.
    const named = AREA_TYPES.filter((a) =>
      (QUOTATION_AREA_ORDER as readonly string[]).includes(QUOTATION_AREA_LABEL[a]),
    ).sort((a, b) => quotationAreaRank(QUOTATION_AREA_LABEL[a]) - quotationAreaRank(QUOTATION_AREA_LABEL[b]));
    const sorted = named.map((a) => AREA_SORT_ORDER[a]);
    expect(sorted).toEqual([...sorted].sort((x, y) => x - y));
    expect(named).toEqual([
      'Living',
      'Dining',
      'Kitchen',
      'Service Yard',
      'Bedroom',
      'Toilet',
      'Household Shelter',
      'Balcony',
    ]);
  });
});

describe('questionnaire defaults', () => {
  it('uses the spec defaults HDB, n/a, 5 Rooms, modern', () => {
    expect(defaultQuestionnaire()).toMatchObject({
      property_type: 'HDB',
      premium_standard: 'n/a',
      property_room: '5 Rooms',
      design_type: 'modern',
    });
  });
  it('offers key collection years from this year to +6 and quarters map to dates', () => {
    expect(keyCollectionYears(new Date('2026-05-01'))).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032]);
    expect(keyCollectionDate({ key_collection_quarter: 'Jul-Sep', key_collection_year: 2027 })).toBe(
      '2027-07-01',
    );
  });
  it('rejects an unknown property type', () => {
    expect(Questionnaire.safeParse({ property_type: 'Castle' }).success).toBe(false);
  });
});

describe('standard layout (no-floor-plan path)', () => {
  it('gives a 5-room HDB flat the spec base sizes', () => {
    const areas = standardLayout('HDB', '5 Rooms');
    expect(areas.map((a) => [a.name, a.floor_area_sqft, a.wall_area_sqft])).toEqual([
      ['Living', 350, null],
      ['Dining', 40, null],
      ['Kitchen', 40, 90],
      ['Service Yard', 35, null],
      ['Master Bedroom', 110, null],
      ['Bedroom 1', 110, null],
      ['Bedroom 2', 110, null],
      ['Study', 110, null],
      ['Master Toilet', 40, 90],
      ['Common Toilet', 40, 90],
      ['Household Shelter', 40, null],
    ]);
    expect(new Set(areas.map((a) => a.id)).size).toBe(areas.length);
  });
  it('gives a 3-room HDB flat two bedrooms and one toilet', () => {
    const areas = standardLayout('HDB', '3 Rooms');
    expect(areas.filter((a) => a.area_type === 'Bedroom')).toHaveLength(2);
    expect(areas.filter((a) => a.area_type === 'Toilet').map((a) => a.name)).toEqual(['Toilet']);
  });
});

describe('project rules', () => {
  it('derives the project stage: 1 below 11, 2 from 11, 3 from 18', () => {
    expect([3, 10.9, 11, 17, 18, 34.1].map(projectStageFromDnStage)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it('leaves the stage to the payments once one is on record or the project left design', () => {
    const design = { phase: 'design', hasPayments: false };
    expect([3, 11, 18].map((s) => designNowStageUpdate(s, design))).toEqual([1, 2, 3]);
    // A submitted (even declined) receipt: the payments own the stage from then on.
    expect(designNowStageUpdate(18, { phase: 'design', hasPayments: true })).toBeUndefined();
    // Deposit approved: the approval put the project at stage 2 in phase ongoing.
    expect(designNowStageUpdate(18, { phase: 'ongoing', hasPayments: true })).toBeUndefined();
    expect(designNowStageUpdate(11, { phase: 'quotation', hasPayments: false })).toBeUndefined();
  });
  it('saves progressively at stages 3, 4 and 18', () => {
    expect(savedParts(2)).toEqual({ questionnaire: false, checkpoint: false, items: false });
    expect(savedParts(3)).toEqual({ questionnaire: true, checkpoint: false, items: false });
    expect(savedParts(4)).toEqual({ questionnaire: true, checkpoint: true, items: false });
    expect(savedParts(18)).toEqual({ questionnaire: true, checkpoint: true, items: true });
  });
  it('names the project "{first name} Home", then the record, then "Your"', () => {
    expect(designNowProjectName('Mei')).toBe('Mei Home');
    expect(designNowProjectName('  ', 'Tan')).toBe('Tan Home');
    expect(designNowProjectName(null, null)).toBe('Your Home');
  });
  it('shows a 5-part hyphenated name as "{name} Home"', () => {
    expect(projectDisplayName('a-b-c-d-e')).toBe('a-b-c-d-e Home');
    expect(projectDisplayName('Mei Home')).toBe('Mei Home');
  });
  it('sorts living first and empty space last; quotation areas All 0 .. For Whole House 12, else 11', () => {
    expect(AREA_SORT_ORDER.Living).toBe(1);
    expect(AREA_SORT_ORDER['Empty Space']).toBe(8);
    expect(quotationAreaRank('All')).toBe(0);
    expect(quotationAreaRank('Kitchen & Toilet')).toBe(10);
    expect(quotationAreaRank('Study')).toBe(11);
    expect(quotationAreaRank('For Whole House')).toBe(12);
  });
});
