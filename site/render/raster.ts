// A tiny scanline rasteriser and the adjacency it implies. Shared by the generator (to print
// MISSING/EXTRA while tuning seeds) and by the exactness test (which reads the built SVG), so
// both judge the drawing the same way. No canvas package: polygons are filled row by row.

export type Pt = [number, number];
export type Ring = Pt[];

/** Parse an SVG path made of M/m, L/l, H/h, V/v, Z/z (all the generator emits) into closed rings. */
export function parsePath(d: string): Ring[] {
  const rings: Ring[] = [];
  const tokens = d.match(/[MmLlHhVvZz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let ring: Ring = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let cmd = '';
  let i = 0;
  const num = (): number => {
    const t = tokens[i++];
    const v = Number(t);
    if (t === undefined || Number.isNaN(v)) throw new Error(`bad path data near token ${i}: ${String(t)}`);
    return v;
  };
  const close = (): void => {
    if (ring.length > 2) rings.push(ring);
    ring = [];
  };
  while (i < tokens.length) {
    const t = tokens[i];
    if (/^[A-Za-z]$/.test(t)) {
      cmd = t;
      i++;
      if (cmd === 'Z' || cmd === 'z') {
        close();
        x = startX;
        y = startY;
        continue;
      }
    }
    switch (cmd) {
      case 'M':
      case 'm': {
        close();
        const nx = num();
        const ny = num();
        x = cmd === 'm' ? x + nx : nx;
        y = cmd === 'm' ? y + ny : ny;
        startX = x;
        startY = y;
        ring.push([x, y]);
        cmd = cmd === 'm' ? 'l' : 'L'; // implicit lineto after a moveto
        break;
      }
      case 'L':
        x = num();
        y = num();
        ring.push([x, y]);
        break;
      case 'l':
        x += num();
        y += num();
        ring.push([x, y]);
        break;
      case 'H':
        x = num();
        ring.push([x, y]);
        break;
      case 'h':
        x += num();
        ring.push([x, y]);
        break;
      case 'V':
        y = num();
        ring.push([x, y]);
        break;
      case 'v':
        y += num();
        ring.push([x, y]);
        break;
      default:
        throw new Error(`unsupported path command '${cmd}' (the map generator emits only M, l, h, v, z)`);
    }
  }
  close();
  return rings;
}

export interface LabelGrid {
  width: number;
  height: number;
  /** Pixels per map unit. */
  scale: number;
  /** -1 = nothing painted; otherwise the index of the shape painted last. */
  labels: Int16Array;
  /** Pixels painted by more than one shape (overlaps: should stay near 0). */
  overlaps: number;
  /** Overlapping pixels per 'earlier,later' label pair. */
  overlapPairs: Map<string, number>;
}

export function newGrid(mapWidth: number, mapHeight: number, scale: number): LabelGrid {
  const width = Math.ceil(mapWidth * scale);
  const height = Math.ceil(mapHeight * scale);
  return { width, height, scale, labels: new Int16Array(width * height).fill(-1), overlaps: 0, overlapPairs: new Map() };
}

/**
 * Even-odd fill of `rings` with `label`: a pixel is filled when its centre is inside. Overlaps are
 * counted unless `countOverlaps` is false: the map's own checks count them; the renderer's route
 * grid (route.ts), painted once before a browser's first picture, paints each row's spans in one
 * native call instead of pixel by pixel.
 */
export function fillRings(grid: LabelGrid, rings: Ring[], label: number, countOverlaps = true): void {
  const { width, height, scale, labels } = grid;
  // Edges in pixel space, bucketed by the first row whose centre they cross.
  const edges: { y0: number; y1: number; x0: number; dxdy: number }[] = [];
  let minRow = height;
  let maxRow = -1;
  for (const ring of rings) {
    for (let k = 0; k < ring.length; k++) {
      const a = ring[k];
      const b = ring[(k + 1) % ring.length];
      let ax = a[0] * scale;
      let ay = a[1] * scale;
      let bx = b[0] * scale;
      let by = b[1] * scale;
      if (ay === by) continue;
      if (ay > by) [ax, ay, bx, by] = [bx, by, ax, ay];
      edges.push({ y0: ay, y1: by, x0: ax, dxdy: (bx - ax) / (by - ay) });
      minRow = Math.min(minRow, Math.max(0, Math.ceil(ay - 0.5)));
      maxRow = Math.max(maxRow, Math.min(height - 1, Math.ceil(by - 0.5) - 1));
    }
  }
  const buckets = new Map<number, number[]>();
  edges.forEach((e, idx) => {
    const r = Math.max(0, Math.ceil(e.y0 - 0.5));
    const list = buckets.get(r);
    if (list) list.push(idx);
    else buckets.set(r, [idx]);
  });
  let active: number[] = [];
  const xs: number[] = [];
  for (let row = minRow; row <= maxRow; row++) {
    const yc = row + 0.5;
    const fresh = buckets.get(row);
    if (fresh) active.push(...fresh);
    active = active.filter((idx) => edges[idx].y1 > yc);
    xs.length = 0;
    for (const idx of active) {
      const e = edges[idx];
      if (e.y0 <= yc) xs.push(e.x0 + (yc - e.y0) * e.dxdy);
    }
    xs.sort((p, q) => p - q);
    const base = row * width;
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil(xs[k] - 0.5));
      const to = Math.min(width - 1, Math.ceil(xs[k + 1] - 0.5) - 1);
      if (!countOverlaps) {
        if (to >= from) labels.fill(label, base + from, base + to + 1);
        continue;
      }
      for (let col = from; col <= to; col++) {
        const prev = labels[base + col];
        if (prev !== -1 && prev !== label) {
          grid.overlaps++;
          const key = `${prev},${label}`;
          grid.overlapPairs.set(key, (grid.overlapPairs.get(key) ?? 0) + 1);
        }
        labels[base + col] = label;
      }
    }
  }
}

