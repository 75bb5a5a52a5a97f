// Where order lines run on the map. A convoy's path goes through the sea provinces of its fleets in
// order and never over land; a move or support between two provinces stays inside those two where
// it can, instead of cutting a corner of a third. Paths are found on a raster of the base map
// (one cell per map unit, painted with site/render/raster.ts, the rasteriser the map's own
// exactness test uses): a shortest path over the allowed provinces' cells, pulled taut, then
// rounded only where the rounded curve stays on allowed cells.

import { fillRings, newGrid, type LabelGrid, type Ring as RasterRing } from './raster.js';
import { baseMap, givenGrid, givenRoutes, type BaseMap, type PaintedGrid } from './base-map.js';
import { currentBoard } from './board.js';
import { dist, lerp, Polyline, simplifyChain, smoothThrough, type Pt } from './geometry.js';

/** Cells per map unit. */
const SCALE = 1;

interface MapGrid {
  grid: LabelGrid;
  index: Map<string, number>;
  /** Shape indices that are water (seas and neutral water). */
  water: number[];
  /** The routes found on this board (routeWithin), by routeKey. */
  routes: Map<string, Pt[] | null>;
}

/** Each base map's grid and the routes found on it: a board given other art (useBoardArt) starts afresh. */
const cachedGrid = new WeakMap<BaseMap, MapGrid>();

/** The base map painted into a grid of shape indices (land painted over water, as drawn). */
export function mapGrid(): MapGrid {
  const board = currentBoard();
  const m = baseMap();
  const known = cachedGrid.get(m);
  if (known) return known;
  const index = new Map<string, number>();
  const water: number[] = [];
  m.shapes.forEach((s, i) => {
    index.set(s.id, i);
    if (!s.cls.includes('land')) water.push(i);
  });
  const made = { grid: decodeGrid(givenGrid(board), m.width, m.height) ?? paintGrid(m), index, water, routes: new Map<string, Pt[] | null>() };
  cachedGrid.set(m, made);
  return made;
}

function paintGrid(m: ReturnType<typeof baseMap>): LabelGrid {
  const grid = newGrid(m.width, m.height, SCALE);
  // Rings are kept in tenths of a map unit: the same cells, painted at a tenth of the scale.
  const tenths: LabelGrid = { ...grid, scale: SCALE / 10 };
  const order = ['layer-sea', 'layer-neutral-water', 'layer-land', 'layer-impassable'];
  for (const layer of order) {
    m.shapes.forEach((s, i) => {
      if (s.layer === layer) fillRings(tenths, s.rings as unknown as RasterRing[], i, false);
    });
  }
  return grid;
}

/**
 * The current board's route grid as runs (site/pages/maps/board-[board].json.ts puts it in the
 * board's art at build time): painted here by the same code a browser would otherwise run.
 */
export function paintedGrid(): PaintedGrid {
  const { labels, width, height } = mapGrid().grid;
  const runs: number[] = [];
  let start = 0;
  for (let i = 1; i <= labels.length; i++) {
    if (i < labels.length && labels[i] === labels[start]) continue;
    runs.push(labels[start], i - start);
    start = i;
  }
  return { width, height, runs };
}

/** A grid given as runs (with the board's art), when it covers the map as this renderer would paint it; else undefined. */
export function decodeGrid(given: PaintedGrid | undefined, mapWidth: number, mapHeight: number): LabelGrid | undefined {
  if (!given) return undefined;
  const grid = newGrid(mapWidth, mapHeight, SCALE);
  if (given.width !== grid.width || given.height !== grid.height) return undefined;
  // Read by index, with no pair made per run: a browser decodes the board's 16,000 runs before its
  // first picture, in code not yet optimised (callgrind, Node, one decode: 26-30 M instructions with
  // a pair per run, 17-19 M without).
  const { runs } = given;
  const { labels } = grid;
  let at = 0;
  for (let k = 0; k + 1 < runs.length; k += 2) {
    const count = runs[k + 1];
    if (!Number.isInteger(count) || count <= 0 || at + count > labels.length) return undefined;
    labels.fill(runs[k], at, at + count);
    at += count;
  }
  return at === labels.length ? grid : undefined;
}

/** The shape index under a point, or -1. */
export function cellAt(p: Pt): number {
  const { grid } = mapGrid();
  const x = Math.floor(p[0] * SCALE);
  const y = Math.floor(p[1] * SCALE);
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return -1;
  return grid.labels[y * grid.width + x];
}

/** Shape indices of the given province ids (unknown ids are skipped). */
export function shapesOf(ids: Iterable<string>): Set<number> {
  const { index } = mapGrid();
  const out = new Set<number>();
  for (const id of ids) {
    const i = index.get(id);
    if (i !== undefined) out.add(i);
  }
  return out;
}

