import {
  distance,
  openingEnds,
  polygonArea,
  polygonCentroid,
  px2ToM2,
  type FloorplanDocument,
  type OpeningKind,
  type PlanPoint,
} from '@reno/domain';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { forwardRef, memo, useImperativeHandle, useRef } from 'react';
import { Circle, Group, Image as KonvaImage, Layer, Line, Rect, Stage, Text } from 'react-konva';
import type { EditorAction, Selection } from './editor-state';

export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface PlanCanvasHandle {
  /** The plan drawn at the image's own size, for the "Generated Floorplan". */
  toBlob: () => Promise<Blob>;
  stage: () => Konva.Stage | null;
}

export interface PlanCanvasProps {
  doc: FloorplanDocument;
  image: HTMLImageElement | null;
  width: number;
  height: number;
  view: View;
  onView: (view: View) => void;
  selection: Selection;
  /** For the m² labels, which are redrawn on every drag frame: floor area only, which is cheap. */
  mmPerPx: number;
  /** Points being drawn (scale marks, a wall's start, an area's outline), in plan pixels. */
  draft: readonly PlanPoint[];
  closedDraft?: boolean;
  cursor?: PlanPoint | null;
  /** Which handles can be dragged: only the current stage's items move. */
  editable: 'walls' | 'openings' | 'furniture' | 'areas' | 'none';
  onPlanClick: (p: PlanPoint) => void;
  onAreaClick: (id: string, p: PlanPoint) => void;
  onPlanMove?: (p: PlanPoint) => void;
  dispatch: (action: EditorAction) => void;
  /** Snaps a dragged wall end to the other walls. */
  snapWallEnd: (wallId: string, p: PlanPoint) => PlanPoint;
}

const AREA_FILL = 'rgba(25,118,210,0.18)';
const SELECTED = '#d32f2f';

const planPointer = (e: KonvaEventObject<Event>): PlanPoint | null => {
  const p = e.target.getStage()?.getRelativePointerPosition();
  return p ? { x: p.x, y: p.y } : null;
};

