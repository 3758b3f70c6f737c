// Issue 5 performance: a plan with 200 walls and 40 areas. Prints (1) the time Konva spends re-drawing
// the plan layer for each frame of a point drag, timed by the layer's own "beforeDraw" and "draw"
// events in headless Chromium, (2) the domain work the editor does per drag frame (the floor area of
// every area for the m² labels), and (3) the size of the checkpoint JSON a save sends. Targets: 16 ms per
// frame, under 200 KB.
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import {
  SaveDesignNowProject,
  ValidFloorplanDocument,
  areaProblem,
  documentMmPerPixel,
  polygonArea,
  px2ToM2,
  defaultQuestionnaire,
  designAreasFromFloorplan,
  measureFloorplanAreas,
  newFloorplanDocument,
} from '@reno/domain';
import { chromium } from 'playwright';

const ROOM = 120;
const COLS = 8;
const ROWS = 5;
const round = (n) => Math.round(n * 100) / 100;

/** 40 rooms on an 8 x 5 grid, their walls split in halves (186), plus 14 short partitions: 200 walls. */
function bigPlan() {
  const doc = newFloorplanDocument({
    originalFileId: 'bench-original',
    croppedFileId: 'bench-cropped',
    crop: { x: 12.5, y: 20.25, width: 1000, height: 640 },
    rotation: 90,
    width: COLS * ROOM + 40,
    height: ROWS * ROOM + 40,
  });
  const p = (x, y) => ({ x: 20 + x, y: 20 + y });
  const walls = [];
  const half = ROOM / 2;
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
  for (let i = 0; walls.length < 200; i++) {
    const c = i % COLS;
    const r = Math.floor(i / COLS) % ROWS;
    walls.push({
      id: `s-${i}`,
      start: p(c * ROOM + 20, r * ROOM + 30),
      end: p(c * ROOM + 50, r * ROOM + 30),
      thickness: 4,
    });
  }
  const areas = [];
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
  const doors = areas.map((a, i) => ({
    id: `d-${i}`,
    wallId: `h-${Math.floor(i / COLS)}-${i % COLS}-0`,
    offset: 10,
    width: 40,
  }));
  const windows = areas.slice(0, 20).map((a, i) => ({
    id: `w-${i}`,
    wallId: `h-${Math.floor(i / COLS)}-${i % COLS}-1`,
    offset: 5,
    width: 30,
  }));
  return {
    ...doc,
    stage: 7,
    scale: { estimated: false, points: [p(0, 0), p(ROOM, 0)], realLength: 3.6, unit: 'm' },
    walls,
    windows,
    doors,
    areas,
    generatedFileId: 'bench-generated',
  };
}

const doc = ValidFloorplanDocument.parse(bigPlan());
if (doc.walls.length !== 200 || doc.areas.length !== 40)
  throw new Error('the plan is not 200 walls and 40 areas');

// (3) What a save sends: the whole checkpoint body, as JSON.
const body = SaveDesignNowProject.parse({
  dnStage: 7,
  questionnaire: defaultQuestionnaire(),
  checkpoint: { step: 'areas', areas: designAreasFromFloorplan(doc), choices: [], floorplan: doc },
});
const bytes = Buffer.byteLength(JSON.stringify(body));

// (2) Domain work per drag frame (the m² labels: floor area of every area) and at the drag's end (the
// area is checked and every area measured in full for the list and the quotation).
const mmPerPx = documentMmPerPixel(doc);
const frames = 200;
const domainTimes = [];
for (let i = 0; i < frames; i++) {
  const moved = {
    ...doc,
    areas: doc.areas.map((a, j) =>
      j === 0 ? { ...a, points: a.points.map((q, k) => (k === 2 ? { x: q.x - (i % 10), y: q.y } : q)) } : a,
    ),
  };
  const t0 = performance.now();
  for (const a of moved.areas) px2ToM2(polygonArea(a.points), mmPerPx);
  domainTimes.push(performance.now() - t0);
}
const t0 = performance.now();
areaProblem(doc.areas[0], doc.areas);
measureFloorplanAreas(doc);
const dragEndMs = performance.now() - t0;