export function waterShapes(): number[] {
  return mapGrid().water;
}

/**
 * The centre of the cell of one of `shapes` nearest to `p`, a few map units inside the shape (so a
 * line ending there does not graze its coast), or undefined when none is within 150 map units.
 */
export function nearestCellOf(p: Pt, shapes: ReadonlySet<number>, inset = 3): Pt | undefined {
  const { grid } = mapGrid();
  const R = 150 * SCALE;
  const cx = Math.floor(p[0] * SCALE);
  const cy = Math.floor(p[1] * SCALE);
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < grid.width && y < grid.height && shapes.has(grid.labels[y * grid.width + x]);
  // Deep enough: every cell within `inset` of it belongs to the shapes too (checked on a cross).
  const deep = (x: number, y: number) => [[0, 0], [inset, 0], [-inset, 0], [0, inset], [0, -inset]].every(([dx, dy]) => inside(x + dx * SCALE, y + dy * SCALE));
  let best: Pt | undefined;
  let bestD = Infinity;
  for (let y = Math.max(0, cy - R); y <= Math.min(grid.height - 1, cy + R); y++) {
    for (let x = Math.max(0, cx - R); x <= Math.min(grid.width - 1, cx + R); x++) {
      const d = (x - cx) ** 2 + (y - cy) ** 2;
      if (d < bestD && deep(x, y)) {
        bestD = d;
        best = [(x + 0.5) / SCALE, (y + 0.5) / SCALE];
      }
    }
  }
  return best;
}

/** Does the straight segment a–b stay on allowed cells (sampled every half map unit)? */
export function segmentClear(a: Pt, b: Pt, allowed: ReadonlySet<number>): boolean {
  const n = Math.max(1, Math.ceil(dist(a, b) * 2));
  for (let k = 0; k <= n; k++) if (!allowed.has(cellAt(lerp(a, b, k / n)))) return false;
  return true;
}

export function polylineClear(pts: readonly Pt[], allowed: ReadonlySet<number>): boolean {
  for (let i = 1; i < pts.length; i++) if (!segmentClear(pts[i - 1], pts[i], allowed)) return false;
  return true;
}

/** What a route depends on: its ends and the shapes it may cross. */
export const routeKey = (a: Pt, b: Pt, allowed: ReadonlySet<number>): string => `${a.join(',')}|${b.join(',')}|${[...allowed].sort((x, y) => x - y).join(',')}`;

/**
 * A taut path from a to b over cells of the allowed shapes (a and b themselves may lie outside
 * them), or null when the allowed cells do not connect them. Found once per board; a move's route
 * that came with the board's art (made at build time by this same search, scene.ts moveRoutes) is
 * not searched for again: a fleet's search covers the whole board (about 170 ms each, warm, in
 * Node), an army's 3-26 ms; the 11-order phase the desk's first ruling is timed on has one of
 * those, its only route.
 */
export function routeWithin(a: Pt, b: Pt, allowed: ReadonlySet<number>): Pt[] | null {
  const key = routeKey(a, b, allowed);
  const { routes } = mapGrid();
  if (routes.has(key)) return routes.get(key)!;
  const given = givenRoutes(currentBoard())?.get(key);
  if (given !== undefined) return given;
  const field = clearanceField(a, b, allowed);
  const path = search(a, b, field);
  const pulled = path ? pull(path, allowed, field) : null;
  routes.set(key, pulled);
  return pulled;
}

/** How far (map units) a route likes to keep from the edge of its allowed provinces. */
const CLEARANCE = 12;

interface Field {
  /** Local window of the grid: origin and size in cells. */
  x0: number;
  y0: number;
  w: number;
  h: number;
  /** Distance (cells) to the nearest cell that is not allowed, inside the window. */
  d: Float32Array;
}

