// Builds our own map of each board (boards.ts): site/map/<board>.svg + its anchors file.
//   npx tsx scripts/map/build-map.ts [--board ID]          build, write, print MISSING/EXTRA adjacency
//   npx tsx scripts/map/build-map.ts [--board ID] --check  same, but exit 1 unless the drawing matches the rules
// Inputs: Natural Earth land (public domain, npm world-atlas), the board's seeds.json and masks.json
// (ours), and the board's engine map (ids, terrain, centres, adjacency). Output is deterministic.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { loadBoardRules, drawnAsSea, pairKey, type BoardRules } from './board-rules.js';
import { BOARDS, boardById, type Board, type LinkStyle } from './boards.js';
import { analyse, readMapSvg } from './analyse.js';
import type { Terrain } from '../../engine/map/index.js';
import { computeAnchors, type Anchors } from './anchors.js';
import {
  type LonLat,
  type MultiPolygon,
  type Polygon,
  type Projector,
  type Seed,
  frameRect,
  makeProjector,
  partition,
  pc,
  pointInPolygon,
  polygonArea,
  projectPolygon,
  projectedCountries,
  projectedLand,
  ringArea,
} from './geometry.js';

export type { Anchors };

// ---------------------------------------------------------------- inputs

interface SeedFile {
  provinces: Record<string, LonLat[]>;
  centres: Record<string, LonLat>;
  coasts: Record<string, LonLat>;
  anchors: Record<string, Record<string, LonLat>>;
}

interface MaskFile {
  /** Land no unit may enter: a country's outline (Switzerland) or, where the board leaves land unnamed, a lon/lat polygon (seed 004 §4). */
  impassable: { id: string; name: string; countries?: string[]; polygon?: LonLat[] }[];
  neutralIslands: { id: string; name: string; at: LonLat }[];
  /** Islands drawn as part of a sea-like space (the Baleares' islets, seed 004 §8): land colour, not a province. */
  islets: { id: string; name: string; at: LonLat }[];
  offBoard: { id: string; name: string; polygon: LonLat[] }[];
  landFills: { name: string; polygon: LonLat[] }[];
  waterCuts: { name: string; polygon: LonLat[] }[];
  neutralWater: { id: string; name: string; polygon: LonLat[] }[];
  /** One mark per pair of the board's `links`: its two ends, one in each space. */
  links: { between: [string, string]; line: [LonLat, LonLat] }[];
  /** Rivers and canals drawn over the land, along the shared borders of these province pairs. */
  waterways: { id: string; name: string; borders: [string, string][] }[];
}

const isLonLat = (v: unknown): v is LonLat =>
  Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n)) && Math.abs(v[0]) <= 180 && Math.abs(v[1]) <= 90;

function fail(file: string, where: string, what: string): never {
  throw new Error(`${file}: ${where}: ${what}`);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`${path}: ${(e as Error).message}`);
  }
}

export function loadSeeds(rules: BoardRules, path: string): SeedFile {
  const f = 'seeds.json';
  const raw = readJson(path) as Partial<SeedFile>;
  const provinces = raw.provinces ?? fail(f, 'top level', "missing 'provinces'");
  for (const [id, pts] of Object.entries(provinces)) {
    if (!rules.byId.has(id)) fail(f, `provinces.${id}`, 'not a province id of the engine map');
    if (!Array.isArray(pts) || pts.length === 0) fail(f, `provinces.${id}`, 'needs at least one [lon, lat] seed');
    pts.forEach((p, i) => isLonLat(p) || fail(f, `provinces.${id}[${i}]`, `not a [lon, lat] pair: ${JSON.stringify(p)}`));
  }
  for (const r of rules.provinces) if (!provinces[r.id]) fail(f, 'provinces', `no seeds for '${r.id}'`);
  const centres = raw.centres ?? fail(f, 'top level', "missing 'centres'");
  for (const r of rules.provinces) {
    if (r.supplyCenter && !isLonLat(centres[r.id])) fail(f, `centres.${r.id}`, 'supply centre needs a [lon, lat] city position');
  }
  for (const id of Object.keys(centres)) if (!rules.byId.get(id)?.supplyCenter) fail(f, `centres.${id}`, 'not a supply centre in the engine map');
  const coasts = raw.coasts ?? fail(f, 'top level', "missing 'coasts'");
  const allCoasts = rules.provinces.flatMap((p) => p.coasts);
  for (const c of allCoasts) if (!isLonLat(coasts[c])) fail(f, `coasts.${c}`, 'two-coast province needs a [lon, lat] fleet anchor per coast');
  for (const c of Object.keys(coasts)) if (!allCoasts.includes(c)) fail(f, `coasts.${c}`, 'not a coast of the engine map');
  const anchors = raw.anchors ?? {};
  for (const [kind, table] of Object.entries(anchors)) {
    if (!['unit', 'label', 'sc', 'dislodged'].includes(kind)) fail(f, `anchors.${kind}`, "kind must be 'unit', 'label', 'sc' or 'dislodged'");
    for (const [id, p] of Object.entries(table)) {
      if (!rules.byId.has(id)) fail(f, `anchors.${kind}.${id}`, 'not a province id');
      if (!isLonLat(p)) fail(f, `anchors.${kind}.${id}`, 'not a [lon, lat] pair');
    }
  }
  return { provinces, centres, coasts, anchors };
}

