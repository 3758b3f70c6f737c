import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  createEditorHistory,
  pushHistory,
  redoHistory,
  replacePresent,
  undoHistory,
} from './history.js';

describe('undoHistory / redoHistory history', () => {
  it('undoes and redoes in order', () => {
    let h = createEditorHistory('a');
    h = pushHistory(h, 'b');
    h = pushHistory(h, 'c');
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undoHistory(h);
    expect(h.present).toBe('b');
    h = undoHistory(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undoHistory(h)).toBe(h);
    h = redoHistory(h);
    h = redoHistory(h);
    expect(h.present).toBe('c');
    expect(redoHistory(h)).toBe(h);
  });
  it('a new change after undoHistory drops the redoHistory steps', () => {
    let h = pushHistory(pushHistory(createEditorHistory(1), 2), 3);
    h = pushHistory(undoHistory(h), 4);
    expect(h).toEqual({ past: [1, 2], present: 4, future: [] });
  });
  it('keeps at most the cap, dropping the oldest', () => {
    let h = createEditorHistory(0);
    for (let i = 1; i <= 10; i++) h = pushHistory(h, i, 3);
    expect(h.past).toEqual([7, 8, 9]);
  });
  it('ignores pushing the present again and lets a drag replace it without a step', () => {
    const h = createEditorHistory({ n: 1 });
    expect(pushHistory(h, h.present)).toBe(h);
    const dragged = replacePresent(h, { n: 2 });
    expect(dragged.past).toEqual([]);
    expect(dragged.present).toEqual({ n: 2 });
  });
});
