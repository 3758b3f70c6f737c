import { describe, expect, it } from 'vitest';
import { DesignArea } from '../design-now/areas.js';
import { designAreasFromFloorplan } from './design-areas.js';
import { twoRoomPlan } from './fixtures.test-helpers.js';

describe('designAreasFromFloorplan', () => {
  it('gives the quotation each area in sqft and feet', () => {
    const doc = twoRoomPlan();
    const areas = designAreasFromFloorplan(doc);
    expect(areas).toHaveLength(doc.areas.length);
    // 4 m × 3 m = 12 m² = 129.17 sqft; its perimeter 14 m = 45.93 ft.
    const first = areas[0];
    expect(first?.floor_area_sqft).toBeCloseTo(129.17, 1);
    expect(first?.perimeter_ft).toBeCloseTo(45.93, 1);
    for (const a of areas) expect(DesignArea.safeParse(a).success).toBe(true);
  });
});

describe('the Generated Floorplan file id', () => {
  it('is optional, so documents saved before it still parse', async () => {
    const { parseFloorplanDocument } = await import('./document.js');
    const doc = twoRoomPlan();
    expect(parseFloorplanDocument(doc)).toBeDefined();
    expect(parseFloorplanDocument({ ...doc, generatedFileId: 'file-generated' })?.generatedFileId).toBe(
      'file-generated',
    );
    expect(parseFloorplanDocument({ ...doc, generatedFileId: '' })).toBeUndefined();
  });
});
