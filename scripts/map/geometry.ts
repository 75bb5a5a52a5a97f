// The map's geometry: Natural Earth land (public domain, via world-atlas) projected to the board
// frame, the hand masks applied, and each province cut as the union of the Voronoi cells of its
// seed points, clipped to land (land provinces) or to water (seas).

import { createRequire } from 'node:module';
import { Delaunay } from 'd3-delaunay';
import { geoConicConformal, geoStream, type GeoStream, type GeoPermissibleObjects } from 'd3-geo';
import pc from 'polygon-clipping';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import { prng } from '../../engine/util/random.js';

export type Pt = [number, number];
export type Ring = Pt[];
export type Polygon = Ring[];
export type MultiPolygon = Polygon[];
export type LonLat = [number, number];

/** Where a board sits on the globe and how it is fitted into its frame (see boards.ts). */
export interface Frame {
  width: number;
  /** Standard parallels of the Lambert conformal conic. */
  parallels: [number, number];
  centralMeridian: number;
  /** Points that touch the frame once projected. */
  fitPoints: LonLat[];
  /** Vertical scale after fitting (below 1: wider proportions than the projection). */
  squash: number;
  /**
   * Give crowded parts more room: a smooth separable stretch (x and y independently, frame edges
   * fixed) whose density peaks at `centre` (fraction of the frame) with Gaussian `spread` and extra `gain`.
   */
  lens: { x: Lens; y: Lens };
}

export interface Lens {
  centre: number;
  spread: number;
  gain: number;
}

/** Monotone map of [0, size] onto itself whose slope follows 1 + gain·gaussian (normalised). */
function stretch(size: number, { centre, spread, gain }: Lens): (v: number) => number {
  const n = 4096;
  const cum = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) {
    const t = (i - 0.5) / n;
    cum[i] = cum[i - 1] + 1 + gain * Math.exp(-(((t - centre) / spread) ** 2));
  }
  const total = cum[n];
  return (v) => {
    const t = Math.min(n, Math.max(0, (v / size) * n));
    const i = Math.min(n - 1, Math.floor(t));
    return ((cum[i] + (cum[i + 1] - cum[i]) * (t - i)) / total) * size;
  };
}

export interface Projector {
  width: number;
  height: number;
  /** lon/lat → map coordinates (already squashed). */
  project(p: LonLat): Pt;
  /** Stream a GeoJSON object through the projection, clipped to the frame; returns map-space rings. */
  rings(object: GeoPermissibleObjects): Ring[];
}

export function makeProjector(frame: Frame): Projector {
  const proj = geoConicConformal().parallels(frame.parallels).rotate([-frame.centralMeridian, 0]).scale(1).translate([0, 0]);
  const raw = frame.fitPoints.map((p) => proj(p) as Pt);
  const x0 = Math.min(...raw.map((p) => p[0]));
  const x1 = Math.max(...raw.map((p) => p[0]));
  const y0 = Math.min(...raw.map((p) => p[1]));
  const y1 = Math.max(...raw.map((p) => p[1]));
  const s = frame.width / (x1 - x0);
  const unsquashedHeight = (y1 - y0) * s;
  const height = Math.round(unsquashedHeight * frame.squash);
  proj.scale(s).translate([-x0 * s, -y0 * s]).clipExtent([
    [0, 0],
    [frame.width, unsquashedHeight],
  ]);
  const k = height / unsquashedHeight;
  const fx = stretch(frame.width, frame.lens.x);
  const fy = stretch(height, frame.lens.y);
  const warp = (x: number, y: number): Pt => [fx(x), fy(y * k)];
  return {
    width: frame.width,
    height,
    project(p) {
      const q = proj(p);
      if (!q) throw new Error(`cannot project ${p.join(',')}`);
      return warp(q[0], q[1]);
    },
    rings(object) {
      const out: Ring[] = [];
      let cur: Ring = [];
      const sink: GeoStream = {
        point(x, y) {
          cur.push(warp(x, y));
        },
        lineStart() {
          cur = [];
        },
        lineEnd() {
          if (cur.length > 2) out.push(cur);
        },
        polygonStart() {},
        polygonEnd() {},
        sphere() {},
      };
      geoStream(object, proj.stream(sink));
      return out;
    },
  };
}

