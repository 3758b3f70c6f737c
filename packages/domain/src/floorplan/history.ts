/**
 * Undo and redoHistory for the floorplan editor's reducer: whole snapshots, which is cheap because the
 * document is immutable and unchanged parts are shared between snapshots.
 */
export interface EditorHistory<T> {
  past: T[];
  present: T;
  future: T[];
}

/** Steps kept for undoHistory; older ones are dropped first. */
export const HISTORY_LIMIT = 100;

export const createEditorHistory = <T>(present: T): EditorHistory<T> => ({ past: [], present, future: [] });

/** Records a new state; a fresh change clears the redoHistory steps. Recording the same object is a no-op. */
export function pushHistory<T>(history: EditorHistory<T>, next: T, limit = HISTORY_LIMIT): EditorHistory<T> {
  if (next === history.present) return history;
  const past = [...history.past, history.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [] };
}

/** Replaces the present without an undoHistory step, for the frames of a drag that ends in one pushHistory. */
export const replacePresent = <T>(history: EditorHistory<T>, next: T): EditorHistory<T> => ({
  ...history,
  present: next,
});

export const canUndo = <T>(history: EditorHistory<T>): boolean => history.past.length > 0;
export const canRedo = <T>(history: EditorHistory<T>): boolean => history.future.length > 0;

export function undoHistory<T>(history: EditorHistory<T>): EditorHistory<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoHistory<T>(history: EditorHistory<T>): EditorHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
