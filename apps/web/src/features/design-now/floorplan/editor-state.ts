import {
  areaProblem,
  canRedo,
  canUndo,
  clampOpeningOffset,
  createEditorHistory,
  openingProblem,
  pushHistory,
  redoHistory,
  replacePresent,
  undoHistory,
  type EditorHistory,
  type FloorplanAreaType,
  type FloorplanDocument,
  type FloorplanFurniture,
  type FloorplanScale,
  type FloorplanStage,
  type OpeningKind,
  type PlanPoint,
} from '@reno/domain';

/** What the user has selected on the plan; Delete removes it. */
export type Selection = { kind: 'wall' | 'window' | 'door' | 'area' | 'furniture'; id: string } | null;

/**
 * The editor's whole state. Only `history` is saved (its present is the checkpoint document); the rest
 * is what the screen is doing right now. A drag changes `present` frame by frame without history steps
 * and keeps where it started in `dragOrigin`, so the whole drag is one undo step.
 */
export interface EditorState {
  history: EditorHistory<FloorplanDocument>;
  selection: Selection;
  dragOrigin: FloorplanDocument | null;
  /** The domain's message for the last refused change (overlapping area, door off its wall ...). */
  error: string | null;
}

export type EditorAction =
  | { type: 'load'; doc: FloorplanDocument }
  | { type: 'setStage'; stage: FloorplanStage }
  | { type: 'setImage'; image: FloorplanDocument['image'] }
  | { type: 'setScale'; scale: FloorplanScale }
  | { type: 'addWall'; id: string; start: PlanPoint; end: PlanPoint; thickness: number }
  | { type: 'setWallThickness'; id: string; thickness: number }
  | { type: 'addOpening'; kind: OpeningKind; id: string; wallId: string; offset: number; width: number }
  | { type: 'addArea'; id: string; areaType: FloorplanAreaType; name: string; points: PlanPoint[] }
  | { type: 'renameArea'; id: string; areaType: FloorplanAreaType; name: string }
  | { type: 'addFurniture'; item: FloorplanFurniture }
  | { type: 'confirmFurniture'; id: string; confirmed: boolean }
  | { type: 'select'; selection: Selection }
  | { type: 'dragStart' }
  | { type: 'dragWallEnd'; id: string; end: 'start' | 'end'; point: PlanPoint }
  | { type: 'dragAreaPoint'; id: string; index: number; point: PlanPoint }
  | { type: 'dragOpening'; kind: OpeningKind; id: string; offset: number }
  | { type: 'dragFurniture'; id: string; position: PlanPoint }
  | { type: 'dragEnd' }
  | { type: 'deleteSelected' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'dismissError' }
  /** A click the screen cannot turn into a change (no wall under a door, no closed ring of walls). */
  | { type: 'refuse'; message: string };

export const initialEditorState = (doc: FloorplanDocument): EditorState => ({
  history: createEditorHistory(doc),
  selection: null,
  dragOrigin: null,
  error: null,
});

const listOf = (kind: OpeningKind): 'windows' | 'doors' => (kind === 'window' ? 'windows' : 'doors');

/** A change that becomes one undo step, unless a drag is under way (then it is a frame of that drag). */
function change(state: EditorState, next: FloorplanDocument): EditorState {
  if (state.dragOrigin) return { ...state, history: replacePresent(state.history, next), error: null };
  return { ...state, history: pushHistory(state.history, next), error: null };
}

const refuse = (state: EditorState, error: string): EditorState => ({ ...state, error });

function selectionExists(doc: FloorplanDocument, selection: Selection): boolean {
  if (!selection) return true;
  const list = {
    wall: doc.walls,
    window: doc.windows,
    door: doc.doors,
    area: doc.areas,
    furniture: doc.furniture,
  }[selection.kind];
  return list.some((item) => item.id === selection.id);
}

/**
 * A wall dragged shorter can leave a window or door hanging off its end; the server refuses such a plan
 * (`CheckpointFloorplan`), so the drag springs back instead. Only the walls the drag changed are checked.
 */
function openingsBroken(origin: FloorplanDocument, doc: FloorplanDocument): string | undefined {
  if (origin.walls === doc.walls) return undefined;
  const changed = new Set(doc.walls.filter((w, i) => origin.walls[i] !== w).map((w) => w.id));
  const openings = [...doc.windows, ...doc.doors];
  for (const o of openings) {
    if (!changed.has(o.wallId)) continue;
    const problem = openingProblem(o, doc.walls, openings);
    if (problem) return problem;
  }
  return undefined;
}