const require = createRequire(import.meta.url);

function loadTopo(name: string): Topology {
  return require(`world-atlas/${name}.json`) as Topology;
}

/** Signed area (shoelace). */
export function ringArea(r: Ring): number {
  let a = 0;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) a += (r[j][0] + r[i][0]) * (r[j][1] - r[i][1]);
  return a / 2;
}

/** Visvalingam–Whyatt: drop vertices whose triangle is smaller than `minArea` (px²). */
export function simplifyRing(ring: Ring, minArea: number): Ring {
  const pts = ring.slice();
  if (pts.length > 1 && pts[0][0] === pts[pts.length - 1][0] && pts[0][1] === pts[pts.length - 1][1]) pts.pop();
  const tri = (a: Pt, b: Pt, c: Pt): number => Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2;
  let changed = true;
  while (changed && pts.length > 4) {
    changed = false;
    let best = -1;
    let bestArea = minArea;
    for (let i = 0; i < pts.length; i++) {
      const a = tri(pts[(i - 1 + pts.length) % pts.length], pts[i], pts[(i + 1) % pts.length]);
      if (a < bestArea) {
        bestArea = a;
        best = i;
      }
    }
    if (best >= 0) {
      pts.splice(best, 1);
      changed = true;
    }
  }
  return pts;
}

const close = (r: Ring): Ring => (r.length && (r[0][0] !== r[r.length - 1][0] || r[0][1] !== r[r.length - 1][1]) ? [...r, r[0]] : r);

/** Land of the frame as one multipolygon (even-odd of all projected rings, tiny islets dropped). */
export function projectedLand(P: Projector, opts: { simplifyArea: number; minIslandArea: number }): MultiPolygon {
  const topo = loadTopo('land-50m');
  const land = feature(topo, topo.objects.land as GeometryCollection);
  const rings = P.rings(land)
    .map((r) => simplifyRing(r, opts.simplifyArea))
    .filter((r) => Math.abs(ringArea(r)) >= opts.minIslandArea)
    .map(close);
  return pc.xor([], ...rings.map((r) => [r] as Polygon));
}

/** Named countries (Natural Earth admin-0) as one projected multipolygon. */
export function projectedCountries(P: Projector, names: string[]): MultiPolygon {
  const topo = loadTopo('countries-50m');
  const all = feature(topo, topo.objects.countries as GeometryCollection<{ name: string }>);
  const picked = all.features.filter((f) => names.includes(f.properties?.name ?? ''));
  const missing = names.filter((n) => !picked.some((f) => f.properties?.name === n));
  if (missing.length) throw new Error(`countries-50m has no country named ${missing.join(', ')}`);
  const rings = picked.flatMap((f) => P.rings(f)).map(close);
  return pc.xor([], ...rings.map((r) => [r] as Polygon));
}

/**
 * A hand-drawn lon/lat polygon, its edges densified (every ≤ 0.25°) so that an edge drawn along a
 * parallel follows the parallel on the map instead of cutting a chord across it.
 */
export function projectPolygon(P: Projector, lonlat: LonLat[]): Polygon {
  const dense: LonLat[] = [];
  lonlat.forEach((a, i) => {
    const b = lonlat[(i + 1) % lonlat.length];
    const steps = Math.max(1, Math.ceil(Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1])) / 0.25));
    for (let k = 0; k < steps; k++) dense.push([a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps]);
  });
  return [close(dense.map((p) => P.project(p)))];
}

export function frameRect(P: Projector): Polygon {
  const { width: w, height: h } = P;
  return [
    [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
      [0, 0],
    ],
  ];
}

