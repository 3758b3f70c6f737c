import type { FloorplanDocument } from './document.js';

/** A plan of two rooms, 4 m × 3 m and 2 m × 3 m, at a marked 20 mm per pixel. */
export function twoRoomPlan(): FloorplanDocument {
  return {
    version: 1,
    stage: 7,
    image: {
      originalFileId: 'file-original',
      croppedFileId: 'file-cropped',
      crop: { x: 10, y: 20, width: 800, height: 600 },
      rotation: 90,
      width: 800,
      height: 600,
    },
    scale: {
      estimated: false,
      points: [
        { x: 0, y: 0 },
        { x: 200, y: 0 },
      ],
      realLength: 4,
      unit: 'm',
    },
    walls: [
      { id: 'w-top', start: { x: 0, y: 0 }, end: { x: 300, y: 0 }, thickness: 8 },
      { id: 'w-right', start: { x: 300, y: 0 }, end: { x: 300, y: 150 }, thickness: 8 },
      { id: 'w-bottom', start: { x: 300, y: 150 }, end: { x: 0, y: 150 }, thickness: 8 },
      { id: 'w-left', start: { x: 0, y: 150 }, end: { x: 0, y: 0 }, thickness: 8 },
      { id: 'w-mid', start: { x: 200, y: 0 }, end: { x: 200, y: 150 }, thickness: 6 },
    ],
    windows: [{ id: 'win-1', wallId: 'w-top', offset: 50, width: 60 }],
    doors: [{ id: 'door-1', wallId: 'w-mid', offset: 50, width: 45 }],
    furniture: [
      {
        id: 'f-1',
        kind: 'bed',
        position: { x: 100, y: 75 },
        width: 90,
        depth: 100,
        rotation: 0,
        confirmed: true,
      },
    ],
    areas: [
      {
        id: 'a-living',
        areaType: 'Living',
        name: 'Living',
        points: [
          { x: 0, y: 0 },
          { x: 200, y: 0 },
          { x: 200, y: 150 },
          { x: 0, y: 150 },
        ],
      },
      {
        id: 'a-bed',
        areaType: 'Bedroom',
        name: 'Bedroom 1',
        points: [
          { x: 200, y: 0 },
          { x: 300, y: 0 },
          { x: 300, y: 150 },
          { x: 200, y: 150 },
        ],
      },
    ],
  };
}
