import { describe, expect, it } from 'vitest';
import { areaProblem, floorplanProblems, ValidFloorplanDocument } from './area-validity.js';
import { twoRoomPlan } from './fixtures.test-helpers.js';
import { floorplanMessages as m } from './messages.js';

const square = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
];

describe('area validity', () => {
  const living = { id: 'a', name: 'Living', points: square };
  it('accepts a new area sharing a wall with another', () => {
    expect(
      areaProblem(
        {
          points: [
            { x: 10, y: 0 },
            { x: 20, y: 0 },
            { x: 20, y: 10 },
            { x: 10, y: 10 },
          ],
        },
        [living],
      ),
    ).toBeUndefined();
  });
  it('refuses an overlapping area and names the one it overlaps', () => {
    const message = areaProblem({ points: square.map((p) => ({ x: p.x + 5, y: p.y + 5 })) }, [living]);
    expect(message).toBe(
      'This area overlaps "Living". Areas may share a wall but not floor space; move the points apart.',
    );
  });
  it('refuses a self-intersecting outline in clear words', () => {
    const bowTie = [
      { x: 0, y: 0 },
      { x: 10, y: 10 },
      { x: 10, y: 0 },
      { x: 0, y: 10 },
    ];
    expect(areaProblem({ points: bowTie }, [])).toBe(
      'The outline of this area crosses itself. Move the points so the edges do not cross.',
    );
  });
  it('refuses too few points and a flat area', () => {
    expect(areaProblem({ points: square.slice(0, 2) }, [])).toBe(m.areaTooFewPoints);
    expect(
      areaProblem(
        {
          points: [
            { x: 0, y: 0 },
            { x: 5, y: 0 },
            { x: 10, y: 0.01 },
          ],
        },
        [],
      ),
    ).toBe(m.areaZero);
  });
  it('does not compare an area being edited with its own earlier outline', () => {
    expect(areaProblem({ id: 'a', points: square }, [living])).toBeUndefined();
  });
});

describe('a whole plan', () => {
  it('the two-room plan has no problems and passes the save schema', () => {
    expect(floorplanProblems(twoRoomPlan())).toEqual([]);
    expect(ValidFloorplanDocument.safeParse(twoRoomPlan()).success).toBe(true);
  });
  it('reports overlapping areas, bad openings and duplicate ids with their paths', () => {
    const doc = twoRoomPlan();
    doc.areas.push({
      id: 'a-x',
      areaType: 'Study',
      name: 'Study',
      points: [
        { x: 150, y: 0 },
        { x: 250, y: 0 },
        { x: 250, y: 100 },
      ],
    });
    doc.doors.push({ id: 'door-2', wallId: 'w-top', offset: 80, width: 40 }); // over the window
    doc.furniture.push({ ...doc.furniture[0]! });
    const result = ValidFloorplanDocument.safeParse(doc);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['areas.2.points', m.areaOverlaps('Living')],
      ['windows.0', m.openingsOverlap],
      ['doors.1', m.openingsOverlap],
      ['furniture.1.id', 'Duplicate id f-1'],
    ]);
  });
});