export function pointInPolygon(p: Pt, poly: Polygon): boolean {
  let inside = false;
  for (const ring of poly) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

export function polygonArea(poly: Polygon): number {
  return poly.reduce((s, r, i) => s + (i === 0 ? 1 : -1) * Math.abs(ringArea(r)), 0);
}

export interface Seed {
  province: string;
  at: Pt;
  lonlat: LonLat;
}

export interface Partition {
  /** Province id → its geometry. */
  provinces: Map<string, MultiPolygon>;
  /** Components no seed could claim (too far from every seed). */
  unclaimed: MultiPolygon;
}

/**
 * Split an area among seeds. Each connected component is cut by the Voronoi diagram of the seeds
 * inside it, so a seed never claims land across water (London cannot reach Calais). A component
 * with no seed (a small island) joins the province whose shore is nearest, if that is within
 * `claimRadius`; otherwise it stays unclaimed (drawn neutral).
 */
export function partition(area: MultiPolygon, seeds: Seed[], P: Projector, claimRadius: number, wiggle = 0): Partition {
  const provinces = new Map<string, MultiPolygon[]>();
  const unclaimed: MultiPolygon = [];
  const give = (id: string, mp: MultiPolygon): void => {
    const list = provinces.get(id);
    if (list) list.push(mp);
    else provinces.set(id, [mp]);
  };
  const placed = new Set<Seed>();
  const seedless: Polygon[] = [];
  for (const component of area) {
    const inside = seeds.filter((s) => pointInPolygon(s.at, component));
    inside.forEach((s) => placed.add(s));
    const ids = [...new Set(inside.map((s) => s.province))];
    if (ids.length === 0) {
      seedless.push(component);
      continue;
    }
    if (ids.length === 1) {
      give(ids[0], [component]);
      continue;
    }
    const voronoi = Delaunay.from(inside.map((s) => s.at)).voronoi([0, 0, P.width, P.height]);
    // A cell can reach across a bay and cut off a piece of the far shore (a Swedish seed taking
    // the tip of Jutland). Pieces holding none of their province's seeds are such orphans: they
    // go to the neighbour they share most border with.
    const kept = new Map<string, Polygon[]>();
    const orphans: Polygon[] = [];
    const cellRings = inside.map((_s, i) => (voronoi.cellPolygon(i) ?? []).map((p) => [p[0], p[1]] as Pt));
    const wiggled = wiggle > 0 ? wiggleBorders(cellRings, inside.map((s) => s.province), wiggle) : cellRings;
    for (const id of ids) {
      const cells: Polygon[] = [];
      inside.forEach((s, i) => {
        if (s.province === id && wiggled[i].length > 3) cells.push([wiggled[i]]);
      });
      const region = pc.union([], ...cells);
      for (const poly of pc.intersection(region, [component])) {
        if (inside.some((s) => s.province === id && pointInPolygon(s.at, poly))) kept.set(id, [...(kept.get(id) ?? []), poly]);
        else orphans.push(poly);
      }
    }
    const vertexKey = (p: Pt): string => `${p[0].toFixed(5)},${p[1].toFixed(5)}`;
    const vertexSets = new Map([...kept].map(([id, polys]) => [id, new Set(polys.flatMap((poly) => poly[0].map(vertexKey)))]));
    for (const orphan of orphans) {
      // Most shared vertices wins; if none are shared exactly, the nearest piece.
      let bestId = '';
      let bestScore = -Infinity;
      for (const [id, set] of vertexSets) {
        const shared = orphan[0].filter((v) => set.has(vertexKey(v))).length;
        let near = Infinity;
        if (shared === 0) {
          for (const poly of kept.get(id)!) for (const v of poly[0]) for (const w of orphan[0]) near = Math.min(near, Math.hypot(v[0] - w[0], v[1] - w[1]));
        }
        const score = shared > 0 ? shared : -near;
        if (score > bestScore || (score === bestScore && id < bestId)) {
          bestScore = score;
          bestId = id;
        }
      }
      kept.get(bestId)!.push(orphan);
    }
    for (const [id, polys] of kept) give(id, polys.length === 1 ? [polys[0]] : pc.union([], ...polys.map((poly) => [poly] as MultiPolygon)));
  }
  const stray = seeds.filter((s) => !placed.has(s));
  if (stray.length) {
    const list = stray.map((s) => `${s.province} @ ${s.lonlat.join(',')}`).join('; ');
    throw new Error(`seed(s) outside their area (land seed in water, sea seed on land, or in a mask): ${list}`);
  }
  // Shores of the seeded pieces, to give each seedless island to its nearest neighbour.
  const shores = [...provinces].flatMap(([id, parts]) => parts.flatMap((mp) => mp.flatMap((poly) => poly[0].map((v) => ({ id, v })))));
  const claims: [string, Polygon][] = [];
  for (const island of seedless) {
    let bestId: string | undefined;
    let bestD = claimRadius;
    for (const { id, v } of shores) {
      for (const w of island[0]) {
        const d = Math.hypot(v[0] - w[0], v[1] - w[1]);
        if (d < bestD || (d === bestD && bestId !== undefined && id < bestId)) {
          bestD = d;
          bestId = id;
        }
      }
    }
    if (bestId) claims.push([bestId, island]);
    else unclaimed.push(island);
  }
  for (const [id, island] of claims) give(id, [island]);
  const merged = new Map<string, MultiPolygon>();
  for (const [id, parts] of provinces) merged.set(id, parts.length === 1 ? parts[0] : pc.union([], ...parts));
  return { provinces: merged, unclaimed };
}

/** FNV-1a hash of a string, as the seed of the shared deterministic PRNG. */
function rng(key: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return prng(h);
}

/** Midpoint displacement between a and b (exclusive), the same whichever way the edge is walked. */
function meander(a: Pt, b: Pt, amp: number): Pt[] {
  const ka = `${a[0].toFixed(3)},${a[1].toFixed(3)}`;
  const kb = `${b[0].toFixed(3)},${b[1].toFixed(3)}`;
  if (ka > kb) return meander(b, a, amp).reverse();
  const rand = rng(`${ka}|${kb}`);
  const split = (p: Pt, q: Pt, level: number): Pt[] => {
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (level === 0 || len < 2) return [];
    const off = len * amp * (rand() * 2 - 1);
    const m: Pt = [(p[0] + q[0]) / 2 - ((q[1] - p[1]) / len) * off, (p[1] + q[1]) / 2 + ((q[0] - p[0]) / len) * off];
    return [...split(p, m, level - 1), m, ...split(m, q, level - 1)];
  };
  return split(a, b, 4);
}

/**
 * Replace every Voronoi edge between cells of different provinces by a gentle deterministic
 * meander, so land borders look drawn rather than ruled. Both cells get the identical polyline.
 */
function wiggleBorders(cells: Ring[], owner: string[], amp: number): Ring[] {
  const key = (p: Pt): string => `${p[0]},${p[1]}`;
  const cellsAt = new Map<string, Set<number>>();
  cells.forEach((ring, i) =>
    ring.forEach((v) => {
      const set = cellsAt.get(key(v));
      if (set) set.add(i);
      else cellsAt.set(key(v), new Set([i]));
    }),
  );
  return cells.map((ring, i) => {
    if (ring.length < 4) return ring;
    const out: Ring = [];
    for (let k = 0; k + 1 < ring.length; k++) {
      const a = ring[k];
      const b = ring[k + 1];
      out.push(a);
      const atB = cellsAt.get(key(b)) ?? new Set<number>();
      const across = [...(cellsAt.get(key(a)) ?? [])].filter((j) => j !== i && atB.has(j));
      if (across.length === 1 && owner[across[0]] !== owner[i]) out.push(...meander(a, b, amp));
    }
    out.push(out[0]);
    return out;
  });
}

export { pc };