export function loadMasks(rules: BoardRules, path: string): MaskFile {
  const f = 'masks.json';
  const raw = readJson(path) as Partial<MaskFile>;
  const poly = (where: string, p: unknown): void => {
    if (!Array.isArray(p) || p.length < 3) fail(f, where, 'polygon needs at least 3 [lon, lat] points');
    p.forEach((q, i) => isLonLat(q) || fail(f, `${where}[${i}]`, `not a [lon, lat] pair: ${JSON.stringify(q)}`));
  };
  const out: MaskFile = {
    impassable: raw.impassable ?? [],
    neutralIslands: raw.neutralIslands ?? [],
    islets: raw.islets ?? [],
    offBoard: raw.offBoard ?? [],
    landFills: raw.landFills ?? [],
    waterCuts: raw.waterCuts ?? [],
    neutralWater: raw.neutralWater ?? [],
    links: raw.links ?? [],
    waterways: raw.waterways ?? [],
  };
  out.neutralIslands.forEach((m, i) => isLonLat(m.at) || fail(f, `neutralIslands[${i}] (${m.id})`, "'at' must be a [lon, lat] point on the island"));
  out.islets.forEach((m, i) => isLonLat(m.at) || fail(f, `islets[${i}] (${m.id})`, "'at' must be a [lon, lat] point on the island"));
  out.waterways.forEach((w, i) => {
    if (!Array.isArray(w.borders) || w.borders.length === 0) fail(f, `waterways[${i}] (${w.id})`, "'borders' needs at least one [province, province] pair");
    w.borders.forEach((pair, j) => pair.forEach((id) => rules.byId.has(id) || fail(f, `waterways[${i}].borders[${j}]`, `'${id}' is not a province`)));
  });
  out.offBoard.forEach((m, i) => poly(`offBoard[${i}] (${m.id}).polygon`, m.polygon));
  out.impassable.forEach((m, i) => {
    if (Boolean(m.countries) === Boolean(m.polygon)) fail(f, `impassable[${i}] (${m.id})`, "needs either 'countries' or 'polygon'");
    if (m.polygon) poly(`impassable[${i}] (${m.id}).polygon`, m.polygon);
  });
  out.landFills.forEach((m, i) => poly(`landFills[${i}].polygon`, m.polygon));
  out.waterCuts.forEach((m, i) => poly(`waterCuts[${i}].polygon`, m.polygon));
  out.neutralWater.forEach((m, i) => poly(`neutralWater[${i}] (${m.id}).polygon`, m.polygon));
  const declared = rules.links.map((l) => pairKey(...l.between)).sort();
  const marked = out.links.map((s) => pairKey(...s.between)).sort();
  if (declared.join() !== marked.join()) fail(f, 'links', `must mark exactly the board's links (${declared.join(', ')}), has ${marked.join(', ') || 'none'}`);
  out.links.forEach((s, i) => {
    s.between.forEach((id) => rules.byId.has(id) || fail(f, `links[${i}]`, `'${id}' is not a province`));
    s.line.forEach((p, j) => isLonLat(p) || fail(f, `links[${i}].line[${j}]`, 'not a [lon, lat] pair'));
  });
  return out;
}

// ---------------------------------------------------------------- geometry

export interface NeutralArea {
  id: string;
  name: string;
  kind: 'land' | 'water';
  /** 'impassable' for Switzerland (on the board, part of play), 'neutral' for off-board or islands, 'islet' for islands inside a sea-like space. */
  role: 'impassable' | 'neutral' | 'islet';
  geom: MultiPolygon;
}