// (1) Konva's draw of the plan layer per drag frame.
// The machine's Chromium, as the e2e tests use (no Playwright browser download).
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let drawTimes;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent('<div id="plan"></div>');
  await page.addScriptTag({
    path: fileURLToPath(new URL('../node_modules/konva/konva.min.js', import.meta.url)),
  });
  drawTimes = await page.evaluate(
    ({ doc, frames }) => {
      const K = globalThis.Konva;
      const stage = new K.Stage({ container: 'plan', width: 1200, height: 760 });
      const layer = new K.Layer();
      stage.add(layer);
      const areaLines = new Map();
      for (const a of doc.areas) {
        const line = new K.Line({
          points: a.points.flatMap((q) => [q.x, q.y]),
          closed: true,
          fill: 'rgba(25,118,210,0.18)',
          stroke: '#1976d2',
          strokeWidth: 2,
        });
        layer.add(line);
        layer.add(
          new K.Text({
            x: a.points[0].x + 10,
            y: a.points[0].y + 10,
            text: `${a.name}\n12.34 m²`,
            fontSize: 12,
          }),
        );
        areaLines.set(a.id, line);
      }
      for (const w of doc.walls)
        layer.add(
          new K.Line({
            points: [w.start.x, w.start.y, w.end.x, w.end.y],
            stroke: '#37474f',
            strokeWidth: w.thickness,
            lineCap: 'square',
          }),
        );
      for (const o of [...doc.windows, ...doc.doors])
        layer.add(new K.Line({ points: [0, 0, o.width, 0], stroke: '#0288d1', strokeWidth: 5 }));
      const handles = doc.areas[0].points.map(
        (q) => new K.Circle({ x: q.x, y: q.y, radius: 6, fill: '#fff', stroke: '#d32f2f', draggable: true }),
      );
      for (const h of handles) layer.add(h);
      layer.draw();
      const times = [];
      let start = 0;
      layer.on('beforeDraw', () => {
        start = performance.now();
      });
      layer.on('draw', () => {
        times.push(performance.now() - start);
      });
      const first = doc.areas[0];
      const line = areaLines.get(first.id);
      for (let i = 0; i < frames; i++) {
        const points = first.points.map((q, k) => (k === 2 ? { x: q.x - (i % 10), y: q.y } : q));
        handles[2].position(points[2]);
        line.points(points.flatMap((q) => [q.x, q.y]));
        layer.draw();
      }
      return times;
    },
    { doc, frames },
  );
} finally {
  await browser.close();
}

const stats = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    median: round(sorted[Math.floor(sorted.length / 2)]),
    p95: round(sorted[Math.floor(sorted.length * 0.95)]),
    max: round(sorted[sorted.length - 1]),
  };
};
const draw = stats(drawTimes);
const domain = stats(domainTimes);
const frame = round(draw.p95 + domain.p95);
console.log(
  `Plan: ${doc.walls.length} walls, ${doc.areas.length} areas, ${doc.windows.length} windows, ${doc.doors.length} doors`,
);
console.log(
  `Konva layer draw per drag frame (ms, beforeDraw→draw): median ${draw.median}, p95 ${draw.p95}, max ${draw.max}`,
);
console.log(`m² labels per drag frame (ms): median ${domain.median}, p95 ${domain.p95}, max ${domain.max}`);
console.log(`Area check and full measuring at drag end, once (ms): ${round(dragEndMs)}`);
console.log(`Drag frame, p95 draw + p95 labels: ${frame} ms (target 16 ms) ${frame < 16 ? 'OK' : 'OVER'}`);
console.log(
  `Checkpoint JSON: ${(bytes / 1024).toFixed(1)} KB (target under 200 KB) ${bytes < 200 * 1024 ? 'OK' : 'OVER'}`,
);
if (frame >= 16 || bytes >= 200 * 1024) process.exitCode = 1;