/** Chamfer distance to the nearest forbidden cell, over a window around the allowed shapes. */
function clearanceField(a: Pt, b: Pt, allowed: ReadonlySet<number>): Field {
  const m = baseMap();
  const { grid } = mapGrid();
  let x0 = Math.min(a[0], b[0]);
  let y0 = Math.min(a[1], b[1]);
  let x1 = Math.max(a[0], b[0]);
  let y1 = Math.max(a[1], b[1]);
  for (const i of allowed) {
    const box = m.shapes[i]?.box;
    if (!box || !Number.isFinite(box.x0)) continue;
    x0 = Math.min(x0, box.x0);
    y0 = Math.min(y0, box.y0);
    x1 = Math.max(x1, box.x1);
    y1 = Math.max(y1, box.y1);
  }
  const cx0 = Math.max(0, Math.floor(x0 * SCALE) - 2);
  const cy0 = Math.max(0, Math.floor(y0 * SCALE) - 2);
  const cx1 = Math.min(grid.width - 1, Math.ceil(x1 * SCALE) + 2);
  const cy1 = Math.min(grid.height - 1, Math.ceil(y1 * SCALE) + 2);
  const w = cx1 - cx0 + 1;
  const h = cy1 - cy0 + 1;
  const d = new Float32Array(w * h);
  // Whether a shape index (or -1, no shape) is allowed, as a table: a fleet's window is the whole
  // board, a million cells, each asked once.
  const ok = new Uint8Array(m.shapes.length + 1);
  for (const i of allowed) if (i >= -1 && i < m.shapes.length) ok[i + 1] = 1;
  for (let y = 0; y < h; y++) {
    const row = (y + cy0) * grid.width + cx0;
    for (let x = 0; x < w; x++) d[y * w + x] = ok[grid.labels[row + x] + 1] ? 1e6 : 0;
  }
  const D = Math.SQRT2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (d[i] === 0) continue;
      let v = d[i];
      if (x > 0) v = Math.min(v, d[i - 1] + 1);
      if (y > 0) {
        v = Math.min(v, d[i - w] + 1);
        if (x > 0) v = Math.min(v, d[i - w - 1] + D);
        if (x < w - 1) v = Math.min(v, d[i - w + 1] + D);
      }
      d[i] = v;
    }
  }
  for (let y = h - 1; y >= 0; y--) {
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      if (d[i] === 0) continue;
      let v = d[i];
      if (x < w - 1) v = Math.min(v, d[i + 1] + 1);
      if (y < h - 1) {
        v = Math.min(v, d[i + w] + 1);
        if (x < w - 1) v = Math.min(v, d[i + w + 1] + D);
        if (x > 0) v = Math.min(v, d[i + w - 1] + D);
      }
      d[i] = v;
    }
  }
  return { x0: cx0, y0: cy0, w, h, d };
}

/**
 * A* over the grid's 8-neighbour cells, restricted to the allowed shapes (the cells the clearance
 * field marks as inside them), with a cost for running close to the edge of the allowed area (so a
 * route keeps off the coast); cell centres in map units.
 */
function search(a: Pt, b: Pt, f: Field): Pt[] | null {
  const W = f.w;
  const H = f.h;
  const cell = (p: Pt) =>
    Math.min(H - 1, Math.max(0, Math.floor(p[1] * SCALE) - f.y0)) * W + Math.min(W - 1, Math.max(0, Math.floor(p[0] * SCALE) - f.x0));
  const start = cell(a);
  const goal = cell(b);
  const gx = goal % W;
  const gy = Math.floor(goal / W);
  const ok = (c: number) => c === goal || c === start || f.d[c] > 0;
  const penalty = (c: number) => {
    const k = Math.max(0, CLEARANCE * SCALE - f.d[c]) / (CLEARANCE * SCALE);
    return 1 + 3 * k * k;
  };
  const g = new Float64Array(W * H).fill(Infinity);
  const prev = new Int32Array(W * H).fill(-1);
  const closed = new Uint8Array(W * H);
  g[start] = 0;
  const heap = new MinHeap();
  const h = (c: number) => Math.hypot((c % W) - gx, Math.floor(c / W) - gy);
  heap.push(start, h(start));
  const steps: [number, number, number][] = [
    [1, 0, 1],
    [-1, 0, 1],
    [0, 1, 1],
    [0, -1, 1],
    [1, 1, Math.SQRT2],
    [1, -1, Math.SQRT2],
    [-1, 1, Math.SQRT2],
    [-1, -1, Math.SQRT2],
  ];
  while (heap.size) {
    const c = heap.pop();
    if (c === goal) break;
    if (closed[c]) continue;
    closed[c] = 1;
    const x = c % W;
    const y = Math.floor(c / W);
    for (const [dx, dy, w] of steps) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
      const n = ny * W + nx;
      if (closed[n] || !ok(n)) continue;
      // No squeezing diagonally between two forbidden cells.
      if (dx && dy && !ok(y * W + nx) && !ok(ny * W + x)) continue;
      const gn = g[c] + w * penalty(n);
      if (gn < g[n]) {
        g[n] = gn;
        prev[n] = c;
        heap.push(n, gn + h(n));
      }
    }
  }
  if (prev[goal] < 0 && goal !== start) return null;
  const cells: number[] = [goal];
  for (let c = goal; c !== start; ) {
    c = prev[c];
    cells.push(c);
  }
  cells.reverse();
  const centre = (c: number): Pt => [((c % W) + f.x0 + 0.5) / SCALE, (Math.floor(c / W) + f.y0 + 0.5) / SCALE];
  const pts = cells.map(centre);
  pts[0] = a;
  pts[pts.length - 1] = b;
  return pts;
}

