import {
  documentMmPerPixel,
  estimatedFloorplanScale,
  findWallLoopAround,
  FLOORPLAN_AREA_TYPES,
  FLOORPLAN_STAGES,
  floorplanMessages,
  isScaleEstimated,
  measureFloorplanAreas,
  mmToPx,
  newFloorplanDocument,
  polygonEdges,
  projectOntoSegment,
  type ScaleLengthInput,
  snapPoint,
  distanceToSegment,
  type FloorplanAreaType,
  type FloorplanDocument,
  type FloorplanStage,
  type PlanPoint,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { editorCanRedo, editorCanUndo, editorReducer, initialEditorState } from './editor-state';
import { EditorToolbar } from './editor-toolbar';
import { fpTexts as t } from './floorplan-texts';
import { AreaList, AreaForm, FurniturePanel, OpeningPanel, ScalePanel, WallPanel } from './stage-panels';
import { PlanCanvas, type PlanCanvasHandle, type View } from './plan-canvas';
import { fileUrl, useHtmlImage } from './plan-image';
import { UploadStep } from './upload-step';

export interface FloorplanEditorProps {
  /** The saved document, already parsed; null starts at the upload. */
  initial: FloorplanDocument | null;
  propertyRooms?: number;
  /** Every change, so the page keeps the draft. */
  onChange: (doc: FloorplanDocument) => void;
  /** The user moved to another stage: the page saves the checkpoint with that stage number. */
  onStage: (doc: FloorplanDocument) => void;
  /** Stage 18 reached with the rendered plan, to upload as the "Generated Floorplan". */
  onGenerated: (doc: FloorplanDocument, plan: Blob) => void;
}

const newId = () => crypto.randomUUID();
const SNAP_PX = 10;
const DEFAULT_WALL_MM = 150;
const DEFAULT_WINDOW_MM = 1200;
const DEFAULT_DOOR_MM = 900;

/** Stages 4 to 18 of the floorplan path (spec "Design Now stages"). Loaded lazily: Konva stays out of the public bundle. */
export default function FloorplanEditor(props: FloorplanEditorProps) {
  // The first upload creates the document; the editor keeps it from then on.
  const [started, setStarted] = useState(props.initial);
  if (!started) {
    return (
      <UploadStep
        onDone={(image) => {
          const doc = { ...newFloorplanDocument(image), stage: 5 as const };
          props.onStage(doc);
          setStarted(doc);
        }}
      />
    );
  }
  return <PlanEditor {...props} start={started} />;
}

function PlanEditor(props: FloorplanEditorProps & { start: FloorplanDocument }) {
  const { start } = props;
  const [state, dispatch] = useReducer(editorReducer, start, initialEditorState);
  const doc = state.history.present;
  const canvas = useRef<PlanCanvasHandle>(null);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 800, height: 560 });
  // null: fitted to the box, recomputed when the box changes size.
  const [zoomed, setView] = useState<View | null>(null);
  const [draft, setDraft] = useState<PlanPoint[]>([]);
  const [cursor, setCursor] = useState<PlanPoint | null>(null);
  const [fillMode, setFillMode] = useState(false);
  const [wallMm, setWallMm] = useState(DEFAULT_WALL_MM);
  const [openingMm, setOpeningMm] = useState(DEFAULT_WINDOW_MM);
  const [furnitureKind, setFurnitureKind] = useState('Bed');
  const [areaType, setAreaType] = useState<FloorplanAreaType>('Living');
  const [areaName, setAreaName] = useState('Living');
  const img = useHtmlImage(
    doc.image.croppedFileId ? fileUrl(doc.image.croppedFileId) : fileUrl(doc.image.originalFileId),
  );
  const mmPerPx = documentMmPerPixel(doc);
  // Full measuring (walls along each outline) waits for the end of a drag: per frame it would cost more
  // than the 16 ms a frame has on a 200-wall plan (npm run bench:floorplan).
  const measuredDoc = state.dragOrigin ?? doc;
  const measured = useMemo(() => measureFloorplanAreas(measuredDoc), [measuredDoc]);
  // The page re-renders with a new callback on every change; only a changed document is reported, and
  // not the frames of a drag (the page stores the draft on each report).
  const onChange = useRef(props.onChange);
  useLayoutEffect(() => {
    onChange.current = props.onChange;
  });
  const dragging = state.dragOrigin !== null;
  useEffect(() => {
    if (!dragging) onChange.current(doc);
  }, [doc, dragging]);

  const k = Math.min(size.width / doc.image.width, size.height / doc.image.height);
  const view = zoomed ?? {
    scale: k,
    x: (size.width - doc.image.width * k) / 2,
    y: (size.height - doc.image.height * k) / 2,
  };
  const fit = () => setView(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const width = el.clientWidth;
      setSize({ width, height: Math.max(320, Math.min(640, Math.round(width * 0.75))) });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y and Delete, except while typing in a field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable))
        return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 'z') {
        e.preventDefault();
        dispatch({ type: e.shiftKey ? 'redo' : 'undo' });
      } else if (mod && key === 'y') {
        e.preventDefault();
        dispatch({ type: 'redo' });
      } else if (e.key === 'Delete' || e.key === 'Backspace') {
        dispatch({ type: 'deleteSelected' });
      } else if (e.key === 'Escape') {
        setDraft([]);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const radius = SNAP_PX / view.scale;
  const snapWallEnd = useCallback(
    (wallId: string, p: PlanPoint) =>
      snapPoint(p, { walls: doc.walls.filter((w) => w.id !== wallId), radius }).point,
    [doc.walls, radius],
  );

  const goTo = (stage: FloorplanStage) => {
    setDraft([]);
    setFillMode(false);
    dispatch({ type: 'setStage', stage });
    dispatch({ type: 'select', selection: null });
    const next = { ...doc, stage };
    if (stage === 6.1) setOpeningMm(DEFAULT_WINDOW_MM);
    if (stage === 6.2) setOpeningMm(DEFAULT_DOOR_MM);
    props.onStage(next);
    if (stage === 18) {
      // Drawn after React has shown stage 18 (no handles), then uploaded by the page.
      requestAnimationFrame(() => {
        void canvas.current?.toBlob().then((blob) => props.onGenerated(next, blob));
      });
    }
  };

  const wallUnder = (p: PlanPoint) =>
    doc.walls
      .map((w) => ({ w, d: distanceToSegment(p, w.start, w.end) }))
      .filter(({ w, d }) => d <= Math.max(w.thickness, radius))
      .sort((a, b) => a.d - b.d)[0]?.w;

  const areaEdges = useMemo(
    () => doc.areas.flatMap((a) => polygonEdges(a.points).map(([start, end]) => ({ start, end }))),
    [doc.areas],
  );
  const onAreaClick = (id: string, p: PlanPoint) => {
    const area = doc.areas.find((a) => a.id === id);
    const onOutline =
      area !== undefined && polygonEdges(area.points).some(([a, b]) => distanceToSegment(p, a, b) <= radius);
    if (doc.stage === 7 && (draft.length > 0 || onOutline)) onPlanClick(p);
    else dispatch({ type: 'select', selection: { kind: 'area', id } });
  };

  const onPlanClick = (p: PlanPoint) => {
    dispatch({ type: 'select', selection: null });
    switch (doc.stage) {
      case 5:
        setDraft(draft.length >= 2 ? [p] : [...draft, p]);
        return;
      case 6: {
        const snapped = snapPoint(p, {
          walls: doc.walls,
          radius,
          ...(draft[0] ? { from: draft[0] } : {}),
        }).point;
        if (!draft[0]) return setDraft([snapped]);
        dispatch({
          type: 'addWall',
          id: newId(),
          start: draft[0],
          end: snapped,
          thickness: mmToPx(wallMm, mmPerPx),
        });
        // Walls are usually drawn as a chain: the end starts the next one.
        return setDraft([snapped]);
      }
      case 6.1:
      case 6.2: {
        const wall = wallUnder(p);
        if (!wall) return dispatch({ type: 'refuse', message: floorplanMessages.openingWithoutWall });
        const width = mmToPx(openingMm, mmPerPx);
        const along =
          projectOntoSegment(p, wall.start, wall.end).t *
          Math.hypot(wall.end.x - wall.start.x, wall.end.y - wall.start.y);
        return dispatch({
          type: 'addOpening',
          kind: doc.stage === 6.1 ? 'window' : 'door',
          id: newId(),
          wallId: wall.id,
          offset: Math.max(0, along - width / 2),
          width,
        });
      }
      case 6.3: {
        const side = mmToPx(1000, mmPerPx);
        return dispatch({
          type: 'addFurniture',
          item: {
            id: newId(),
            kind: furnitureKind.trim() || 'Item',
            position: p,
            width: side,
            depth: side,
            rotation: 0,
            confirmed: true,
          },
        });
      }
      case 7: {
        const name = areaName.trim() || areaType;
        if (fillMode) {
          const loop = findWallLoopAround(p, doc.walls, Math.max(1, radius / 2));
          if (!loop) return dispatch({ type: 'refuse', message: floorplanMessages.noClosedWalls });
          return dispatch({ type: 'addArea', id: newId(), areaType, name, points: loop });
        }
        const first = draft[0];
        if (first && draft.length >= 3 && Math.hypot(p.x - first.x, p.y - first.y) <= radius) {
          dispatch({ type: 'addArea', id: newId(), areaType, name, points: draft });
          return setDraft([]);
        }
        // Corners snap to walls and to other areas' outlines, so neighbouring rooms share an exact edge.
        const snapped = snapPoint(p, { walls: [...doc.walls, ...areaEdges], radius }).point;
        return setDraft([...draft, snapped]);
      }
      default:
        return;
    }
  };

  const editable =
    doc.stage === 6
      ? 'walls'
      : doc.stage === 6.1 || doc.stage === 6.2
        ? 'openings'
        : doc.stage === 6.3
          ? 'furniture'
          : doc.stage === 7
            ? 'areas'
            : 'none';
  const index = FLOORPLAN_STAGES.indexOf(doc.stage);
  const previous = index > 0 ? FLOORPLAN_STAGES[index - 1] : undefined;
  const next = FLOORPLAN_STAGES[index + 1];
  const nextBlocked = (doc.stage === 5 && !doc.scale) || (doc.stage === 7 && doc.areas.length === 0);

  return (
    <Stack spacing={2} aria-label={t.editorLabel}>
      <Typography variant="h6" component="h2">
        {t.stages[doc.stage]}
      </Typography>
      <Typography variant="body2">{t.help[doc.stage]}</Typography>
      {isScaleEstimated(doc) && doc.stage !== 5 && (
        <Alert severity="warning">{floorplanMessages.estimatedScale}</Alert>
      )}
      {doc.stage === 4 && (
        <UploadStep
          onDone={(image) => {
            // A new image means new pixels: what was traced on the old one no longer fits.
            const fresh = { ...newFloorplanDocument(image), stage: 5 as const };
            dispatch({ type: 'load', doc: fresh });
            setDraft([]);
            props.onStage(fresh);
          }}
        />
      )}
      {doc.stage === 5 && (
        <ScalePanel
          marks={draft}
          onSet={(input: ScaleLengthInput) => {
            const [a, b] = draft;
            if (!a || !b) return;
            dispatch({
              type: 'setScale',
              scale: { estimated: false, points: [a, b], realLength: input.realLength, unit: input.unit },
            });
            setDraft([]);
          }}
          onSkip={() =>
            dispatch({ type: 'setScale', scale: estimatedFloorplanScale(doc.image, props.propertyRooms) })
          }
          scale={doc.scale}
        />
      )}
      {doc.stage === 6 && (
        <WallPanel
          mm={wallMm}
          onMm={setWallMm}
          selected={state.selection}
          doc={doc}
          dispatch={dispatch}
          mmPerPx={mmPerPx}
        />
      )}
      {(doc.stage === 6.1 || doc.stage === 6.2) && <OpeningPanel mm={openingMm} onMm={setOpeningMm} />}
      {doc.stage === 6.3 && (
        <FurniturePanel doc={doc} kind={furnitureKind} onKind={setFurnitureKind} dispatch={dispatch} />
      )}
      {doc.stage === 7 && (
        <AreaForm
          areaType={areaType}
          name={areaName}
          onType={(type) => {
            setAreaType(type);
            setAreaName(type);
          }}
          onName={setAreaName}
          fillMode={fillMode}
          onFillMode={(on) => {
            setFillMode(on);
            setDraft([]);
          }}
          drafting={draft.length > 0}
          onCancel={() => setDraft([])}
          types={FLOORPLAN_AREA_TYPES}
        />
      )}
      {state.error && (
        <Alert severity="error" onClose={() => dispatch({ type: 'dismissError' })}>
          {state.error}
        </Alert>
      )}
      <EditorToolbar
        canUndo={editorCanUndo(state)}
        canRedo={editorCanRedo(state)}
        canDelete={state.selection !== null}
        dispatch={dispatch}
        onZoom={(factor) => {
          const scale = Math.min(20, Math.max(0.05, view.scale * factor));
          const c = { x: size.width / 2, y: size.height / 2 };
          const at = { x: (c.x - view.x) / view.scale, y: (c.y - view.y) / view.scale };
          setView({ scale, x: c.x - at.x * scale, y: c.y - at.y * scale });
        }}
        onFit={fit}
      />
      <Box
        ref={box}
        sx={{ width: '100%', border: 1, borderColor: 'divider', overflow: 'hidden' }}
        data-testid="floorplan-canvas"
      >
        {img.status === 'error' && <Alert severity="error">{t.imageError}</Alert>}
        <PlanCanvas
          ref={canvas}
          doc={doc}
          image={img.status === 'ready' ? img.image : null}
          width={size.width}
          height={size.height}
          view={view}
          onView={setView}
          selection={state.selection}
          mmPerPx={mmPerPx}
          draft={draft}
          closedDraft={doc.stage === 5}
          cursor={cursor}
          editable={editable}
          onPlanClick={onPlanClick}
          onAreaClick={onAreaClick}
          onPlanMove={draft.length > 0 ? setCursor : undefined}
          dispatch={dispatch}
          snapWallEnd={snapWallEnd}
        />
      </Box>
      {(doc.stage === 7 || doc.stage === 18) && <AreaList measured={measured} />}
      <Stack direction="row" spacing={1}>
        {previous !== undefined && (
          <Button onClick={() => goTo(previous)}>{t.backTo(t.stages[previous])}</Button>
        )}
        {next !== undefined && (
          <Button variant="contained" disabled={nextBlocked} onClick={() => goTo(next)}>
            {t.nextTo(t.stages[next])}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
