import {
  distance,
  isPointInPolygon,
  lineIntersection,
  projectOntoSegment,
  signedPolygonArea,
  type PlanPoint,
} from './geometry.js';
import type { WallLine } from './snapping.js';

/**
 * Stage 7 "click inside a closed wall loop to fill it": the smallest ring of walls around the clicked
 * point, as polygon points along the walls' centre lines, or undefined when no ring closes around it.
 *
 * The walls are turned into a planar graph (split where they cross or where one ends on another, ends
 * closer than `tolerance` merged), dead-end walls are pruned, and every face of the graph is walked
 * by always taking the next edge clockwise. Faces walked counter-clockwise (positive area) are the
 * bounded ones; the smallest that contains the point is the room.
 */
export function findWallLoopAround(
  click: PlanPoint,
  walls: readonly WallLine[],
  tolerance = 1,
): PlanPoint[] | undefined {
  const graph = buildGraph(walls, tolerance);
  pruneDeadEnds(graph);
  let best: PlanPoint[] | undefined;
  let bestArea = Infinity;
  for (const face of faces(graph)) {
    const area = signedPolygonArea(face);
    if (area <= 0 || area >= bestArea) continue;
    if (isPointInPolygon(click, face)) {
      best = face;
      bestArea = area;
    }
  }
  return best;
}

interface Graph {
  vertices: PlanPoint[];
  neighbours: Map<number, Set<number>>;
}

function buildGraph(walls: readonly WallLine[], tolerance: number): Graph {
  const graph: Graph = { vertices: [], neighbours: new Map() };
  const vertexAt = (p: PlanPoint): number => {
    const found = graph.vertices.findIndex((v) => distance(v, p) <= tolerance);
    if (found >= 0) return found;
    graph.vertices.push({ x: p.x, y: p.y });
    graph.neighbours.set(graph.vertices.length - 1, new Set());
    return graph.vertices.length - 1;
  };
  for (const wall of walls) {
    const cuts: { t: number; p: PlanPoint }[] = [
      { t: 0, p: wall.start },
      { t: 1, p: wall.end },
    ];
    for (const other of walls) {
      if (other === wall || !boxesMeet(wall, other, tolerance)) continue;
      for (const end of [other.start, other.end]) {
        const { point, t } = projectOntoSegment(end, wall.start, wall.end);
        if (distance(point, end) <= tolerance) cuts.push({ t, p: point });
      }
      const meet = lineIntersection(wall.start, wall.end, other.start, other.end);
      if (!meet) continue;
      const onWall = projectOntoSegment(meet, wall.start, wall.end);
      const onOther = projectOntoSegment(meet, other.start, other.end);
      if (distance(onWall.point, meet) <= tolerance && distance(onOther.point, meet) <= tolerance) {
        cuts.push({ t: onWall.t, p: meet });
      }
    }
    cuts.sort((a, b) => a.t - b.t);
    const ids = cuts.map((c) => vertexAt(c.p));
    for (let i = 1; i < ids.length; i++) {
      const a = ids[i - 1]!;
      const b = ids[i]!;
      if (a === b) continue;
      graph.neighbours.get(a)!.add(b);
      graph.neighbours.get(b)!.add(a);
    }
  }
  return graph;
}

/** Walls whose boxes (grown by the tolerance) are apart cannot meet; skipping them keeps big plans fast. */
function boxesMeet(a: WallLine, b: WallLine, tolerance: number): boolean {
  return (
    Math.max(a.start.x, a.end.x) + tolerance >= Math.min(b.start.x, b.end.x) &&
    Math.max(b.start.x, b.end.x) + tolerance >= Math.min(a.start.x, a.end.x) &&
    Math.max(a.start.y, a.end.y) + tolerance >= Math.min(b.start.y, b.end.y) &&
    Math.max(b.start.y, b.end.y) + tolerance >= Math.min(a.start.y, a.end.y)
  );
}

function pruneDeadEnds(graph: Graph): void {
  let pruned = true;
  while (pruned) {
    pruned = false;
    for (const [v, set] of graph.neighbours) {
      if (set.size === 1) {
        for (const w of set) graph.neighbours.get(w)!.delete(v);
        set.clear();
        pruned = true;
      }
    }
  }
}

function* faces(graph: Graph): Generator<PlanPoint[]> {
  const { vertices, neighbours } = graph;
  const angle = (from: number, to: number) =>
    Math.atan2(vertices[to]!.y - vertices[from]!.y, vertices[to]!.x - vertices[from]!.x);
  const sorted = new Map<number, number[]>();
  for (const [v, set] of neighbours)
    sorted.set(
      v,
      [...set].sort((a, b) => angle(v, a) - angle(v, b)),
    );
  const used = new Set<string>();
  for (const [u, around] of sorted) {
    for (const v of around) {
      if (used.has(`${u}>${v}`)) continue;
      const face: PlanPoint[] = [];
      let a = u;
      let b = v;
      // A face has at most as many edges as the graph; the bound guards against a malformed graph.
      for (let steps = 0; steps <= vertices.length * 4 && !used.has(`${a}>${b}`); steps++) {
        used.add(`${a}>${b}`);
        face.push(vertices[a]!);
        const ring = sorted.get(b)!;
        const back = ring.indexOf(a);
        const next = ring[(back - 1 + ring.length) % ring.length]!;
        a = b;
        b = next;
      }
      if (face.length >= 3) yield face;
    }
  }
}