/**
 * String pulling: from each kept point jump to the furthest later point in clear sight, where a
 * sight line may not come closer to the edge than the found path does over the same stretch.
 */
function pull(pts: readonly Pt[], allowed: ReadonlySet<number>, f: Field): Pt[] {
  // The end points may stand outside the allowed cells (a unit inland): sight lines leaving or
  // reaching them are judged on the allowed cells plus the cells of the end points' own shapes.
  const ends = new Set(allowed);
  ends.add(cellAt(pts[0]));
  ends.add(cellAt(pts[pts.length - 1]));
  const clear = (p: Pt) => {
    const x = Math.floor(p[0] * SCALE) - f.x0;
    const y = Math.floor(p[1] * SCALE) - f.y0;
    return x < 0 || y < 0 || x >= f.w || y >= f.h ? 0 : f.d[y * f.w + x];
  };
  const dAt = pts.map(clear);
  const sight = (i: number, j: number) => {
    let need = CLEARANCE * SCALE;
    for (let k = i + 1; k < j; k++) need = Math.min(need, dAt[k]);
    const a = pts[i];
    const b = pts[j];
    const n = Math.max(1, Math.ceil(dist(a, b) * 2));
    for (let k = 0; k <= n; k++) {
      const p = lerp(a, b, k / n);
      if (!ends.has(cellAt(p))) return false;
      // Near the end points the line is leaving or reaching its unit: no clearance asked there.
      if (k > 0 && k < n && dist(p, pts[0]) > CLEARANCE && dist(p, pts[pts.length - 1]) > CLEARANCE && clear(p) < need - 0.5) return false;
    }
    return true;
  };
  const out: Pt[] = [pts[0]];
  let i = 0;
  while (i < pts.length - 1) {
    let best = i + 1;
    // Sight is not monotonic along a winding path: scan down from the end in growing steps, then
    // refine upward one cell at a time.
    for (let j = pts.length - 1; j > i + 1; j -= Math.max(1, Math.floor((j - i) / 8))) {
      if (sight(i, j)) {
        best = j;
        break;
      }
    }
    while (best + 1 <= pts.length - 1 && sight(i, best + 1)) best++;
    out.push(pts[best]);
    i = best;
  }
  return out;
}

/** A smooth curve through the points when it keeps to allowed cells, else the taut polyline. */
export function roundedPath(pts: readonly Pt[], allowed: ReadonlySet<number>): Polyline {
  if (pts.length < 3) return new Polyline(pts);
  const ends = new Set(allowed);
  ends.add(cellAt(pts[0]));
  ends.add(cellAt(pts[pts.length - 1]));
  // Sampled finely, then thinned to what shows (a few tenths of a map unit) to keep the SVG lean.
  const smooth = new Polyline(simplifyChain(smoothThrough(pts, 8).pts, 0.35));
  if (polylineClear(smooth.pts, ends)) return smooth;
  const cut = chaikin(pts, 2);
  if (polylineClear(cut, ends)) return new Polyline(cut);
  return new Polyline(pts);
}

/** Chaikin corner cutting, end points kept. */
function chaikin(pts: readonly Pt[], rounds: number): Pt[] {
  let cur = [...pts];
  for (let r = 0; r < rounds; r++) {
    const next: Pt[] = [cur[0]];
    for (let i = 0; i < cur.length - 1; i++) {
      if (i > 0) next.push(lerp(cur[i], cur[i + 1], 0.25));
      if (i < cur.length - 2) next.push(lerp(cur[i], cur[i + 1], 0.75));
    }
    next.push(cur[cur.length - 1]);
    cur = next;
  }
  return cur;
}

class MinHeap {
  private keys: number[] = [];
  private vals: number[] = [];
  get size(): number {
    return this.keys.length;
  }
  push(v: number, k: number): void {
    const keys = this.keys;
    const vals = this.vals;
    let i = keys.length;
    keys.push(k);
    vals.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p] <= k) break;
      keys[i] = keys[p];
      vals[i] = vals[p];
      i = p;
    }
    keys[i] = k;
    vals[i] = v;
  }
  pop(): number {
    const keys = this.keys;
    const vals = this.vals;
    const top = vals[0];
    const k = keys.pop()!;
    const v = vals.pop()!;
    if (keys.length) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= keys.length) break;
        const r = l + 1;
        const c = r < keys.length && keys[r] < keys[l] ? r : l;
        if (keys[c] >= k) break;
        keys[i] = keys[c];
        vals[i] = vals[c];
        i = c;
      }
      keys[i] = k;
      vals[i] = v;
    }
    return top;
  }
}
