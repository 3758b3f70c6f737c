import { describe, expect, it } from 'vitest';
import { twoRoomPlan } from './fixtures.test-helpers.js';
import { measureFloorplanAreas } from './measured-areas.js';

describe('measured areas for the quotation', () => {
  it('measures each area in m², sqft, perimeter and wall length at the marked scale', () => {
    const [living, bedroom] = measureFloorplanAreas(twoRoomPlan());
    // Living: 200 × 150 px at 20 mm/px = 4 m × 3 m.
    expect(living).toEqual({
      id: 'a-living',
      areaType: 'Living',
      name: 'Living',
      floorAreaM2: 12,
      floorAreaSqft: 129.17,
      perimeterMm: 14_000,
      perimeterFt: 45.93,
      // All four sides are walls; the 45 px door in the middle wall removes 900 mm.
      wallLengthMm: 13_100,
      wallLengthFt: 42.98,
      estimated: false,
    });
    // Bedroom: 100 × 150 px = 2 m × 3 m; the same door opens into it.
    expect(bedroom).toMatchObject({
      floorAreaM2: 6,
      floorAreaSqft: 64.58,
      perimeterMm: 10_000,
      wallLengthMm: 9_100,
    });
  });
  it('counts only the sides that run along walls', () => {
    const doc = twoRoomPlan();
    doc.walls = doc.walls.filter((w) => w.id !== 'w-left');
    expect(measureFloorplanAreas(doc)[0]!.wallLengthMm).toBe(13_100 - 3_000);
  });
  it('marks measurements from an estimated scale', () => {
    const doc = { ...twoRoomPlan(), scale: { estimated: true as const, mmPerPixel: 10 } };
    expect(measureFloorplanAreas(doc)[0]).toMatchObject({
      floorAreaM2: 3,
      estimated: true,
      perimeterMm: 7000,
    });
  });
});