/** The pure reducer of the floorplan editor: every rule comes from `@reno/domain`'s floorplan module. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const doc = state.history.present;
  switch (action.type) {
    case 'load':
      return initialEditorState(action.doc);
    case 'setStage':
      // Moving between stages is navigation, not an edit: no undo step.
      return { ...state, history: replacePresent(state.history, { ...doc, stage: action.stage }) };
    case 'setImage':
      return change(state, { ...doc, image: action.image });
    case 'setScale':
      return change(state, { ...doc, scale: action.scale });
    case 'addWall':
      if (action.start.x === action.end.x && action.start.y === action.end.y) return state;
      return change(state, {
        ...doc,
        walls: [
          ...doc.walls,
          { id: action.id, start: action.start, end: action.end, thickness: action.thickness },
        ],
      });
    case 'setWallThickness':
      return change(state, {
        ...doc,
        walls: doc.walls.map((w) => (w.id === action.id ? { ...w, thickness: action.thickness } : w)),
      });
    case 'addOpening': {
      const opening = { id: action.id, wallId: action.wallId, offset: action.offset, width: action.width };
      const wall = doc.walls.find((w) => w.id === action.wallId);
      const placed = wall ? { ...opening, offset: clampOpeningOffset(opening, wall) } : opening;
      const problem = openingProblem(placed, doc.walls, [...doc.windows, ...doc.doors]);
      if (problem) return refuse(state, problem);
      const key = listOf(action.kind);
      return {
        ...change(state, { ...doc, [key]: [...doc[key], placed] }),
        selection: { kind: action.kind, id: action.id },
      };
    }
    case 'addArea': {
      const area = {
        id: action.id,
        areaType: action.areaType,
        name: action.name.trim(),
        points: action.points,
      };
      const problem = areaProblem(area, doc.areas);
      if (problem) return refuse(state, problem);
      return {
        ...change(state, { ...doc, areas: [...doc.areas, area] }),
        selection: { kind: 'area', id: action.id },
      };
    }
    case 'renameArea': {
      const name = action.name.trim();
      if (!name) return state;
      return change(state, {
        ...doc,
        areas: doc.areas.map((a) => (a.id === action.id ? { ...a, areaType: action.areaType, name } : a)),
      });
    }
    case 'addFurniture':
      return change(state, { ...doc, furniture: [...doc.furniture, action.item] });
    case 'confirmFurniture':
      return change(state, {
        ...doc,
        furniture: doc.furniture.map((f) => (f.id === action.id ? { ...f, confirmed: action.confirmed } : f)),
      });
    case 'select':
      return { ...state, selection: action.selection };
    case 'dragStart':
      return { ...state, dragOrigin: doc, error: null };
    case 'dragWallEnd':
      return change(state, {
        ...doc,
        walls: doc.walls.map((w) => (w.id === action.id ? { ...w, [action.end]: action.point } : w)),
      });
    case 'dragAreaPoint':
      return change(state, {
        ...doc,
        areas: doc.areas.map((a) =>
          a.id === action.id
            ? { ...a, points: a.points.map((p, i) => (i === action.index ? action.point : p)) }
            : a,
        ),
      });
    case 'dragOpening': {
      const key = listOf(action.kind);
      return change(state, {
        ...doc,
        [key]: doc[key].map((o) => {
          if (o.id !== action.id) return o;
          const wall = doc.walls.find((w) => w.id === o.wallId);
          const moved = { ...o, offset: action.offset };
          return wall ? { ...moved, offset: clampOpeningOffset(moved, wall) } : moved;
        }),
      });
    }
    case 'dragFurniture':
      return change(state, {
        ...doc,
        furniture: doc.furniture.map((f) => (f.id === action.id ? { ...f, position: action.position } : f)),
      });
    case 'dragEnd': {
      const origin = state.dragOrigin;
      if (!origin) return state;
      const ended = { ...state, dragOrigin: null };
      // A drag that breaks an area (crossing edges, overlap) springs back with the domain's message.
      const moved = doc.areas.find((a) => {
        const before = origin.areas.find((o) => o.id === a.id);
        return before !== a;
      });
      const problem = (moved ? areaProblem(moved, doc.areas) : undefined) ?? openingsBroken(origin, doc);
      if (problem) return { ...ended, history: replacePresent(state.history, origin), error: problem };
      if (doc === origin) return ended;
      return { ...ended, history: pushHistory(replacePresent(state.history, origin), doc) };
    }
    case 'deleteSelected': {
      const s = state.selection;
      if (!s) return state;
      let next: FloorplanDocument;
      if (s.kind === 'wall') {
        // Windows and doors cannot stay on a wall that is gone.
        next = {
          ...doc,
          walls: doc.walls.filter((w) => w.id !== s.id),
          windows: doc.windows.filter((o) => o.wallId !== s.id),
          doors: doc.doors.filter((o) => o.wallId !== s.id),
        };
      } else if (s.kind === 'window') next = { ...doc, windows: doc.windows.filter((o) => o.id !== s.id) };
      else if (s.kind === 'door') next = { ...doc, doors: doc.doors.filter((o) => o.id !== s.id) };
      else if (s.kind === 'area') next = { ...doc, areas: doc.areas.filter((a) => a.id !== s.id) };
      else next = { ...doc, furniture: doc.furniture.filter((f) => f.id !== s.id) };
      return { ...change(state, next), selection: null };
    }
    case 'undo':
    case 'redo': {
      if (state.dragOrigin) return state;
      const history = action.type === 'undo' ? undoHistory(state.history) : redoHistory(state.history);
      // Navigation keeps the stage the user is on; only the drawing goes back or forward.
      const present = { ...history.present, stage: doc.stage };
      const kept = { ...history, present };
      return {
        ...state,
        history: kept,
        selection: selectionExists(present, state.selection) ? state.selection : null,
        error: null,
      };
    }
    case 'dismissError':
      return { ...state, error: null };
    case 'refuse':
      return refuse(state, action.message);
  }
}

export const editorCanUndo = (s: EditorState) => canUndo(s.history) && !s.dragOrigin;
export const editorCanRedo = (s: EditorState) => canRedo(s.history) && !s.dragOrigin;
