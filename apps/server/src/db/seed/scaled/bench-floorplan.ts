import { newFloorplanDocument, type FloorplanDocument } from '@reno/domain';

/**
 * A realistic saved floorplan document of about 31 KB (the size the issue measured for real plans):
 * rooms on a grid, walls split in halves, a door and a window per room.
 */
export function benchFloorplan(originalFileId: string, generatedFileId: string): FloorplanDocument {
  const ROOM = 120;
  const COLS = 11;
  const ROWS = 6;
  const p = (x: number, y: number) => ({ x: 20 + x, y: 20 + y });
  const half = ROOM / 2;
  const walls: FloorplanDocument['walls'] = [];
  for (let r = 0; r <= ROWS; r++)
    for (let c = 0; c < COLS; c++)
      for (const h of [0, 1])
        walls.push({
          id: `h-${r}-${c}-${h}`,
          start: p(c * ROOM + h * half, r * ROOM),
          end: p(c * ROOM + (h + 1) * half, r * ROOM),
          thickness: 6,
        });
  for (let c = 0; c <= COLS; c++)
    for (let r = 0; r < ROWS; r++)
      for (const h of [0, 1])
        walls.push({
          id: `v-${c}-${r}-${h}`,
          start: p(c * ROOM, r * ROOM + h * half),
          end: p(c * ROOM, r * ROOM + (h + 1) * half),
          thickness: 6,
        });
  const areas: FloorplanDocument['areas'] = [];
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c < COLS; c++)
      areas.push({
        id: `a-${r}-${c}`,
        areaType: r === 0 ? 'Living' : 'Bedroom',
        name: `Room ${r * COLS + c + 1}`,
        points: [
          p(c * ROOM, r * ROOM),
          p((c + 1) * ROOM, r * ROOM),
          p((c + 1) * ROOM, (r + 1) * ROOM),
          p(c * ROOM, (r + 1) * ROOM),
        ],
      });
  const doc = newFloorplanDocument({
    originalFileId,
    croppedFileId: originalFileId,
    crop: { x: 12.5, y: 20.25, width: 1000, height: 640 },
    rotation: 0,
    width: COLS * ROOM + 40,
    height: ROWS * ROOM + 40,
  });
  return {
    ...doc,
    stage: 18,
    generatedFileId,
    scale: { estimated: false, points: [p(0, 0), p(ROOM, 0)], realLength: 3.6, unit: 'm' },
    walls,
    windows: areas.map((_, i) => ({
      id: `w-${i}`,
      wallId: `h-${Math.floor(i / COLS)}-${i % COLS}-1`,
      offset: 5,
      width: 30,
    })),
    doors: areas.map((_, i) => ({
      id: `d-${i}`,
      wallId: `h-${Math.floor(i / COLS)}-${i % COLS}-0`,
      offset: 10,
      width: 40,
    })),
  };
}