export interface BoardGeometry {
  P: Projector;
  provinces: Map<string, MultiPolygon>;
  neutral: NeutralArea[];
}

/** Seedless islands farther than this (map units) from every land seed stay neutral. */
const CLAIM_RADIUS = 40;
/** Enclosed water smaller than this (units²) is filled as land. */
const MIN_WATER_AREA = 40;
/** Land borders meander by up to about this fraction of their length (seas keep the board's straight lines). */
const LAND_BORDER_WIGGLE = 0.12;

export function buildGeometry(board: Board, rules: BoardRules, seeds: SeedFile, masks: MaskFile): BoardGeometry {
  const P = makeProjector(board.frame);
  const frame = frameRect(P);
  let land = projectedLand(P, { simplifyArea: 0.15, minIslandArea: 1.5 });
  for (const fill of masks.landFills) land = pc.union(land, projectPolygon(P, fill.polygon));
  for (const cut of masks.waterCuts) land = pc.difference(land, projectPolygon(P, cut.polygon));
  land = pc.intersection(land, frame);
  // Lakes, lagoons and slivers left inside the land (e.g. round the Marmara fill) are land too.
  land = land.map((poly) => [poly[0], ...poly.slice(1).filter((hole) => Math.abs(ringArea(hole)) >= MIN_WATER_AREA)]);

  const neutral: NeutralArea[] = [];
  let blocked: MultiPolygon = [];
  for (const m of masks.impassable) {
    const shape = m.countries ? projectedCountries(P, m.countries) : [projectPolygon(P, m.polygon!)];
    const geom = pc.difference(pc.intersection(land, shape), blocked);
    neutral.push({ id: m.id, name: m.name, kind: 'land', role: 'impassable', geom });
    blocked = pc.union(blocked, geom);
  }
  for (const m of masks.offBoard) {
    const geom = pc.difference(pc.intersection(land, projectPolygon(P, m.polygon)), blocked);
    neutral.push({ id: m.id, name: m.name, kind: 'land', role: 'neutral', geom });
    blocked = pc.union(blocked, geom);
  }
  const landLeft = pc.difference(land, blocked);
  for (const [list, role] of [
    [masks.neutralIslands, 'neutral'],
    [masks.islets, 'islet'],
  ] as const) {
    for (const m of list) {
      const at = P.project(m.at);
      const island = landLeft.find((poly) => pointInPolygon(at, poly));
      if (!island) throw new Error(`masks.json: ${role === 'islet' ? 'islets' : 'neutralIslands'} '${m.id}': no land at ${m.at.join(', ')} (point in the sea, or outside the frame)`);
      neutral.push({ id: m.id, name: m.name, kind: 'land', role, geom: [island] });
      blocked = pc.union(blocked, [island]);
    }
  }
  const playableLand = pc.difference(land, blocked);

  const water = pc.difference(frame, land);
  let neutralWater: MultiPolygon = [];
  for (const m of masks.neutralWater) {
    const geom = pc.difference(pc.intersection(water, projectPolygon(P, m.polygon)), neutralWater);
    neutral.push({ id: m.id, name: m.name, kind: 'water', role: 'neutral', geom });
    neutralWater = pc.union(neutralWater, geom);
  }
  const playableWater = pc.difference(water, neutralWater);

  const seedList = (terrain: 'land' | 'sea'): Seed[] =>
    rules.provinces
      .filter((r) => drawnAsSea(r.terrain) === (terrain === 'sea'))
      .flatMap((r) => seeds.provinces[r.id].map((ll) => ({ province: r.id, lonlat: ll, at: P.project(ll) })));
  const landPart = partition(playableLand, seedList('land'), P, CLAIM_RADIUS, LAND_BORDER_WIGGLE);
  const seaPart = partition(playableWater, seedList('sea'), P, 0);
  if (landPart.unclaimed.length) neutral.push({ id: 'islets', name: 'Small islands far from any province', kind: 'land', role: 'neutral', geom: landPart.unclaimed });
  if (seaPart.unclaimed.length) neutral.push({ id: 'inland-water', name: 'Enclosed water (Caspian Sea, lakes)', kind: 'water', role: 'neutral', geom: seaPart.unclaimed });
  const provinces = new Map<string, MultiPolygon>();
  for (const r of rules.provinces) {
    const g = (drawnAsSea(r.terrain) ? seaPart : landPart).provinces.get(r.id);
    if (!g || g.length === 0) throw new Error(`province '${r.id}' came out empty: its seeds lie in no area it can claim`);
    provinces.set(r.id, g);
  }
  return { P, provinces, neutral };
}

