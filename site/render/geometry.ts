// Plane geometry for the renderer: points, boxes, polylines measured by length (so an arrow can be
// trimmed to stop at a unit's edge and a support can end on its midpoint), curves sampled into
// polylines, and the map's path data read into rings and written back simplified.

export type Pt = readonly [number, number];

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];
export const mul = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];
export const len = (a: Pt): number => Math.hypot(a[0], a[1]);
export const dist = (a: Pt, b: Pt): number => Math.hypot(a[0] - b[0], a[1] - b[1]);
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
export function unit(a: Pt): Pt {
  const l = len(a);
  return l > 1e-9 ? [a[0] / l, a[1] / l] : [1, 0];
}
/** The normal to the left of a direction (y axis points down, as in SVG). */
export const perp = (a: Pt): Pt => [a[1], -a[0]];

export function emptyBox(): Box {
  return { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
}
export function extend(b: Box, p: Pt, pad = 0): void {
  b.x0 = Math.min(b.x0, p[0] - pad);
  b.y0 = Math.min(b.y0, p[1] - pad);
  b.x1 = Math.max(b.x1, p[0] + pad);
  b.y1 = Math.max(b.y1, p[1] + pad);
}
export const isEmpty = (b: Box): boolean => !(b.x1 >= b.x0 && b.y1 >= b.y0);
export const intersects = (a: Box, b: Box): boolean => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;

/** Round to one decimal for output: the map's own precision. */
export const r1 = (n: number): string => {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) ? '0' : String(v);
};

// ---------------------------------------------------------------------------------------------
// Polylines measured by length

export class Polyline {
  readonly pts: Pt[];
  /** Cumulative length at each point. */
  private readonly acc: number[];
  constructor(pts: readonly Pt[]) {
    // Drop repeated points: they have no direction.
    this.pts = pts.filter((p, i) => i === 0 || dist(p, pts[i - 1]) > 1e-6);
    if (this.pts.length === 1) this.pts.push([this.pts[0][0] + 1e-3, this.pts[0][1]]);
    this.acc = [0];
    for (let i = 1; i < this.pts.length; i++) this.acc.push(this.acc[i - 1] + dist(this.pts[i - 1], this.pts[i]));
  }
  get length(): number {
    return this.acc[this.acc.length - 1];
  }
  private seg(s: number): number {
    let i = 1;
    while (i < this.acc.length - 1 && this.acc[i] < s) i++;
    return i;
  }
  /** The point at arc length s (clamped). */
  at(s: number): Pt {
    const L = this.length;
    s = Math.min(L, Math.max(0, s));
    const i = this.seg(s);
    const a = this.acc[i - 1];
    const b = this.acc[i];
    return lerp(this.pts[i - 1], this.pts[i], b > a ? (s - a) / (b - a) : 0);
  }
  /** The unit direction at arc length s. */
  dirAt(s: number): Pt {
    const i = this.seg(Math.min(this.length, Math.max(0, s)));
    return unit(sub(this.pts[i], this.pts[i - 1]));
  }
  /** The part between arc lengths s0 and s1. */
  slice(s0: number, s1: number): Polyline {
    const L = this.length;
    s0 = Math.min(L, Math.max(0, s0));
    s1 = Math.min(L, Math.max(s0, s1));
    const out: Pt[] = [this.at(s0)];
    for (let i = 1; i < this.pts.length - 1; i++) if (this.acc[i] > s0 && this.acc[i] < s1) out.push(this.pts[i]);
    out.push(this.at(s1));
    return new Polyline(out);
  }
  /** Cut `start` from the beginning and `end` from the end, keeping at least 40% of the line. */
  trim(start: number, end: number): Polyline {
    const L = this.length;
    const total = start + end;
    if (total > L * 0.6) {
      const k = (L * 0.6) / Math.max(total, 1e-9);
      start *= k;
      end *= k;
    }
    return this.slice(start, L - end);
  }
  /** Arc length of the polyline's vertex nearest to p. */
  arcNear(p: Pt): number {
    let best = 0;
    for (let i = 1; i < this.pts.length; i++) if (dist(this.pts[i], p) < dist(this.pts[best], p)) best = i;
    return this.acc[best];
  }
  toPath(): string {
    return 'M' + this.pts.map((p) => `${r1(p[0])} ${r1(p[1])}`).join('L');
  }
}

