import { describe, expect, it } from 'vitest';
import { CheckpointFloorplan, FLOORPLAN_DOCUMENT_MAX_BYTES, jsonByteLength } from './checkpoint-floorplan.js';
import { twoRoomPlan } from './fixtures.test-helpers.js';
import { floorplanMessages as m } from './messages.js';

const messagesOf = (value: unknown) => {
  const parsed = CheckpointFloorplan.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

/** The two-room plan padded with furniture, then walls, until its JSON is just over `bytes` long. */
function planOfSize(bytes: number) {
  const doc = twoRoomPlan();
  const bed = doc.furniture[0]!;
  let size = jsonByteLength(doc);
  for (let i = 0; size < bytes; i++) {
    // Each list item adds its own JSON and one comma.
    if (doc.furniture.length < 900) {
      const item = { ...bed, id: `f-pad-${i}` };
      doc.furniture.push(item);
      size += jsonByteLength(item) + 1;
    } else {
      const wall = { id: `w-pad-${i}`, start: { x: i, y: 400 }, end: { x: i, y: 500 }, thickness: 8 };
      doc.walls.push(wall);
      size += jsonByteLength(wall) + 1;
    }
  }
  return doc;
}

describe('CheckpointFloorplan (what the server accepts for saving)', () => {
  it('answers a valid document as parsed, without keys the schema does not know', () => {
    const doc = twoRoomPlan();
    expect(CheckpointFloorplan.parse({ ...doc, extra: 'dropped' })).toEqual(doc);
  });

  it('refuses a document that does not parse with one plain sentence first, then the details', () => {
    for (const broken of [null, 'plan', { version: 2 }, { ...twoRoomPlan(), walls: 'none' }]) {
      const messages = messagesOf(broken);
      expect(messages[0]).toBe(m.documentInvalid);
    }
    const parsed = CheckpointFloorplan.safeParse({ ...twoRoomPlan(), stage: 8 });
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([[], ['stage']]);
  });

  it("refuses a plan that breaks the plan's rules, with the rule's own message", () => {
    const doc = twoRoomPlan();
    const overlapping = { ...doc, areas: [...doc.areas, { ...doc.areas[0]!, id: 'a-copy', name: 'Copy' }] };
    expect(messagesOf(overlapping)).toEqual([m.areaOverlaps('Living')]);
    const offWall = { ...doc, windows: [{ ...doc.windows[0]!, offset: 290 }] };
    expect(messagesOf(offWall)).toEqual([m.openingOffWall]);
  });

  it('accepts a document up to 200 KB and refuses a bigger one with its size limit in the message', () => {
    const limit = FLOORPLAN_DOCUMENT_MAX_BYTES;
    expect(limit).toBe(200 * 1024);
    const small = planOfSize(limit - 300);
    expect(jsonByteLength(small)).toBeGreaterThan(limit - 300);
    expect(jsonByteLength(small)).toBeLessThanOrEqual(limit);
    expect(CheckpointFloorplan.safeParse(small).success).toBe(true);
    const big = planOfSize(limit + 1);
    expect(jsonByteLength(big)).toBeGreaterThan(limit);
    expect(messagesOf(big)).toEqual([m.documentTooLarge(200)]);
    expect(m.documentTooLarge(200)).toContain('200 KB');
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(jsonByteLength('a')).toBe(3);
    expect(jsonByteLength('²')).toBe(4);
    expect(jsonByteLength(undefined)).toBe(0);
  });
});