/** The drawing: image, areas, walls, windows, doors, furniture and handles. Konva does the canvas work. */
export const PlanCanvas = memo(
  forwardRef<PlanCanvasHandle, PlanCanvasProps>(function PlanCanvas(props, ref) {
    const { doc, view, selection, dispatch, editable } = props;
    const stageRef = useRef<Konva.Stage>(null);
    // Two-finger pinch on a tablet: the distance between the touches at the previous move.
    const pinch = useRef(0);
    const handle = 6 / view.scale;
    const line = 2 / view.scale;

    useImperativeHandle(ref, () => ({
      stage: () => stageRef.current,
      toBlob: async () => {
        const stage = stageRef.current;
        if (!stage) throw new Error('The plan is not shown');
        const old = { scale: stage.scale(), pos: stage.position(), size: stage.size() };
        stage.scale({ x: 1, y: 1 });
        stage.position({ x: 0, y: 0 });
        stage.size({ width: doc.image.width, height: doc.image.height });
        try {
          const blob = await stage.toBlob({ mimeType: 'image/png' });
          if (!(blob instanceof Blob)) throw new Error('The plan could not be drawn');
          return blob;
        } finally {
          stage.scale(old.scale);
          stage.position(old.pos);
          stage.size(old.size);
          stage.batchDraw();
        }
      },
    }));

    const select = (s: Selection) => (e: KonvaEventObject<Event>) => {
      e.cancelBubble = true;
      dispatch({ type: 'select', selection: s });
    };
    // The editor decides: a click on an outline or while drawing adds a point, inside it selects.
    const areaClick = (id: string) => (e: KonvaEventObject<Event>) => {
      e.cancelBubble = true;
      const p = planPointer(e);
      if (p) props.onAreaClick(id, p);
    };
    const isSel = (kind: NonNullable<Selection>['kind'], id: string) =>
      selection?.kind === kind && selection.id === id;

    const openingShapes = (kind: OpeningKind) =>
      doc[kind === 'window' ? 'windows' : 'doors'].map((o) => {
        const wall = doc.walls.find((w) => w.id === o.wallId);
        if (!wall) return null;
        const [a, b] = openingEnds(o, wall);
        const selected = isSel(kind, o.id);
        return (
          <Line
            key={o.id}
            points={[a.x, a.y, b.x, b.y]}
            stroke={selected ? SELECTED : kind === 'window' ? '#0288d1' : '#8d6e63'}
            strokeWidth={wall.thickness * 0.8}
            hitStrokeWidth={Math.max(wall.thickness, 12 / view.scale)}
            onClick={select({ kind, id: o.id })}
            onTap={select({ kind, id: o.id })}
            draggable={editable === 'openings'}
            onDragStart={() => dispatch({ type: 'dragStart' })}
            onDragMove={(e) => {
              const node = e.target;
              const len = distance(wall.start, wall.end) || 1;
              const ux = (wall.end.x - wall.start.x) / len;
              const uy = (wall.end.y - wall.start.y) / len;
              const along = node.x() * ux + node.y() * uy;
              node.position({ x: 0, y: 0 });
              dispatch({ type: 'dragOpening', kind, id: o.id, offset: o.offset + along });
            }}
            onDragEnd={() => dispatch({ type: 'dragEnd' })}
          />
        );
      });

    return (
      <Stage
        ref={stageRef}
        width={props.width}
        height={props.height}
        scaleX={view.scale}
        scaleY={view.scale}
        x={view.x}
        y={view.y}
        draggable
        dragDistance={6}
        style={{ touchAction: 'none', background: '#fafafa', cursor: 'crosshair' }}
        onDragEnd={(e) => {
          if (e.target === e.target.getStage()) props.onView({ ...view, x: e.target.x(), y: e.target.y() });
        }}
        onWheel={(e) => {
          e.evt.preventDefault();
          const stage = e.target.getStage();
          const pointer = stage?.getPointerPosition();
          if (!stage || !pointer) return;
          const factor = e.evt.deltaY > 0 ? 1 / 1.15 : 1.15;
          const scale = Math.min(20, Math.max(0.05, view.scale * factor));
          const at = { x: (pointer.x - view.x) / view.scale, y: (pointer.y - view.y) / view.scale };
          props.onView({ scale, x: pointer.x - at.x * scale, y: pointer.y - at.y * scale });
        }}
        onTouchMove={(e) => {
          const [t1, t2] = [e.evt.touches[0], e.evt.touches[1]];
          const stage = e.target.getStage();
          if (!t1 || !t2 || !stage) return;
          e.evt.preventDefault();
          if (stage.isDragging()) stage.stopDrag();
          const box = stage.container().getBoundingClientRect();
          const dist = Math.hypot(t2.clientX - t1.clientX, t2.clientY - t1.clientY);
          const centre = {
            x: (t1.clientX + t2.clientX) / 2 - box.left,
            y: (t1.clientY + t2.clientY) / 2 - box.top,
          };
          if (pinch.current > 0) {
            const scale = Math.min(20, Math.max(0.05, (view.scale * dist) / pinch.current));
            const at = { x: (centre.x - view.x) / view.scale, y: (centre.y - view.y) / view.scale };
            props.onView({ scale, x: centre.x - at.x * scale, y: centre.y - at.y * scale });
          }
          pinch.current = dist;
        }}
        onTouchEnd={() => {
          pinch.current = 0;
        }}
        onClick={(e) => {
          const p = planPointer(e);
          if (p) props.onPlanClick(p);
        }}
        onTap={(e) => {
          const p = planPointer(e);
          if (p) props.onPlanClick(p);
        }}
        onPointerMove={(e) => {
          const p = planPointer(e);
          if (p) props.onPlanMove?.(p);
        }}
      >
        <Layer>
          {props.image && (
            <KonvaImage image={props.image} width={doc.image.width} height={doc.image.height} />
          )}
          {!props.image && <Rect width={doc.image.width} height={doc.image.height} fill="#fff" />}
          {doc.areas.map((a) => {
            const m2 = px2ToM2(polygonArea(a.points), props.mmPerPx);
            const c = polygonCentroid(a.points);
            const selected = isSel('area', a.id);
            return (
              <Group key={a.id}>
                <Line
                  points={a.points.flatMap((p) => [p.x, p.y])}
                  closed
                  fill={AREA_FILL}
                  stroke={selected ? SELECTED : '#1976d2'}
                  strokeWidth={line}
                  onClick={editable === 'areas' || editable === 'none' ? areaClick(a.id) : undefined}
                  onTap={editable === 'areas' || editable === 'none' ? areaClick(a.id) : undefined}
                />
                <Text
                  x={c.x}
                  y={c.y}
                  text={`${a.name}\n${m2.toFixed(2)} m²`}
                  fontSize={12 / view.scale}
                  fill="#0d47a1"
                  listening={false}
                />
              </Group>
            );
          })}
          {doc.walls.map((w) => (
            <Line
              key={w.id}
              points={[w.start.x, w.start.y, w.end.x, w.end.y]}
              stroke={isSel('wall', w.id) ? SELECTED : '#37474f'}
              strokeWidth={w.thickness}
              hitStrokeWidth={Math.max(w.thickness, 12 / view.scale)}
              lineCap="square"
              onClick={editable === 'walls' ? select({ kind: 'wall', id: w.id }) : undefined}
              onTap={editable === 'walls' ? select({ kind: 'wall', id: w.id }) : undefined}
            />
          ))}
          {openingShapes('window')}
          {openingShapes('door')}
          {doc.furniture.map((f) => (
            <Rect
              key={f.id}
              x={f.position.x}
              y={f.position.y}
              width={f.width}
              height={f.depth}
              offsetX={f.width / 2}
              offsetY={f.depth / 2}
              rotation={f.rotation}
              fill={f.confirmed ? 'rgba(76,175,80,0.35)' : 'rgba(255,152,0,0.3)'}
              stroke={isSel('furniture', f.id) ? SELECTED : '#6d4c41'}
              strokeWidth={line}
              draggable={editable === 'furniture'}
              onClick={select({ kind: 'furniture', id: f.id })}
              onTap={select({ kind: 'furniture', id: f.id })}
              onDragStart={() => dispatch({ type: 'dragStart' })}
              onDragMove={(e) => dispatch({ type: 'dragFurniture', id: f.id, position: e.target.position() })}
              onDragEnd={() => dispatch({ type: 'dragEnd' })}
            />
          ))}
          {editable === 'walls' &&
            selection?.kind === 'wall' &&
            doc.walls
              .filter((w) => w.id === selection.id)
              .flatMap((w) =>
                (['start', 'end'] as const).map((end) => (
                  <Circle
                    key={`${w.id}-${end}`}
                    x={w[end].x}
                    y={w[end].y}
                    radius={handle}
                    fill="#fff"
                    stroke={SELECTED}
                    strokeWidth={line}
                    draggable
                    onDragStart={(e) => {
                      e.cancelBubble = true;
                      dispatch({ type: 'dragStart' });
                    }}
                    onDragMove={(e) => {
                      e.cancelBubble = true;
                      const point = props.snapWallEnd(w.id, e.target.position());
                      e.target.position(point);
                      dispatch({ type: 'dragWallEnd', id: w.id, end, point });
                    }}
                    onDragEnd={(e) => {
                      e.cancelBubble = true;
                      dispatch({ type: 'dragEnd' });
                    }}
                  />
                )),
              )}
          {editable === 'areas' &&
            selection?.kind === 'area' &&
            doc.areas
              .filter((a) => a.id === selection.id)
              .flatMap((a) =>
                a.points.map((p, index) => (
                  <Circle
                    key={`${a.id}-${index}`}
                    x={p.x}
                    y={p.y}
                    radius={handle}
                    fill="#fff"
                    stroke={SELECTED}
                    strokeWidth={line}
                    draggable
                    onDragStart={(e) => {
                      e.cancelBubble = true;
                      dispatch({ type: 'dragStart' });
                    }}
                    onDragMove={(e) => {
                      e.cancelBubble = true;
                      dispatch({ type: 'dragAreaPoint', id: a.id, index, point: e.target.position() });
                    }}
                    onDragEnd={(e) => {
                      e.cancelBubble = true;
                      dispatch({ type: 'dragEnd' });
                    }}
                  />
                )),
              )}
          {props.draft.length > 0 && (
            <Line
              points={[...props.draft, ...(props.cursor && !props.closedDraft ? [props.cursor] : [])].flatMap(
                (p) => [p.x, p.y],
              )}
              closed={props.closedDraft}
              stroke={SELECTED}
              strokeWidth={line}
              dash={[8 / view.scale, 4 / view.scale]}
              listening={false}
            />
          )}
          {props.draft.map((p, i) => (
            <Circle key={i} x={p.x} y={p.y} radius={handle * 0.8} fill={SELECTED} listening={false} />
          ))}
        </Layer>
      </Stage>
    );
  }),
);