/** A quadratic curve from a to b, bowed sideways by `bend` (a fraction of the chord, left positive). */
export function bowed(a: Pt, b: Pt, bend: number, samples = 16): Polyline {
  const mid = lerp(a, b, 0.5);
  const c = add(mid, mul(perp(unit(sub(b, a))), bend * dist(a, b)));
  const pts: Pt[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    const u = 1 - t;
    pts.push([u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]]);
  }
  return new Polyline(pts);
}

/** A smooth curve through every point (centripetal-free Catmull–Rom, sampled). */
export function smoothThrough(points: readonly Pt[], samples = 10): Polyline {
  if (points.length < 3) return new Polyline(points);
  const p = [points[0], ...points, points[points.length - 1]];
  const out: Pt[] = [];
  for (let i = 1; i < p.length - 2; i++) {
    const [p0, p1, p2, p3] = [p[i - 1], p[i], p[i + 1], p[i + 2]];
    for (let k = 0; k < samples; k++) {
      const t = k / samples;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(points[points.length - 1]);
  return new Polyline(out);
}

// ---------------------------------------------------------------------------------------------
// Map path data: "M x y l dx dy … z" (the generator's output) read into rings of points.

export type Ring = Pt[];

/**
 * Reads SVG path data with M/m, L/l, H/h, V/v and Z/z into closed rings. Coordinates are kept in
 * tenths as integers so that the same vertex read from two neighbouring provinces compares equal.
 * Unknown commands end the parse (what was read is kept).
 */
export function parsePathRings(d: string): Ring[] {
  const rings: Ring[] = [];
  const tokens = pathTokens(d);
  let i = 0;
  let cmd = '';
  let x = 0;
  let y = 0;
  let ring: Ring | null = null;
  // A letter where a number is due reads as no number (NaN), as parseFloat would read it.
  const num = () => {
    const t = tokens[i++];
    return typeof t === 'number' ? t : NaN;
  };
  const isNum = () => typeof tokens[i] === 'number';
  const close = () => {
    if (ring && ring.length >= 3) rings.push(ring);
    ring = null;
  };
  while (i < tokens.length) {
    if (!isNum()) cmd = tokens[i++] as string;
    const rel = cmd === cmd.toLowerCase();
    switch (cmd.toLowerCase()) {
      case 'm': {
        close();
        if (!isNum()) return rings;
        const dx = num();
        const dy = num();
        x = rel ? x + dx : dx;
        y = rel ? y + dy : dy;
        ring = [[x, y]];
        cmd = rel ? 'l' : 'L';
        break;
      }
      case 'l': {
        if (!isNum()) return rings;
        const dx = num();
        const dy = num();
        x = rel ? x + dx : dx;
        y = rel ? y + dy : dy;
        (ring ??= [[x, y]]).push([x, y]);
        break;
      }
      case 'h': {
        if (!isNum()) return rings;
        const v = num();
        x = rel ? x + v : v;
        (ring ??= [[x, y]]).push([x, y]);
        break;
      }
      case 'v': {
        if (!isNum()) return rings;
        const v = num();
        y = rel ? y + v : v;
        (ring ??= [[x, y]]).push([x, y]);
        break;
      }
      case 'z': {
        if (ring) {
          const first: Pt = ring[0];
          const last: Pt = ring[ring.length - 1];
          if (first[0] === last[0] && first[1] === last[1] && ring.length > 1) ring.pop();
          x = first[0];
          y = first[1];
        }
        close();
        cmd = '';
        if (isNum()) return rings;
        break;
      }
      default:
        close();
        return rings;
    }
  }
  close();
  return rings;
}

/**
 * Rings as numbers for a board's art made at build time (board-art.ts, ArtShape.rings): each ring
 * its first vertex's tenths, then each next vertex's step from the one before (small numbers, and
 * as short in the art's JSON as the path data they replace). A browser's first picture then reads
 * no path data: parsing the standard board's 21,700 vertices from the shapes' paths took 15-18 ms
 * of the desk's first ruling at 390 px (Chromium, sampled), decoding them ~2 ms (issue 27).
 */
export function encodeRings(rings: readonly Ring[]): number[][] {
  return rings.map((ring) => {
    const out: number[] = [];
    let px = 0;
    let py = 0;
    for (const [x, y] of ring) {
      out.push(x - px, y - py);
      px = x;
      py = y;
    }
    return out;
  });
}

/** The rings encodeRings coded, as parsePathRings reads them from the path they were read from. */
export function decodeRings(coded: readonly (readonly number[])[]): Ring[] {
  return coded.map((steps) => {
    const ring: Pt[] = [];
    let x = 0;
    let y = 0;
    for (let i = 0; i + 1 < steps.length; i += 2) {
      x += steps[i];
      y += steps[i + 1];
      ring.push([x, y]);
    }
    return ring;
  });
}

/** A board shape's rings as its art gives them (board-art.ts, ArtShape): decoded from its coded rings, else read from its path data. */
export function shapeRings(shape: { d?: string; rings?: readonly (readonly number[])[] }): Ring[] {
  return shape.rings ? decodeRings(shape.rings) : parsePathRings(shape.d ?? '');
}

const PATH_TOKEN = /[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g;

/**
 * Path data as tokens: each command letter, and each number in whole tenths, as
 * Math.round(parseFloat(token) * 10) gives it, the tokens being those PATH_TOKEN finds.
 */
export function pathTokens(d: string): (string | number)[] {
  return plainPathTokens(d) ?? (d.match(PATH_TOKEN) ?? []).map((t) => (isLetter(t.charCodeAt(0)) ? t : Math.round(parseFloat(t) * 10)));
}

const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;
const PLAIN_PATH = /^[MmLlHhVvZz\d.\-\s,]*$/;

/**
 * The same tokens read a character at a time, for path data made of the commands parsePathRings
 * reads and numbers with at most one decimal (as the boards' drawings are): no regular expression
 * and no string per token, for a board's twenty thousand vertices before a browser's first
 * picture. Undefined for anything else (an exponent, a second decimal), which PATH_TOKEN reads.
 */
function plainPathTokens(d: string): (string | number)[] | undefined {
  if (!PLAIN_PATH.test(d)) return undefined;
  const out: (string | number)[] = [];
  const n = d.length;
  let i = 0;
  while (i < n) {
    const c = d.charCodeAt(i);
    if (isLetter(c)) {
      out.push(d[i++]);
      continue;
    }
    let j = c === 45 ? i + 1 : i;
    const sign = j > i ? -1 : 1;
    let whole = 0;
    let digits = 0;
    for (; j < n && isDigit(d.charCodeAt(j)); j++, digits++) whole = whole * 10 + d.charCodeAt(j) - 48;
    let tenth = 0;
    let decimals = 0;
    if (j < n && d.charCodeAt(j) === 46 && (digits > 0 || (j + 1 < n && isDigit(d.charCodeAt(j + 1))))) {
      for (j++; j < n && isDigit(d.charCodeAt(j)); j++, decimals++) if (decimals === 0) tenth = d.charCodeAt(j) - 48;
    }
    // Not a number here (a separator, a lone "-" or "."): skipped, as the expression skips it.
    if (digits === 0 && decimals === 0) {
      i++;
      continue;
    }
    if (decimals > 1 || digits > 14) return undefined;
    out.push(sign * (whole * 10 + tenth));
    i = j;
  }
  return out;
}

/** Key of a vertex in tenths. */
export const vkey = (p: Pt): string => `${p[0]},${p[1]}`;

/**
 * Key of a vertex in whole tenths: on a board (both between 0 and 32,767 tenths) a small integer,
 * so that the owners table makes neither a string nor a boxed number for each of a board's twenty
 * thousand vertices before a browser's first picture; elsewhere its vkey.
 */
export const vertexKey = (p: Pt): number | string => (p[0] >= 0 && p[0] < 0x8000 && p[1] >= 0 && p[1] < 0x8000 && Number.isInteger(p[0]) && Number.isInteger(p[1]) ? p[0] * 0x8000 + p[1] : vkey(p));

/**
 * Douglas–Peucker on an open chain of points (in tenths), keeping both ends. Tolerance in tenths.
 */
export function simplifyChain(pts: readonly Pt[], tol: number): Pt[] {
  if (pts.length <= 2) return [...pts];
  const keep = new Uint8Array(pts.length);
  keep[0] = 1;
  keep[pts.length - 1] = 1;
  const stack: [number, number][] = [[0, pts.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [best] = farthest(pts, a, b, tol);
    if (best >= 0) {
      keep[best] = 1;
      stack.push([a, best], [best, b]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

/** The first point strictly between a and b farthest from the line a–b, and its distance, when farther than `tol`; else -1. */
function farthest(pts: readonly Pt[], a: number, b: number, tol: number): [number, number] {
  const A = pts[a];
  const B = pts[b];
  const dx = B[0] - A[0];
  const dy = B[1] - A[1];
  const L = Math.hypot(dx, dy);
  let best = -1;
  let bestD = tol;
  for (let i = a + 1; i < b; i++) {
    const P = pts[i];
    const d = L < 1e-9 ? Math.hypot(P[0] - A[0], P[1] - A[1]) : Math.abs(dx * (A[1] - P[1]) - dy * (A[0] - P[0])) / L;
    if (d > bestD) {
      bestD = d;
      best = i;
    }
  }
  return [best, bestD];
}

/**
 * Simplifies a ring so that borders shared with neighbours are simplified the same way on both
 * sides (no slivers): vertices where the set of shapes using them changes ("junctions") are kept,
 * and each chain between two junctions is simplified on its own, in a direction-independent way.
 * `owners` maps a vertex's key (vertexKey) to the ids of the shapes that use it, sorted and joined.
 */
export function simplifyRing(ring: Ring, tolTenths: number, owners: ReadonlyMap<number | string, string>): Ring {
  return ring.length < 4 || tolTenths <= 0 ? ring : simplifyRingAt(ring, tolTenths, junctionsOf(ring, owners));
}

/**
 * The indices of a ring's junctions (see simplifyRing): the same at every tolerance, so that a
 * board's can be found once, at build time, and a browser needs no table of the owners of its
 * twenty thousand vertices (site/pages/maps/, issue 27).
 */
export function junctionsOf(ring: Ring, owners: ReadonlyMap<number | string, string>): number[] {
  const n = ring.length;
  const o = ring.map((p) => owners.get(vertexKey(p)) ?? '');
  const fixed: number[] = [];
  for (let i = 0; i < n; i++) {
    if (o[i] !== o[(i + n - 1) % n] || o[i] !== o[(i + 1) % n]) fixed.push(i);
  }
  return fixed;
}

/** simplifyRing with the ring's junctions (junctionsOf) given. */
export function simplifyRingAt(ring: Ring, tolTenths: number, junctions: readonly number[]): Ring {
  const n = ring.length;
  if (n < 4 || tolTenths <= 0) return ring;
  const out: Pt[] = [];
  for (const [chain, fwd] of ringChains(ring, junctions)) {
    const pts = chain.map((i) => ring[i]);
    // Simplify in a canonical direction so the neighbour's reversed copy gives the same points.
    const s = fwd ? simplifyChain(pts, tolTenths) : simplifyChain([...pts].reverse(), tolTenths).reverse();
    for (let i = 0; i < s.length - 1; i++) out.push(s[i]);
  }
  return out;
}

/**
 * The chains a ring is simplified by (simplifyRingAt): from each junction to the next, as indices
 * of the ring, each with its end junction, and whether it is simplified forwards (its canonical
 * direction, the same for a neighbour's reversed copy).
 */
function ringChains(ring: Ring, junctions: readonly number[]): [number[], boolean][] {
  const n = ring.length;
  const fixed = [...junctions];
  if (fixed.length === 0) {
    // A ring with no neighbour change (an island, or a border all around): anchor on the extreme
    // vertices so both sides agree on where the chains start.
    let a = 0;
    for (let i = 1; i < n; i++) if (ring[i][0] < ring[a][0] || (ring[i][0] === ring[a][0] && ring[i][1] < ring[a][1])) a = i;
    fixed.push(a, (a + Math.floor(n / 2)) % n);
    fixed.sort((x, y) => x - y);
  }
  const chains: [number[], boolean][] = [];
  for (let k = 0; k < fixed.length; k++) {
    const a = fixed[k];
    const b = fixed[(k + 1) % fixed.length];
    const chain: number[] = [];
    for (let i = a; ; i = (i + 1) % n) {
      chain.push(i);
      if (i === b && chain.length > 1) break;
      if (chain.length > n + 1) break;
    }
    chains.push([chain, vkey(ring[chain[0]]) <= vkey(ring[chain[chain.length - 1]])]);
  }
  return chains;
}

/** The highest level simplifyLevels writes: a vertex kept at every tolerance that high or lower (a chain's ends). */
export const MAX_LEVEL = 40;

/**
 * For each vertex of a ring, the highest whole tolerance (tenths, up to MAX_LEVEL) at which
 * simplifyRingAt keeps it, -1 for none, as one character a vertex ('0' + level + 1): made at build
 * time with the board's art, so that a browser's picture filters a ring (simplifyRingByLevels)
 * rather than simplifying it. Douglas–Peucker splits a chain at its farthest point whatever the
 * tolerance, as long as that point is farther than it: a vertex is kept at a tolerance when its
 * distance at its split, and the distances of all the splits above it, exceed the tolerance.
 */
export function simplifyLevels(ring: Ring, junctions: readonly number[]): string {
  const n = ring.length;
  const level = new Int8Array(n).fill(-1);
  if (n >= 4) {
    for (const [chain, fwd] of ringChains(ring, junctions)) {
      const order = fwd ? chain : [...chain].reverse();
      const pts = order.map((i) => ring[i]);
      // The ends are kept at every tolerance; each split's least distance on its way down, as a level.
      level[order[0]] = MAX_LEVEL;
      level[order[order.length - 1]] = MAX_LEVEL;
      const stack: [number, number, number][] = [[0, pts.length - 1, Infinity]];
      while (stack.length) {
        const [a, b, above] = stack.pop()!;
        const [best, bestD] = farthest(pts, a, b, 0);
        if (best < 0) continue;
        const least = Math.min(above, bestD);
        // Kept at a whole tolerance t when least > t: the highest such t.
        level[order[best]] = Math.min(MAX_LEVEL, Math.ceil(least) - 1);
        stack.push([a, best, least], [best, b, least]);
      }
    }
  }
  return String.fromCharCode(...Array.from(level, (l) => 49 + l));
}

/** simplifyRingAt at a whole tolerance up to MAX_LEVEL, from the ring's levels (simplifyLevels): the same points. */
export function simplifyRingByLevels(ring: Ring, tolTenths: number, junctions: readonly number[], levels: string): Ring {
  const n = ring.length;
  if (n < 4 || tolTenths <= 0) return ring;
  const out: Pt[] = [];
  for (const [chain] of ringChains(ring, junctions)) {
    for (let k = 0; k < chain.length - 1; k++) if (levels.charCodeAt(chain[k]) - 49 >= tolTenths) out.push(ring[chain[k]]);
  }
  return out;
}

/** Area of a ring (tenths squared, absolute). */
export function ringArea(ring: Ring): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) s += (ring[j][0] + ring[i][0]) * (ring[j][1] - ring[i][1]);
  return Math.abs(s / 2);
}

/**
 * Writes rings (in tenths) as compact path data: absolute first point, relative moves after,
 * rounded to `decimals` (0 or 1) of map units.
 */
export function ringsToPath(rings: readonly Ring[], decimals: 0 | 1): string {
  const q = decimals === 1 ? 1 : 10;
  // "0.5" is written ".5" and "-0.5" "-.5"; looked at by character code, not with a pattern per number.
  const fmt = (tenths: number) => {
    const s = String((Math.round(tenths / q) * q) / 10);
    if (s.charCodeAt(0) === 48 && s.charCodeAt(1) === 46) return s.slice(1);
    if (s.charCodeAt(0) === 45 && s.charCodeAt(1) === 48 && s.charCodeAt(2) === 46) return `-${s.slice(2)}`;
    return s;
  };
  let out = '';
  for (const ring of rings) {
    let px = Math.round(ring[0][0] / q) * q;
    let py = Math.round(ring[0][1] / q) * q;
    out += `M${fmt(px)} ${fmt(py)}`;
    let parts = '';
    for (let i = 1; i < ring.length; i++) {
      const x = Math.round(ring[i][0] / q) * q;
      const y = Math.round(ring[i][1] / q) * q;
      if (x === px && y === py) continue;
      const dx = fmt(x - px);
      const dy = fmt(y - py);
      parts += (dx.startsWith('-') || parts === '' ? dx : ' ' + dx) + (dy.startsWith('-') ? dy : ' ' + dy);
      px = x;
      py = y;
    }
    out += parts ? 'l' + parts + 'z' : 'z';
  }
  return out;
}

/** Bounding box of rings given in tenths, in map units. */
export function ringsBox(rings: readonly Ring[]): Box {
  // Over the tenths, divided once at the end: the same box (x / 10 keeps the order of x), made
  // without a point per vertex (the desk boxes every shape of the board before its first picture).
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const r of rings) {
    for (const [x, y] of r) {
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return { x0: x0 / 10, y0: y0 / 10, x1: x1 / 10, y1: y1 / 10 };
}
