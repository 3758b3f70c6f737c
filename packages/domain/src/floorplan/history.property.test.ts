import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEditorHistory, pushHistory, redoHistory, undoHistory, type EditorHistory } from './history.js';

type Step = { kind: 'push'; value: number } | { kind: 'undo' } | { kind: 'redo' };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('push' as const), value: fc.integer() }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
);

describe('editor history properties', () => {
  it('behaves like a list of states with a cursor, capped at the limit', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.integer({ min: 1, max: 10 }), (steps, limit) => {
        let history: EditorHistory<number> = createEditorHistory(0);
        let states = [0];
        let cursor = 0;
        for (const s of steps) {
          if (s.kind === 'push') {
            // pushing the present again records nothing
            if (s.value === states[cursor]) continue;
            history = pushHistory(history, s.value, limit);
            states = [...states.slice(0, cursor + 1), s.value];
            if (states.length > limit + 1) states = states.slice(states.length - limit - 1);
            cursor = states.length - 1;
          } else if (s.kind === 'undo') {
            history = undoHistory(history);
            cursor = Math.max(0, cursor - 1);
          } else {
            history = redoHistory(history);
            cursor = Math.min(states.length - 1, cursor + 1);
          }
          expect(history.present).toBe(states[cursor]);
          expect(history.past).toEqual(states.slice(0, cursor));
          expect(history.future).toEqual(states.slice(cursor + 1));
          expect(history.past.length).toBeLessThanOrEqual(limit);
        }
      }),
    );
  });
});
