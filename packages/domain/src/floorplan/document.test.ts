import { describe, expect, it } from 'vitest';
import {
  documentMmPerPixel,
  estimatedFloorplanScale,
  FLOORPLAN_STAGES,
  FloorplanDocument,
  isScaleEstimated,
  newFloorplanDocument,
  parseFloorplanDocument,
} from './document.js';
import { twoRoomPlan } from './fixtures.test-helpers.js';
import { estimatedMmPerPixel } from './scale.js';

describe('floorplan document (checkpoint json)', () => {
  it('round-trips through JSON unchanged', () => {
    const doc = twoRoomPlan();
    expect(parseFloorplanDocument(JSON.stringify(doc))).toEqual(doc);
    expect(parseFloorplanDocument(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });
  it('accepts every stage of the editor: 4, 5, 6, 6.1, 6.2, 6.3, 7 and 18', () => {
    expect(FLOORPLAN_STAGES).toEqual([4, 5, 6, 6.1, 6.2, 6.3, 7, 18]);
    for (const stage of FLOORPLAN_STAGES)
      expect(parseFloorplanDocument({ ...twoRoomPlan(), stage })?.stage).toBe(stage);
    expect(parseFloorplanDocument({ ...twoRoomPlan(), stage: 8 })).toBeUndefined();
    expect(parseFloorplanDocument({ ...twoRoomPlan(), stage: 6.4 })).toBeUndefined();
  });
  it('ignores garbage instead of throwing ("Floorplan json is used only if it parses")', () => {
    for (const garbage of [
      undefined,
      null,
      '',
      '{not json',
      '[]',
      42,
      { version: 1 },
      { ...twoRoomPlan(), version: 2 },
      { ...twoRoomPlan(), walls: 'none' },
      { ...twoRoomPlan(), areas: [{ id: 'a', areaType: 'Garage', name: 'x', points: [] }] },
      // The legacy checkpoint held only an image path (spec §3 "json holding an image path under floorplan_tagger").
      { image: 'floorplan_tagger/abc.png' },
    ]) {
      expect(() => parseFloorplanDocument(garbage)).not.toThrow();
      expect(parseFloorplanDocument(garbage)).toBeUndefined();
    }
  });
  it('refuses non-finite coordinates and coinciding scale marks', () => {
    const doc = twoRoomPlan();
    const bad = { ...doc, walls: [{ ...doc.walls[0]!, end: { x: Number.POSITIVE_INFINITY, y: 0 } }] };
    expect(FloorplanDocument.safeParse(bad).success).toBe(false);
    const sameMarks = {
      ...doc,
      scale: {
        estimated: false,
        points: [
          { x: 1, y: 1 },
          { x: 1, y: 1 },
        ],
        realLength: 2,
        unit: 'm',
      },
    };
    expect(parseFloorplanDocument(sameMarks)).toBeUndefined();
  });
  it('reads the scale: marked, estimated, or not yet set', () => {
    const doc = twoRoomPlan();
    expect(documentMmPerPixel(doc)).toBe(20);
    expect(isScaleEstimated(doc)).toBe(false);
    const estimated = { ...doc, scale: { estimated: true as const, mmPerPixel: 12.5 } };
    expect(documentMmPerPixel(estimated)).toBe(12.5);
    expect(isScaleEstimated(estimated)).toBe(true);
    const unset = { ...doc, scale: null };
    expect(documentMmPerPixel(unset)).toBe(estimatedMmPerPixel(800, 600));
    expect(isScaleEstimated(unset)).toBe(true);
  });
  it('stores the property-type estimate when the user skips scaling', () => {
    const scale = estimatedFloorplanScale({ width: 800, height: 600 }, 4);
    expect(scale).toEqual({
      estimated: true,
      mmPerPixel: estimatedMmPerPixel(800, 600, 4),
      propertyRooms: 4,
    });
    const doc = { ...twoRoomPlan(), scale };
    expect(parseFloorplanDocument(doc)).toEqual(doc);
    expect(documentMmPerPixel(doc)).toBe(scale.mmPerPixel);
  });
  it('starts a new document at stage 4 with nothing drawn', () => {
    const image = twoRoomPlan().image;
    const doc = newFloorplanDocument({ ...image, croppedFileId: null, crop: null, rotation: 0 });
    expect(doc).toMatchObject({ version: 1, stage: 4, scale: null, walls: [], areas: [] });
    expect(parseFloorplanDocument(doc)).toEqual(doc);
  });
  it('a plan of 200 walls and 40 areas stays under 200 KB of JSON', () => {
    const doc = twoRoomPlan();
    const walls = Array.from({ length: 200 }, (_, i) => ({
      id: `wall-${i}-0123456789`,
      start: { x: 123.456789 + i, y: 987.654321 },
      end: { x: 456.789012 + i, y: 321.098765 },
      thickness: 8.5,
    }));
    const areas = Array.from({ length: 40 }, (_, i) => ({
      id: `area-${i}-0123456789`,
      areaType: 'Bedroom' as const,
      name: `Bedroom ${i}`,
      points: Array.from({ length: 12 }, (_, k) => ({ x: 1000.123456 + i * 10 + k, y: 2000.654321 + k })),
    }));
    const json = JSON.stringify({ ...doc, walls, areas });
    expect(parseFloorplanDocument(json)).toBeDefined();
    expect(json.length).toBeLessThan(200 * 1024);
  });
});
