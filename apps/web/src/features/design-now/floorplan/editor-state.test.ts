import { floorplanMessages, newFloorplanDocument, type FloorplanDocument } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import {
  editorCanRedo,
  editorCanUndo,
  editorReducer,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from './editor-state';

const blank = (): FloorplanDocument =>
  newFloorplanDocument({
    originalFileId: 'orig',
    croppedFileId: 'crop',
    crop: null,
    rotation: 0,
    width: 800,
    height: 600,
  });

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const square = (x: number, y: number, size: number) => [
  { x, y },
  { x: x + size, y },
  { x: x + size, y: y + size },
  { x, y: y + size },
];
const addArea = (id: string, x: number): EditorAction => ({
  type: 'addArea',
  id,
  areaType: 'Bedroom',
  name: `Room ${id}`,
  points: square(x, 0, 100),
});

describe('floorplan editor reducer', () => {
  it('undoes and redoes added areas one step at a time', () => {
    const s = run(initialEditorState(blank()), addArea('a', 0), addArea('b', 100));
    expect(s.history.present.areas.map((a) => a.id)).toEqual(['a', 'b']);
    const undone = run(s, { type: 'undo' });
    expect(undone.history.present.areas.map((a) => a.id)).toEqual(['a']);
    expect(editorCanRedo(undone)).toBe(true);
    const redone = run(undone, { type: 'redo' });
    expect(redone.history.present.areas.map((a) => a.id)).toEqual(['a', 'b']);
    expect(run(undone, { type: 'undo' }).history.present.areas).toEqual([]);
    expect(editorCanUndo(run(undone, { type: 'undo' }))).toBe(false);
  });

  it('a fresh change after an undo drops the redo steps', () => {
    const s = run(initialEditorState(blank()), addArea('a', 0), { type: 'undo' }, addArea('c', 300));
    expect(editorCanRedo(s)).toBe(false);
    expect(s.history.present.areas.map((a) => a.id)).toEqual(['c']);
  });

  it('refuses an overlapping area with the domain message and changes nothing', () => {
    const s = run(initialEditorState(blank()), addArea('a', 0), {
      type: 'addArea',
      id: 'x',
      areaType: 'Living',
      name: 'Living',
      points: square(50, 50, 100),
    });
    expect(s.error).toBe(floorplanMessages.areaOverlaps('Room a'));
    expect(s.history.present.areas).toHaveLength(1);
    expect(s.history.past).toHaveLength(1);
  });

  it('refuses a self-intersecting area', () => {
    const s = run(initialEditorState(blank()), {
      type: 'addArea',
      id: 'bow',
      areaType: 'Living',
      name: 'Bow tie',
      points: [
        { x: 0, y: 0 },
        { x: 100, y: 100 },
        { x: 100, y: 0 },
        { x: 0, y: 100 },
      ],
    });
    expect(s.error).toBe(floorplanMessages.areaSelfIntersecting);
    expect(s.history.present.areas).toEqual([]);
  });

  it('a whole drag is one undo step', () => {
    const start = run(initialEditorState(blank()), addArea('a', 0));
    const dragged = run(
      start,
      { type: 'dragStart' },
      { type: 'dragAreaPoint', id: 'a', index: 2, point: { x: 120, y: 110 } },
      { type: 'dragAreaPoint', id: 'a', index: 2, point: { x: 140, y: 130 } },
      { type: 'dragEnd' },
    );
    expect(dragged.history.present.areas[0]?.points[2]).toEqual({ x: 140, y: 130 });
    const undone = run(dragged, { type: 'undo' });
    expect(undone.history.present.areas[0]?.points[2]).toEqual({ x: 100, y: 100 });
    expect(run(undone, { type: 'undo' }).history.present.areas).toEqual([]);
  });

  it('a drag that makes an area cross itself springs back with the message', () => {
    const start = run(initialEditorState(blank()), addArea('a', 0));
    const s = run(
      start,
      { type: 'dragStart' },
      { type: 'dragAreaPoint', id: 'a', index: 0, point: { x: 200, y: 50 } },
      { type: 'dragEnd' },
    );
    expect(s.error).toBe(floorplanMessages.areaSelfIntersecting);
    expect(s.history.present).toBe(start.history.present);
    expect(s.history.past).toHaveLength(1);
  });

  it('deleting a wall takes its windows and doors with it, and undo brings them back', () => {
    const s = run(
      initialEditorState(blank()),
      { type: 'addWall', id: 'w', start: { x: 0, y: 0 }, end: { x: 300, y: 0 }, thickness: 8 },
      { type: 'addOpening', kind: 'door', id: 'd', wallId: 'w', offset: 20, width: 40 },
      { type: 'addOpening', kind: 'window', id: 'win', wallId: 'w', offset: 100, width: 60 },
      { type: 'select', selection: { kind: 'wall', id: 'w' } },
      { type: 'deleteSelected' },
    );
    expect(s.history.present.walls).toEqual([]);
    expect(s.history.present.doors).toEqual([]);
    expect(s.history.present.windows).toEqual([]);
    const back = run(s, { type: 'undo' });
    expect(back.history.present.doors).toHaveLength(1);
    expect(back.history.present.windows).toHaveLength(1);
  });

  it('a wall dragged so short that its window hangs off springs back; a longer wall keeps the drag', () => {
    const start = run(
      initialEditorState(blank()),
      { type: 'addWall', id: 'w', start: { x: 0, y: 0 }, end: { x: 300, y: 0 }, thickness: 8 },
      { type: 'addOpening', kind: 'window', id: 'win', wallId: 'w', offset: 200, width: 60 },
    );
    const drag = (x: number) =>
      run(
        start,
        { type: 'dragStart' },
        { type: 'dragWallEnd', id: 'w', end: 'end', point: { x, y: 0 } },
        { type: 'dragEnd' },
      );
    const short = drag(150);
    expect(short.error).toBe(floorplanMessages.openingOffWall);
    expect(short.history.present).toBe(start.history.present);
    const long = drag(400);
    expect(long.error).toBeNull();
    expect(long.history.present.walls[0]?.end).toEqual({ x: 400, y: 0 });
  });

  it('refuses a door overlapping a window on the same wall', () => {
    const s = run(
      initialEditorState(blank()),
      { type: 'addWall', id: 'w', start: { x: 0, y: 0 }, end: { x: 300, y: 0 }, thickness: 8 },
      { type: 'addOpening', kind: 'window', id: 'win', wallId: 'w', offset: 100, width: 60 },
      { type: 'addOpening', kind: 'door', id: 'd', wallId: 'w', offset: 120, width: 40 },
    );
    expect(s.error).toBe(floorplanMessages.openingsOverlap);
    expect(s.history.present.doors).toEqual([]);
  });

  it('changing stage is not an undo step and undo keeps the current stage', () => {
    const s = run(
      initialEditorState(blank()),
      addArea('a', 0),
      { type: 'setStage', stage: 7 },
      { type: 'undo' },
    );
    expect(s.history.present.stage).toBe(7);
    expect(s.history.present.areas).toEqual([]);
  });
});
