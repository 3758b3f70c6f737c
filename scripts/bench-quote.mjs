// Prices a 5-room HDB flat with every scope chosen, and a 100-area synthetic home, with the real
// catalogue; prints the median time per quotation. Issue 4 target: the 5-room case under 2 ms.
import { readFileSync } from 'node:fs';
import {
  AREA_TYPES,
  Catalogue,
  DesignArea,
  WHOLE_HOUSE_AREA_ID,
  defaultQuestionnaire,
  priceQuotation,
  standardLayout,
} from '@reno/domain';

const catalogue = Catalogue.parse(
  JSON.parse(readFileSync(new URL('../apps/server/src/db/seed/catalogue.json', import.meta.url), 'utf8')),
);
const questionnaire = defaultQuestionnaire();

/** @param {DesignArea[]} areas */
function everyChoice(areas) {
  const choices = [];
  for (const a of areas)
    for (const s of catalogue.services)
      if (s.area_types.includes(a.area_type)) choices.push({ area_id: a.id, service_id: s._id });
  for (const s of catalogue.services)
    if (s.area_types.length === 0) choices.push({ area_id: WHOLE_HOUSE_AREA_ID, service_id: s._id });
  return choices;
}

/** @param {() => unknown} run @param {number} iterations */
function median(run, iterations) {
  for (let i = 0; i < 50; i++) run(); // warm up the JIT
  const times = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const flat = standardLayout('HDB', '5 Rooms');
const synthetic = Array.from({ length: 100 }, (_, i) =>
  DesignArea.parse({
    id: `area-${i}`,
    area_type: AREA_TYPES[i % AREA_TYPES.length],
    name: `Area ${i + 1}`,
    floor_area_sqft: 40 + ((i * 37) % 300),
    perimeter_ft: 25 + ((i * 13) % 60),
  }),
);

for (const [label, areas] of [
  ['5-room HDB flat, every scope', flat],
  ['100-area synthetic', synthetic],
]) {
  const choices = everyChoice([...areas]);
  const result = priceQuotation({ questionnaire, areas, choices, catalogue });
  const ms = median(() => priceQuotation({ questionnaire, areas, choices, catalogue }), 500);
  console.warn(
    `${label}: ${result.totals.total_items} items, median ${ms.toFixed(3)} ms per quotation` +
      (label.startsWith('5-room') ? (ms < 2 ? ' (target < 2 ms: met)' : ' (target < 2 ms: MISSED)') : ''),
  );
}