// ---------------------------------------------------------------- SVG output

/** Coordinates are written in tenths of a map unit, relative (l dx dy), to keep the file small. */
function fmt(tenths: number): string {
  const neg = tenths < 0;
  const a = Math.abs(tenths);
  const int = Math.floor(a / 10);
  const frac = a % 10;
  const body = frac === 0 ? String(int) : int === 0 ? `.${frac}` : `${int}.${frac}`;
  return neg ? `-${body}` : body;
}

function joinNums(nums: number[]): string {
  let s = '';
  for (const n of nums) {
    const t = fmt(n);
    if (s === '' || t.startsWith('-')) s += t;
    else s += ` ${t}`;
  }
  return s;
}

export function pathData(mp: MultiPolygon): string {
  const parts: string[] = [];
  for (const poly of mp) {
    for (const ring of poly) {
      const pts: [number, number][] = [];
      for (const [x, y] of ring) {
        const q: [number, number] = [Math.round(x * 10), Math.round(y * 10)];
        const last = pts[pts.length - 1];
        if (!last || last[0] !== q[0] || last[1] !== q[1]) pts.push(q);
      }
      while (pts.length > 1 && pts[0][0] === pts[pts.length - 1][0] && pts[0][1] === pts[pts.length - 1][1]) pts.pop();
      if (pts.length < 3) continue;
      const rel: number[] = [];
      for (let i = 1; i < pts.length; i++) rel.push(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
      parts.push(`M${joinNums(pts[0])}l${joinNums(rel)}z`);
    }
  }
  return parts.join('');
}

const r1 = (n: number): number => Math.round(n * 10) / 10;

const BASE_STYLE = `
.province{stroke:var(--map-border,#6b6257);stroke-width:.6;stroke-linejoin:round}
.sea{fill:var(--map-sea,#bcd6ea)}
.land{fill:var(--map-land,#efe6cf)}
.water.neutral{fill:var(--map-water-neutral,#cddfec)}
.land.neutral{fill:var(--map-neutral,#d9d3c5);stroke:var(--map-border,#6b6257);stroke-width:.4}
.land.impassable{fill:var(--map-impassable,#c9c1b0);stroke:var(--map-border,#6b6257);stroke-width:.6}
.strait{stroke:var(--map-border,#6b6257);stroke-width:2;stroke-dasharray:2 1.5;fill:none}
.sc{fill:var(--map-sc,#fff);stroke:var(--map-sc-stroke,#333);stroke-width:1}
.home{fill:none;stroke-width:1.6}`.trim();

const LABEL_STYLE = `
.label{font:600 9px/1 system-ui,sans-serif;fill:var(--map-label,#3b352d);text-anchor:middle;dominant-baseline:central}
.label.sea-label{fill:var(--map-sea-label,#3f607a);font-style:italic}`.trim();

/** Only for boards that draw them, so that a board without them keeps its bytes. */
const ISLET_STYLE = '.land.islet{fill:var(--map-land,#efe6cf);stroke:var(--map-border,#6b6257);stroke-width:.3}';
const ARROW_STYLE = '.strait.arrow,.strait.point{stroke-dasharray:none;stroke-width:1.6;stroke-linecap:round;stroke-linejoin:round}';
const WATERWAY_STYLE = '.waterway{fill:none;stroke:var(--map-river,#4f86b5);stroke-width:2.4;stroke-linecap:round;stroke-linejoin:round}';

function mapStyle(rules: BoardRules, masks: MaskFile): string {
  const homes = Object.entries(rules.powerColours).map(([p, c]) => `.home.${p}{stroke:var(--power-${p},${c})}`);
  const homeLines: string[] = [];
  for (let i = 0; i < homes.length; i += 2) homeLines.push(homes.slice(i, i + 2).join(''));
  const extra = [
    masks.islets.length ? ISLET_STYLE : '',
    rules.links.some((l) => l.style !== 'line') ? ARROW_STYLE : '',
    masks.waterways.length ? WATERWAY_STYLE : '',
  ].filter(Boolean);
  return [BASE_STYLE, ...homeLines, ...extra, LABEL_STYLE].join('\n');
}

const fmtPt = (p: Pt2): string => `${r1(p[0])} ${r1(p[1])}`;
type Pt2 = [number, number];

/** The mark of a link: a dashed line, a double-headed arrow, or a small diamond at the meeting point. */
function linkPath(style: LinkStyle, a: Pt2, b: Pt2): string {
  if (style === 'line') return `M${a.join(' ')}L${b.join(' ')}`;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const u: Pt2 = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const n: Pt2 = [-u[1], u[0]];
  if (style === 'point') {
    const m: Pt2 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const r = 3.5;
    return `M${fmtPt([m[0] + u[0] * r, m[1] + u[1] * r])}L${fmtPt([m[0] + n[0] * r, m[1] + n[1] * r])}L${fmtPt([m[0] - u[0] * r, m[1] - u[1] * r])}L${fmtPt([m[0] - n[0] * r, m[1] - n[1] * r])}Z`;
  }
  const head = (tip: Pt2, dir: 1 | -1): string => {
    const back: Pt2 = [tip[0] - dir * u[0] * 4, tip[1] - dir * u[1] * 4];
    return `M${fmtPt([back[0] + n[0] * 3, back[1] + n[1] * 3])}L${fmtPt(tip)}L${fmtPt([back[0] - n[0] * 3, back[1] - n[1] * 3])}`;
  };
  return `M${fmtPt(a)}L${fmtPt(b)}${head(b, 1)}${head(a, -1)}`;
}

function writeSvg(board: Board, geo: BoardGeometry, rules: BoardRules, masks: MaskFile, anchors: Anchors | null): string {
  const { width: w, height: h } = geo.P;
  const lines: string[] = [];
  lines.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" fill-rule="evenodd" role="img" aria-labelledby="map-title">`);
  lines.push(`<title id="map-title">${board.title}</title>`);
  lines.push(
    board.id === 'standard'
      ? '<!-- Diplomacy Casebook standard map. MIT. Coastlines: Natural Earth (public domain) via world-atlas; provinces: our seeds (scripts/map/). -->'
      : `<!-- Diplomacy Casebook map of the ${board.id} board. MIT. Coastlines: Natural Earth (public domain) via world-atlas; provinces, rivers and canals: our seeds (scripts/map/boards/${board.id}/); the adjacency it is checked against: the engine's map data (see its README for its sources). -->`,
  );
  lines.push(`<style>${mapStyle(rules, masks)}</style>`);
  lines.push(`<rect id="frame" width="${w}" height="${h}" class="water neutral"/>`);
  const path = (id: string, cls: string, mp: MultiPolygon, extra = ''): string => `<path id="${id}" class="${cls}"${extra} d="${pathData(mp)}"/>`;
  const sorted = [...rules.provinces].sort((a, b) => a.id.localeCompare(b.id));
  lines.push('<g id="layer-sea">');
  for (const r of sorted.filter((p) => drawnAsSea(p.terrain))) lines.push(path(r.id, r.terrain === 'sea' ? 'province sea' : `province sea ${r.terrain}`, geo.provinces.get(r.id)!, ` data-terrain="${r.terrain}"`));
  lines.push('</g>');
  lines.push('<g id="layer-neutral-water">');
  for (const n of geo.neutral.filter((a) => a.kind === 'water')) lines.push(path(n.id, 'water neutral', n.geom));
  lines.push('</g>');
  lines.push('<g id="layer-land">');
  for (const r of sorted.filter((p) => !drawnAsSea(p.terrain))) lines.push(path(r.id, 'province land', geo.provinces.get(r.id)!, ` data-terrain="${r.terrain}"`));
  lines.push('</g>');
  lines.push('<g id="layer-impassable">');
  for (const n of geo.neutral.filter((a) => a.kind === 'land')) lines.push(path(n.id, `land ${n.role}`, n.geom));
  lines.push('</g>');
  if (anchors) {
    lines.push('<g id="layer-straits">');
    for (const w of anchors.waterways) lines.push(`<path id="waterway-${w.id}" class="waterway" d="${w.line.map((run) => `M${run.map((p) => p.join(' ')).join('L')}`).join('')}"/>`);
    for (const s of anchors.straits) lines.push(`<path id="strait-${s.between.join('-')}" class="${s.style === 'line' ? 'strait' : `strait ${s.style}`}" d="${linkPath(s.style, s.line[0], s.line[1])}"/>`);
    lines.push('</g>');
    lines.push('<g id="layer-sc">');
    for (const [id, a] of Object.entries(anchors.provinces)) {
      if (!a.sc) continue;
      if (a.home) lines.push(`<circle id="home-${id}" class="home ${a.home}" cx="${a.sc[0]}" cy="${a.sc[1]}" r="5.2"/>`);
      lines.push(`<circle id="sc-${id}" class="sc" cx="${a.sc[0]}" cy="${a.sc[1]}" r="3"/>`);
    }
    lines.push('</g>');
    lines.push('<g id="layer-labels">');
    for (const [id, a] of Object.entries(anchors.provinces)) {
      const cls = drawnAsSea(a.terrain as Terrain) ? 'label sea-label' : 'label';
      lines.push(`<text id="label-${id}" class="${cls}" x="${a.label[0]}" y="${a.label[1]}">${id.toUpperCase()}</text>`);
    }
    lines.push('</g>');
  }
  lines.push('<g id="layer-units"/>');
  lines.push('<g id="layer-orders"/>');
  lines.push('</svg>');
  return lines.join('\n') + '\n';
}

// ---------------------------------------------------------------- main

export interface BuiltMap {
  svg: string;
  anchors: Anchors;
  geo: BoardGeometry;
}

export async function buildMap(board: Board): Promise<BuiltMap> {
  const rules = loadBoardRules(board);
  const seeds = loadSeeds(rules, join(board.inputs, 'seeds.json'));
  const masks = loadMasks(rules, join(board.inputs, 'masks.json'));
  const geo = buildGeometry(board, rules, seeds, masks);
  const bare = writeSvg(board, geo, rules, masks, null);
  const styleOf = new Map(rules.links.map((l) => [pairKey(...l.between), l.style]));
  const anchors = await computeAnchors(bare, {
    svgName: basename(board.outSvg),
    P: geo.P,
    rules,
    centres: seeds.centres,
    coasts: seeds.coasts,
    overrides: seeds.anchors,
    straits: masks.links.map((l) => ({ ...l, style: styleOf.get(pairKey(...l.between))! })),
    waterways: masks.waterways.map((w) => ({ id: w.id, name: w.name, line: w.borders.flatMap(([a, b]) => sharedBorder(geo.provinces.get(a)!, geo.provinces.get(b)!)) })),
    impassable: geo.neutral.map((n) => ({ id: n.id, name: n.name, kind: n.kind, role: n.role })),
  });
  const svg = writeSvg(board, geo, rules, masks, anchors);
  if (process.env.MAP_DEBUG_SVG) writeFileSync(process.env.MAP_DEBUG_SVG, debugSvg(svg, geo, rules, seeds, anchors));
  return { svg, anchors, geo };
}

/**
 * The border two provinces share, as polylines: runs of consecutive vertices of one that are also
 * vertices of the other (neighbouring cells are cut from the same edges, so they share vertices).
 */
export function sharedBorder(a: MultiPolygon, b: MultiPolygon): Pt2[][] {
  const key = (p: Pt2): string => `${p[0].toFixed(2)},${p[1].toFixed(2)}`;
  const inB = new Set(b.flatMap((poly) => poly.flatMap((ring) => ring.map((p) => key(p as Pt2)))));
  const runs: Pt2[][] = [];
  for (const poly of a) {
    for (const raw of poly) {
      const ring = (raw.length > 1 && key(raw[0] as Pt2) === key(raw[raw.length - 1] as Pt2) ? raw.slice(0, -1) : raw) as Pt2[];
      const start = ring.findIndex((p) => !inB.has(key(p)));
      if (start < 0) continue;
      let run: Pt2[] = [];
      for (let k = 1; k <= ring.length; k++) {
        const p = ring[(start + k) % ring.length];
        if (inB.has(key(p))) run.push([r1(p[0]), r1(p[1])]);
        else {
          if (run.length >= 2) runs.push(run);
          run = [];
        }
      }
    }
  }
  return runs;
}

/** The map with every seed drawn and named, for tuning (MAP_DEBUG_SVG=/tmp/x.svg). */
function debugSvg(svg: string, geo: BoardGeometry, rules: BoardRules, seeds: SeedFile, anchors: Anchors): string {
  const marks = Object.values(anchors.provinces).flatMap((a) => [
    `<circle cx="${a.unit[0]}" cy="${a.unit[1]}" r="7" fill="#0a0" fill-opacity=".45" stroke="#060" stroke-width=".6"/>`,
    `<circle cx="${a.dislodged[0]}" cy="${a.dislodged[1]}" r="7" fill="none" stroke="#c0c" stroke-width=".8" stroke-dasharray="2 1"/>`,
    ...Object.entries(a.coasts ?? {}).map(([c, p]) => `<circle cx="${p[0]}" cy="${p[1]}" r="6" fill="#fa0" fill-opacity=".6"/><text x="${p[0] + 6}" y="${p[1]}" font-size="5">${c}</text>`),
  ]);
  const dots = rules.provinces.flatMap((r) =>
    seeds.provinces[r.id].map((ll, i) => {
      const [x, y] = geo.P.project(ll).map(r1);
      const c = drawnAsSea(r.terrain) ? '#06c' : '#c30';
      return `<circle cx="${x}" cy="${y}" r="1.6" fill="${c}"/><text x="${x + 2}" y="${y - 2}" font-size="5" fill="${c}">${r.id}${i}</text>`;
    }),
  );
  return svg.replace('<g id="layer-units"/>', `<g id="debug-seeds">${dots.join('')}${marks.join('')}</g><g id="layer-units"/>`);
}

async function buildOne(board: Board, check: boolean): Promise<boolean> {
  const t0 = Date.now();
  const { svg, anchors, geo } = await buildMap(board);
  const t1 = Date.now();
  mkdirSync(dirname(board.outSvg), { recursive: true });
  writeFileSync(board.outSvg, svg);
  writeFileSync(board.outAnchors, JSON.stringify(anchors, null, 1) + '\n');
  const rules = loadBoardRules(board);
  const result = analyse(await readMapSvg(svg), rules);
  const t2 = Date.now();
  const areas = [...geo.provinces].map(([id, mp]) => [id, mp.reduce((a, p) => a + polygonArea(p as Polygon), 0)] as const);
  const small = areas.filter(([, a]) => a < 150).map(([id, a]) => `${id} ${a.toFixed(0)}`);
  console.log(`[${board.id}] wrote ${board.outSvg} (${svg.length} bytes) and ${basename(board.outAnchors)}; build ${t1 - t0} ms, check ${t2 - t1} ms`);
  if (small.length) console.log(`small provinces (<150 units²): ${small.join(', ')}`);
  const { missing, extra, straitsDrawn, straitsNotInRules } = result.diff;
  console.log(`MISSING ${missing.length}: ${missing.join(' ')}`);
  console.log(`EXTRA ${extra.length}: ${extra.map((k) => (result.where.has(k) ? `${k}@${result.where.get(k)!.join(',')}` : k)).join(' ')}`);
  if (straitsDrawn.length) console.log(`LINKS ALSO DRAWN TOUCHING: ${straitsDrawn.map((k) => `${k}@${result.where.get(k)!.join(',')}`).join(' ')}`);
  if (straitsNotInRules.length) console.log(`LINKS NOT IN RULES: ${straitsNotInRules.join(' ')}`);
  if (result.nearMisses.length) console.log(`near misses (touch < threshold): ${result.nearMisses.join(' ')}`);
  if (result.problems.length) console.log(`PROBLEMS:\n  ${result.problems.join('\n  ')}`);
  console.log(`overlapping pixels: ${result.overlaps}${result.overlaps ? ` (${[...result.overlapPairs].sort((a, b) => Number(b.split(" ")[1]) - Number(a.split(" ")[1])).slice(0, 12).join(', ')})` : ''}`);
  const ok = !missing.length && !extra.length && !straitsDrawn.length && !straitsNotInRules.length && !result.problems.length;
  return ok || !check;
}

async function main(): Promise<void> {
  const opts = new Command()
    .name('build-map')
    .description('Build site/map/<board>.svg and its anchors from Natural Earth and our seeds, and check it against the rules')
    .option('--board <id>', `one board (${BOARDS.map((b) => b.id).join(', ')}); all when absent`)
    .option('--check', 'exit 1 unless every drawing matches its rules exactly')
    .parse()
    .opts<{ board?: string; check?: boolean }>();
  const boards = opts.board ? [boardById(opts.board)] : BOARDS;
  let ok = true;
  for (const b of boards) ok = (await buildOne(b, Boolean(opts.check))) && ok;
  if (!ok) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e: unknown) => {
    console.error(`build-map: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  });
}
