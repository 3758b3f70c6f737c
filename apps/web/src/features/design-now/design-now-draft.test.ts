import { afterEach, describe, expect, it } from 'vitest';
import { Catalogue } from '@reno/domain';
import { freshDraft, loadDraft, storeDraft } from './design-now-draft';
import { applicableChoices } from './use-quotation';

afterEach(() => localStorage.clear());

const service = (id: string, areaTypes: string[], unit: 'sqft' | 'lump sum') => ({
  _id: id,
  name: id,
  category_id: 'c',
  unit,
  quantity_basis: unit === 'sqft' ? 'floor area' : 'fixed',
  prices: [{ price_per_unit: 100, competitor_price: 150 }],
  wastage: 0,
  required_time: 1,
  service_warranty_duration: 0,
  includes: '',
  description_of_work: '',
  area_types: areaTypes,
});
const testCatalogue = Catalogue.parse({
  categories: [{ _id: 'c', services: 'Flooring', scope_of_work: 'Hacking & Flooring Works' }],
  services: [
    service('floor-tiles', ['Living'], 'sqft'),
    service('wardrobe', ['Bedroom'], 'sqft'),
    service('cleaning', [], 'lump sum'),
  ],
  tooltips: [],
});

describe('Design Now draft in local storage', () => {
  it('starts with the spec defaults and the standard layout', () => {
    const d = loadDraft();
    expect(d.questionnaire).toMatchObject({
      property_type: 'HDB',
      property_room: '5 Rooms',
      premium_standard: 'n/a',
      design_type: 'modern',
    });
    expect(d.areas[0]).toMatchObject({ name: 'Living', floor_area_sqft: 350 });
    expect(d.step).toBe('questionnaire');
  });

  it('keeps what the visitor did across a reload', () => {
    const d = {
      ...freshDraft(),
      step: 'scope' as const,
      choices: [{ area_id: 'living-1', service_id: 'x' }],
    };
    storeDraft(d);
    expect(loadDraft()).toEqual(d);
  });

  it('starts afresh when the stored draft no longer parses', () => {
    localStorage.setItem('design-now-2', '{"step":"teleport"}');
    expect(loadDraft().step).toBe('questionnaire');
    localStorage.setItem('design-now-2', 'not json');
    expect(loadDraft().step).toBe('questionnaire');
  });

  it('drops choices for removed areas and services the area does not offer', () => {
    const areas = freshDraft().areas;
    const living = areas[0]!;
    const kept = applicableChoices(testCatalogue, areas, [
      { area_id: living.id, service_id: 'floor-tiles' },
      { area_id: 'gone', service_id: 'floor-tiles' },
      { area_id: living.id, service_id: 'wardrobe' },
      { area_id: living.id, service_id: 'withdrawn' },
      { area_id: 'whole-house', service_id: 'cleaning' },
    ]);
    expect(kept).toEqual([
      { area_id: living.id, service_id: 'floor-tiles' },
      { area_id: 'whole-house', service_id: 'cleaning' },
    ]);
  });
});