export interface Contact {
  /** 4-neighbour pixel pairs the two labels share. */
  pixels: number;
  /** Mean position of those pixel pairs, in map units (where to look when a pair is wrong). */
  at: Pt;
}

/** For every pair of different labels ('a,b' with a < b): how many 4-neighbour pixel pairs they share, and where. */
export function contactCounts(grid: LabelGrid, counts?: (a: number, b: number) => boolean): Map<string, Contact> {
  const { width, height, labels, scale } = grid;
  const acc = new Map<string, [number, number, number]>();
  const add = (a: number, b: number, x: number, y: number): void => {
    if (a < 0 || b < 0 || a === b) return;
    if (counts && !counts(a, b)) return;
    const key = a < b ? `${a},${b}` : `${b},${a}`;
    const e = acc.get(key);
    if (e) {
      e[0]++;
      e[1] += x;
      e[2] += y;
    } else acc.set(key, [1, x, y]);
  };
  for (let y = 0; y < height; y++) {
    const base = y * width;
    for (let x = 0; x < width; x++) {
      const l = labels[base + x];
      if (x + 1 < width) add(l, labels[base + x + 1], x + 1, y + 0.5);
      if (y + 1 < height) add(l, labels[base + width + x], x + 0.5, y + 1);
    }
  }
  const out = new Map<string, Contact>();
  for (const [k, [n, sx, sy]] of acc) out.set(k, { pixels: n, at: [Math.round(sx / n / scale), Math.round(sy / n / scale)] });
  return out;
}

/**
 * Chamfer (3-4) distance, in pixels, from each pixel to the nearest pixel with another label
 * (or the grid edge). Used to find points well inside a province.
 */
export function distanceToBorder(grid: LabelGrid): Float32Array {
  const { width, height, labels } = grid;
  const d = new Float32Array(width * height);
  const INF = 1e9;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const l = labels[i];
      const edge =
        x === 0 || y === 0 || x === width - 1 || y === height - 1 ||
        labels[i - 1] !== l || labels[i + 1] !== l || labels[i - width] !== l || labels[i + width] !== l;
      d[i] = edge ? 1 : INF;
    }
  }
  const pass = (i: number, j: number, w: number): void => {
    if (d[j] + w < d[i]) d[i] = d[j] + w;
  };
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (d[i] === 1) continue;
      pass(i, i - 1, 1);
      pass(i, i - width, 1);
      pass(i, i - width - 1, 1.4142);
      pass(i, i - width + 1, 1.4142);
    }
  }
  for (let y = height - 2; y > 0; y--) {
    for (let x = width - 2; x > 0; x--) {
      const i = y * width + x;
      if (d[i] === 1) continue;
      pass(i, i + 1, 1);
      pass(i, i + width, 1);
      pass(i, i + width + 1, 1.4142);
      pass(i, i + width - 1, 1.4142);
    }
  }
  return d;
}

/** Even-odd point-in-polygon test on map coordinates. */
export function pointInRings(p: Pt, rings: Ring[]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Distance from a point to the nearest edge of the rings (map units). */
export function distanceToRings(p: Pt, rings: Ring[]): number {
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j];
      const [bx, by] = ring[i];
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - ax) * dx + (p[1] - ay) * dy) / len2));
      best = Math.min(best, Math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy)));
    }
  }
  return best;
}
