// From a phase (input, optional output) to what will be drawn: units at their anchors, each order
// as lines and rings, each outcome as a glyph. Two stages: `prepare` reads the phase (orders parsed,
// units placed, never throwing on bad data) and `draw` turns it into svgson nodes at a given size.

import type { INode } from 'svgson';
import { parseOrder, type Order } from '../../engine/orders/index.js';
import type { PhaseInput, PhaseOutput } from '../../engine/protocol/index.js';
import type { ExplanationStep } from '../../engine/adjudicate/index.js';
import type { Unit } from '../../engine/map/index.js';
import { baseMap, type GivenRoute } from './base-map.js';
import { gameMap } from './board.js';
import { add, bowed, dist, mul, perp, Polyline, type Box, type Pt } from './geometry.js';
import { badge, BROKEN_ROUTE, OPEN_ROUTE, bounceMark, burst, chip, chipBox, cross, cutMark, line, ring, unitGlyph, unitRadius, type Sizes, type UnitLook } from './glyphs.js';
import { extentOf } from './labels.js';
import type { Drawable } from './drawable.js';
import { type Lang, type LegendKey, RESULT_TEXT, WORDS } from './i18n.js';
import { GREY, INK, powerColour, powerMark } from './palette.js';
import { cellAt, nearestCellOf, roundedPath, routeKey, routeWithin, segmentClear, shapesOf, waterShapes } from './route.js';

export interface RenderInput {
  input: PhaseInput;
  output?: PhaseOutput;
  explanation?: ExplanationStep[];
  lang: Lang;
}

export interface UnitRec {
  power: string;
  type: string;
  loc: string;
  prov: string;
  /** Where it is drawn; null when its place is not on the map. */
  at: Pt | null;
  look: UnitLook;
  /** Orders given to it. */
  orders: number[];
  removed?: boolean;
  /** Dislodged with nowhere to retreat: it will be disbanded. */
  noRetreat?: boolean;
}

export interface OrderRec {
  i: number;
  power: string;
  text: string;
  order?: Order;
  parseError?: string;
  result?: string;
  unit?: UnitRec;
}

export interface Prepared {
  ri: RenderInput;
  phaseType: string;
  units: UnitRec[];
  /** Units in play for the orders: the dislodged ones in a retreat phase, the board otherwise. */
  byProv: Map<string, UnitRec>;
  /** Units standing on the board by province (after moving dislodged ones aside). */
  boardByProv: Map<string, UnitRec>;
  orders: OrderRec[];
  contested: string[];
  /** Things that could not be placed on the map, as short texts. */
  offMap: string[];
  /** Provinces named by the phase and its explanation: the crop covers them. */
  involved: Set<string>;
  /** Points the crop must contain. */
  points: Pt[];
}

/** The legend entries each kind of order drawing needs (units carry theirs explicitly). */
const KIND_LEGEND: Record<string, LegendKey[]> = {
  move: ['move'],
  'move convoyed': ['move', 'convoy'],
  retreat: ['retreat'],
  'convoy-route': ['convoy-alt'],
  'convoy-route broken': ['convoy-broken'],
  'convoy-broken': ['convoy-broken'],
  failed: ['move-failed'],
  'support-move': ['support-move'],
  'support-hold': ['support-hold'],
  cut: ['support-cut'],
  convoy: ['convoy'],
  hold: ['hold'],
  implied: ['implied'],
  void: ['illegal'],
  unknown: ['unknown'],
  standoff: ['standoff'],
};

export type { Drawable } from './drawable.js';

export interface Scene {
  drawables: Drawable[];
  legend: Set<LegendKey>;
  powers: Set<string>;
  /** Where a unit stands in each province (not the dislodged ones), for placing labels clear of it. */
  unitSpots: Map<string, Pt>;
  /** Provinces whose unit wears a ring (hold, support, convoy, build): labels go lower there. */
  ringed: Set<string>;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const str = (x: unknown): string => (typeof x === 'string' ? x : x === undefined || x === null ? '' : String(x));
const provOf = (loc: string) => loc.split('/')[0];

/** Where a unit standing at `loc` is drawn (a fleet on a coast at that coast's anchor). */
export function placeOf(loc: string): Pt | null {
  const a = baseMap().anchors[provOf(loc)];
  if (!a) return null;
  return a.coasts?.[loc] ?? a.unit;
}

function dislodgedPlace(loc: string): Pt | null {
  const a = baseMap().anchors[provOf(loc)];
  return a ? a.dislodged : null;
}

function normLoc(x: unknown): string {
  return str(x).trim().toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Stage 1: read the phase

export function prepare(ri: RenderInput): Prepared {
  const input: Partial<PhaseInput> = isObj(ri.input) ? ri.input : {};
  const output: Partial<PhaseOutput> | undefined = isObj(ri.output) ? ri.output : undefined;
  const phaseType = str(isObj(input.phase) ? input.phase.type : '') || 'movement';
  const offMap: string[] = [];
  const units: UnitRec[] = [];
  const boardByProv = new Map<string, UnitRec>();
  const byProv = new Map<string, UnitRec>();

  const outDislodged = phaseType === 'movement' && Array.isArray(output?.dislodged) ? output!.dislodged : [];
  const dislodgedProv = new Set(outDislodged.filter(isObj).map((d) => provOf(normLoc(d.loc))));
  const noRetreat = new Set(outDislodged.filter((d) => isObj(d) && Array.isArray(d.retreats) && d.retreats.length === 0).map((d) => provOf(normLoc(d.loc))));

  for (const u of Array.isArray(input.units) ? input.units : []) {
    if (!isObj(u)) continue;
    const loc = normLoc(u.loc);
    const prov = provOf(loc);
    const dis = dislodgedProv.has(prov);
    const at = dis ? dislodgedPlace(loc) : placeOf(loc);
    const rec: UnitRec = { power: str(u.power), type: str(u.type).toUpperCase(), loc, prov, at, look: dis ? 'dislodged' : 'normal', orders: [] };
    if (dis && noRetreat.has(prov)) rec.noRetreat = true;
    units.push(rec);
    if (!at) offMap.push(`${rec.power} ${rec.type} ${loc || '?'}`);
    if (!boardByProv.has(prov)) boardByProv.set(prov, rec);
  }
  if (phaseType === 'retreat') {
    for (const d of Array.isArray(input.dislodged) ? input.dislodged : []) {
      if (!isObj(d)) continue;
      const loc = normLoc(d.loc);
      const at = dislodgedPlace(loc);
      const rec: UnitRec = { power: str(d.power), type: str(d.type).toUpperCase(), loc, prov: provOf(loc), at, look: 'dislodged', orders: [] };
      units.push(rec);
      if (!at) offMap.push(`${rec.power} ${rec.type} ${loc || '?'}`);
      if (!byProv.has(rec.prov)) byProv.set(rec.prov, rec);
    }
  } else {
    for (const [p, u] of boardByProv) byProv.set(p, u);
  }

  // Orders, read with the same parser as the engine.
  const parsePhase = phaseType === 'retreat' || phaseType === 'adjustment' ? phaseType : 'movement';
  const unitAt = (p: string): Unit | undefined => {
    const u = byProv.get(p);
    return u && (u.type === 'A' || u.type === 'F') ? ({ power: u.power, type: u.type, loc: u.loc } as Unit) : undefined;
  };
  const outOrders = Array.isArray(output?.orders) ? output!.orders : [];
  const orders: OrderRec[] = [];
  (Array.isArray(input.orders) ? input.orders : []).forEach((o, i) => {
    const power = isObj(o) ? str(o.power) : '';
    const textIn = isObj(o) ? str(o.text) : str(o);
    const rec: OrderRec = { i, power, text: textIn };
    const res = outOrders[i];
    if (isObj(res) && typeof res.result === 'string') rec.result = res.result;
    let parsed: ReturnType<typeof parseOrder>;
    try {
      parsed = parseOrder(textIn, { phase: parsePhase, map: gameMap(), unitAt });
    } catch (e) {
      parsed = { ok: false, error: { message: e instanceof Error ? e.message : String(e), span: { start: 0, end: 0 } } };
    }
    if (parsed.ok) {
      rec.order = parsed.value.order;
      if (!rec.power && parsed.value.power) rec.power = parsed.value.power;
      if ('unit' in rec.order && rec.order.kind !== 'build') {
        rec.unit = byProv.get(provOf(rec.order.unit.loc));
        if (!rec.unit) {
          // An order for a unit that is not there: draw it from a ghost so it is still seen.
          const loc = rec.order.unit.loc;
          const at = phaseType === 'retreat' ? dislodgedPlace(loc) : placeOf(loc);
          if (at) {
            rec.unit = { power: rec.power, type: rec.order.unit.type ?? '?', loc, prov: provOf(loc), at, look: 'ghost', orders: [] };
            units.push(rec.unit);
          } else {
            offMap.push(textIn);
          }
        }
      }
    } else {
      rec.parseError = parsed.error.message;
      rec.unit = guessUnit(textIn, res, byProv);
      if (!rec.unit) offMap.push(`? ${textIn}`);
    }
    rec.unit?.orders.push(i);
    orders.push(rec);
  });

  // A dislodged unit that does not retreat is disbanded, ordered to or not.
  if (phaseType === 'retreat' && output) {
    for (const u of byProv.values()) {
      const retreated = u.orders.some((i) => orders[i].order?.kind === 'retreat' && orders[i].result === 'succeeds');
      if (!retreated) u.removed = true;
    }
  }

  const contested = (phaseType === 'retreat' ? input.contested : output?.contested) ?? [];
  const contestedList = (Array.isArray(contested) ? contested : []).map(normLoc).filter((p) => baseMap().anchors[p]);

  // What the crop must show.
  const involved = new Set<string>();
  const points: Pt[] = [];
  const addProv = (p: string) => {
    const a = baseMap().anchors[p];
    if (!a) return;
    involved.add(p);
    points.push(a.unit, a.label);
  };
  for (const u of units) {
    if (u.at) {
      points.push(u.at);
      addProv(u.prov);
    }
  }
  for (const o of orders) for (const loc of orderReach(o)) addLoc(loc);
  function addLoc(loc: string) {
    const p = placeOf(loc);
    if (p) points.push(p);
    addProv(provOf(loc));
  }
  for (const p of contestedList) addProv(p);
  for (const a of Array.isArray(output?.adjustments) ? output!.adjustments : []) if (isObj(a)) addLoc(normLoc(a.loc));
  for (const s of Array.isArray(ri.explanation) ? ri.explanation : []) {
    for (const p of Array.isArray(s?.provinces) ? s.provinces : []) addProv(normLoc(p));
  }

  return { ri, phaseType, units, byProv, boardByProv, orders, contested: contestedList, offMap, involved, points };
}

/** The places an order's drawing reaches besides its unit: a move's end, a support's or convoy's target and end, a build's place. */
export function orderReach(o: OrderRec): string[] {
  const ord = o.order;
  if (!ord) return [];
  if (ord.kind === 'move' || ord.kind === 'retreat') return [ord.to];
  if (ord.kind === 'support' || ord.kind === 'convoy') return ord.to ? [ord.target.loc, ord.to] : [ord.target.loc];
  if (ord.kind === 'build') return [ord.unit.loc];
  return [];
}

/** For an order the parser could not read: the unit the engine matched, or a province named in it. */
function guessUnit(textIn: string, res: unknown, byProv: Map<string, UnitRec>): UnitRec | undefined {
  if (isObj(res) && typeof res.unit === 'string') {
    const u = byProv.get(provOf(normLoc(res.unit.split(' ')[1])));
    if (u) return u;
  }
  for (const word of textIn.split(/[^\p{L}/]+/u)) {
    if (word.length < 3) continue;
    const l = gameMap().lookup(word);
    if (l.ok) {
      const u = byProv.get(provOf(l.loc));
      if (u) return u;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Stage 2: draw

const FAILED = new Set(['fails']);
const VOID = new Set(['illegal', 'invalid']);

export function draw(p: Prepared, s: Sizes): Scene {
  const out: Drawable[] = [];
  const legend = new Set<LegendKey>();
  const powers = new Set<string>();
  const ringed = new Set<string>();
  const lang = p.ri.lang;
  const m = baseMap();
  // The dislodged spot is a few map units beside the unit's; at large unit sizes push it further
  // out along the same direction so the dislodged unit stands clear of the one taking its place.
  for (const u of p.units) {
    const a = m.anchors[u.prov];
    if (u.look !== 'dislodged' || !a) continue;
    const v: Pt = [a.dislodged[0] - a.unit[0], a.dislodged[1] - a.unit[1]];
    const k = Math.max(1, (s.R * 2.3) / Math.max(1e-6, Math.hypot(v[0], v[1])));
    u.at = add(a.unit, mul(v, k));
  }
  const occupied = new Set<string>([...p.boardByProv.keys()]);
  for (const c of p.contested) occupied.add(c);
  const startTrim = (u: UnitRec | undefined) => (u ? unitRadius(u.type, s) + s.R * 0.25 : s.R * 0.5);
  const endTrim = (loc: string) => (occupied.has(provOf(loc)) ? s.R * 1.3 : s.R * 0.5);
  const push = (layer: Drawable['layer'], nodes: INode[], orders: number[], provinces: string[] = [], kind?: string, keys?: LegendKey[], power?: string) => {
    if (!nodes.length) return;
    const o = orders.length ? p.orders[orders[0]] : undefined;
    const coloured = o && !(o.result !== undefined && VOID.has(o.result)) && kind !== 'implied' && kind !== 'unknown';
    out.push({ layer, nodes, orders, provinces, kind, keys: keys ?? KIND_LEGEND[kind ?? ''] ?? [], power: power ?? (coloured ? o.power || o.unit?.power : undefined) });
  };
  const xSize = s.R * 0.72;
  const chipSize = s.R * 1.05;
  // Chips are placed last, once every unit, arrowhead and mark is drawn: each takes the first of
  // its spots where it covers none of them (nor another chip).
  const wishes: ChipWish[] = [];
  const voidChip = (o: OrderRec, spots: Pt[]) => {
    legend.add('illegal');
    wishes.push({ label: RESULT_TEXT[o.result!]?.[lang] ?? o.result!, spots, orders: [o.i], kind: 'void' });
  };
  const onLine = (pl: Polyline) => chipSpotsAlong(pl, chipSize);
  const nearUnit = (at: Pt, k: number) => chipSpotsAround(at, s.R * k, chipSize);

  // Moves and retreats first: supports attach to them.
  const movePaths = new Map<number, Polyline>();
  const moveKey = (from: string, to: string) => `${provOf(from)}>${provOf(to)}`;
  const movesByKey = new Map<string, number>();
  for (const o of p.orders) {
    if (o.order?.kind === 'move' && o.unit) movesByKey.set(moveKey(o.unit.loc, o.order.to), o.i);
  }
  const convoysFor = (o: OrderRec) =>
    p.orders.filter(
      (c) =>
        c.order?.kind === 'convoy' &&
        o.order?.kind === 'move' &&
        o.unit &&
        provOf(c.order.target.loc) === o.unit.prov &&
        provOf(c.order.to) === provOf(o.order.to) &&
        c.unit?.at,
    );
  const convoyRouteDrawn = new Set<number>();

  for (const o of p.orders) {
    const ord = o.order;
    if (!ord || (ord.kind !== 'move' && ord.kind !== 'retreat') || !o.unit?.at) continue;
    const from = o.unit.at;
    const to = placeOf(ord.to);
    if (!to) {
      legend.add('unknown');
      wishes.push({ label: `→ ${ord.to} ?`, spots: nearUnit(from, 2), orders: [o.i], kind: 'unknown' });
      continue;
    }
    const isVoid = o.result !== undefined && VOID.has(o.result);
    const failed = o.result !== undefined && FAILED.has(o.result);
    const colour = isVoid ? GREY : powerColour(o.power || o.unit.power);
    if (!isVoid) powers.add(o.power || o.unit.power);
    let raw: Polyline;
    const secondary: { pl: Polyline; broken: boolean; at: Pt }[] = [];
    const fleets = ord.kind === 'move' ? convoysFor(o) : [];
    const adjacent = gameMap().adjacentProvinces(o.unit.prov).includes(provOf(ord.to));
    const convoyed = fleets.length > 0 && ord.kind === 'move' && (ord.viaConvoy || !adjacent);
    if (convoyed) {
      const good = fleets.filter((f) => f.result !== 'disrupted' && f.unit?.look !== 'dislodged');
      const byProvF = new Map(fleets.map((f) => [f.unit!.prov, f]));
      const chainOf = (cands: OrderRec[]) => chain(o.unit!.prov, provOf(ord.to), cands.map((f) => f.unit!.prov));
      const primary = (good.length ? chainOf(good) : null) ?? chainOf(fleets) ?? fleets.map((f) => f.unit!.prov);
      const stop = (pv: string) => ({ prov: pv, at: byProvF.get(pv)!.unit!.at! });
      raw = overWater({ prov: o.unit.prov, at: from }, primary.map(stop), { prov: provOf(ord.to), at: to });
      for (const f of fleets) {
        convoyRouteDrawn.add(f.i);
        if (primary.includes(f.unit!.prov)) continue;
        const others = fleets.map((x) => x.unit!.prov).filter((pv) => pv !== f.unit!.prov);
        const a = chain(o.unit.prov, f.unit!.prov, others, true) ?? [];
        const b = chain(f.unit!.prov, provOf(ord.to), others.filter((x) => !a.includes(x)), true) ?? [];
        const stops = [...a, f.unit!.prov, ...b].map(stop);
        const broken = f.result === 'disrupted' || f.unit!.look === 'dislodged';
        const pl = overWater({ prov: o.unit.prov, at: from }, stops, { prov: provOf(ord.to), at: to });
        // The ✕ of a broken route sits on the route just past the fleet that breaks it.
        secondary.push({ pl, broken, at: pl.at(pl.arcNear(f.unit!.at!) + s.R * 3.2) });
      }
      legend.add('convoy');
    } else {
      const back = movesByKey.get(moveKey(ord.to, o.unit.loc));
      const headToHead = ord.kind === 'move' && back !== undefined && back !== o.i;
      raw = headToHead ? bowed(from, to, 0.2) : between(o.unit.prov, from, provOf(ord.to), to, o.unit.type === 'F');
    }
    const pl = raw.trim(startTrim(o.unit), endTrim(ord.to));
    movePaths.set(o.i, pl);
    const retreat = ord.kind === 'retreat';
    push(
      'arrows',
      line(pl, {
        colour,
        width: retreat ? s.lw * 0.95 : s.lw,
        head: retreat ? 'hollow' : 'solid',
        double: retreat,
        dash: isVoid ? `${s.lw * 0.9} ${s.lw * 0.9}` : undefined,
        opacity: failed || isVoid ? 0.75 : undefined,
      }),
      [o.i],
      [],
      retreat ? 'retreat' : convoyed ? 'move convoyed' : 'move',
    );
    for (const sec of secondary) {
      const sp = sec.pl.trim(startTrim(o.unit), endTrim(ord.to));
      push('lines', line(sp, { colour, ...(sec.broken ? BROKEN_ROUTE(s) : OPEN_ROUTE(s)) }), [o.i, ...fleets.map((f) => f.i)], [], sec.broken ? 'convoy-route broken' : 'convoy-route');
      if (!sec.broken) legend.add('convoy-alt');
      if (sec.broken) {
        legend.add('convoy-broken');
        push('marks', [cross(sec.at, xSize)], fleets.filter((f) => f.result === 'disrupted').map((f) => f.i), [], 'convoy-broken');
      }
    }
    legend.add(retreat ? 'retreat' : 'move');
    if (failed) {
      legend.add('move-failed');
      push('marks', [cross(pl.at(pl.length * (pl.length > s.R * 6 ? 0.78 : 0.55)), xSize)], [o.i], [], 'failed');
    }
    if (isVoid) voidChip(o, onLine(pl));
  }

  // Supports and convoys.
  const supportCount = new Map<number, number>();
  const ringCount = new Map<UnitRec, number>();
  const implied = new Map<string, Polyline>();
  const impliedArrow = (fromLoc: string, toLoc: string, orderIdx: number): Polyline | null => {
    const key = moveKey(fromLoc, toLoc);
    const hit = implied.get(key);
    if (hit) return hit;
    const u = p.boardByProv.get(provOf(fromLoc));
    const a = u?.at ?? placeOf(fromLoc);
    const b = placeOf(toLoc);
    if (!a || !b) return null;
    const pl = new Polyline([a, b]).trim(startTrim(u), endTrim(toLoc));
    implied.set(key, pl);
    legend.add('implied');
    push('lines', line(pl, { colour: GREY, width: s.lw * 0.55, head: 'chevron', dash: `${s.lw * 0.9} ${s.lw * 0.9}` }), [orderIdx], [], 'implied');
    return pl;
  };
  for (const o of p.orders) {
    const ord = o.order;
    if (!ord || !o.unit?.at) continue;
    const isVoid = o.result !== undefined && VOID.has(o.result);
    const colour = isVoid ? GREY : powerColour(o.power || o.unit.power);
    if (ord.kind === 'support') {
      if (!isVoid) powers.add(o.power || o.unit.power);
      const from = o.unit.at;
      let pl: Polyline | null = null;
      if (ord.to) {
        const j = movesByKey.get(moveKey(ord.target.loc, ord.to));
        const target = j !== undefined ? movePaths.get(j) : undefined;
        const attachTo = target ?? impliedArrow(ord.target.loc, ord.to, o.i);
        if (attachTo) {
          const k = j !== undefined ? (supportCount.get(j) ?? 0) : 0;
          if (j !== undefined) supportCount.set(j, k + 1);
          // Staggered along the arrow; of the spots, the first the supporter sees without crossing
          // a third province (the supported unit's and the destination's are on the way).
          const fracs = [0.45, 0.3, 0.6, 0.2, 0.68];
          const order = [...fracs.slice(k % 5), ...fracs.slice(0, k % 5)];
          const near = shapesOf([o.unit.prov, provOf(ord.target.loc), provOf(ord.to)]);
          near.add(cellAt(from));
          if (o.unit.type === 'F') for (const w of waterShapes()) near.add(w);
          const clear = order.map((f) => attachTo.at(attachTo.length * f)).find((e) => segmentClear(from, e, near));
          const end = clear ?? attachTo.at(attachTo.length * order[0]);
          const path = clear ? new Polyline([from, end]) : between(o.unit.prov, from, provOf(ord.to), end, o.unit.type === 'F');
          pl = path.trim(startTrim(o.unit), s.R * 0.3);
          legend.add('support-move');
        }
      } else {
        const tu = p.byProv.get(provOf(ord.target.loc)) ?? p.boardByProv.get(provOf(ord.target.loc));
        const tat = tu?.at ?? placeOf(ord.target.loc);
        if (tat) {
          const k = tu ? (ringCount.get(tu) ?? 0) : 0;
          if (tu) ringCount.set(tu, k + 1);
          const r = unitRadius(tu?.type ?? 'A', s) + s.R * (0.55 + 0.4 * k);
          push('rings', ring(tat, r, colour, s.lw * 0.55, `${s.lw * 1.1} ${s.lw * 0.7}`), [o.i], [], 'support-hold');
          ringed.add(provOf(ord.target.loc));
          if (dist(from, tat) > r + s.R) pl = between(o.unit.prov, from, provOf(ord.target.loc), tat, o.unit.type === 'F').trim(startTrim(o.unit), r);
          legend.add('support-hold');
        }
      }
      if (pl) {
        const look = { colour, width: s.lw * 0.72, head: ord.to ? ('dot' as const) : ('none' as const), dash: `${s.lw * 1.6} ${s.lw * 1.1}` };
        push('lines', line(pl, look), [o.i], [], ord.to ? 'support-move' : 'support-hold');
        if (o.result === 'cut') {
          legend.add('support-cut');
          const at = pl.at(Math.min(pl.length * 0.4, s.R * 3.2));
          push('marks', [cutMark(at, pl.dirAt(0), s.R * 0.62)], [o.i], [], 'cut');
        }
        if (isVoid) voidChip(o, onLine(pl));
      } else if (isVoid) {
        voidChip(o, nearUnit(from, 2.2));
      }
    } else if (ord.kind === 'convoy') {
      if (!isVoid) powers.add(o.power || o.unit.power);
      const r = unitRadius('F', s) + s.R * 0.45;
      push('rings', ring(o.unit.at, r, colour, s.lw * 0.55, `${s.lw * 2} ${s.lw * 0.8} ${s.lw * 0.4} ${s.lw * 0.8}`), [o.i], [], 'convoy');
      ringed.add(o.unit.prov);
      legend.add('convoy');
      if (!convoyRouteDrawn.has(o.i)) {
        // No matching army move: show what the fleet offered, greyed.
        const tu = p.boardByProv.get(provOf(ord.target.loc));
        const a = tu?.at ?? placeOf(ord.target.loc);
        const b = placeOf(ord.to);
        if (a && b) {
          const pl = overWater({ prov: provOf(ord.target.loc), at: a }, [{ prov: o.unit.prov, at: o.unit.at }], { prov: provOf(ord.to), at: b }).trim(startTrim(tu), endTrim(ord.to));
          push('lines', line(pl, { colour: GREY, width: s.lw * 0.55, head: 'chevron', dash: `${s.lw * 0.9} ${s.lw * 0.9}` }), [o.i], [], 'implied');
          legend.add('implied');
        }
        if (o.result === 'disrupted') {
          legend.add('convoy-broken');
          push('marks', [cross(add(o.unit.at, [s.R * 1.6, s.R * 1.2]), xSize)], [o.i], [], 'convoy-broken');
        }
      }
      if (isVoid) voidChip(o, nearUnit(o.unit.at, 2.6));
    } else if (ord.kind === 'hold') {
      if (!isVoid) powers.add(o.power || o.unit.power);
      push('rings', ring(o.unit.at, unitRadius(o.unit.type, s) + s.R * 0.4, colour, s.lw * 0.6), [o.i], [], 'hold');
      ringed.add(o.unit.prov);
      legend.add('hold');
      if (isVoid) voidChip(o, nearUnit(o.unit.at, 2.4));
    } else if (ord.kind === 'disband') {
      if (isVoid) voidChip(o, nearUnit(o.unit.at, 2.4));
      else {
        o.unit.removed = true;
        legend.add(p.phaseType === 'adjustment' ? 'remove' : 'disband');
      }
    } else if (ord.kind !== 'move' && ord.kind !== 'retreat' && ord.kind !== 'build' && ord.kind !== 'waive') {
      if (isVoid) voidChip(o, nearUnit(o.unit.at, 2.4));
    }
  }

  // Builds (and removals the engine chose by default).
  const built: UnitRec[] = [];
  const buildOrders = p.orders.filter((o) => o.order?.kind === 'build');
  for (const o of buildOrders) {
    const ord = o.order as Extract<Order, { kind: 'build' }>;
    const at = placeOf(ord.unit.loc);
    const isVoid = o.result !== undefined && (VOID.has(o.result) || FAILED.has(o.result));
    if (!at) {
      p.offMap.push(o.text);
      continue;
    }
    const rec: UnitRec = { power: o.power, type: ord.unit.type ?? '?', loc: ord.unit.loc, prov: provOf(ord.unit.loc), at, look: isVoid ? 'ghost' : 'built', orders: [o.i] };
    built.push(rec);
    if (isVoid) voidChip(o, nearUnit(at, 2.4));
  }
  const adjustments = Array.isArray(p.ri.output?.adjustments) ? p.ri.output!.adjustments : [];
  for (const a of adjustments) {
    if (!isObj(a)) continue;
    const loc = normLoc(a.loc);
    if (a.action === 'build' && !built.some((b) => b.prov === provOf(loc) && b.look === 'built')) {
      const at = placeOf(loc);
      if (at) built.push({ power: str(a.power), type: str(a.type), loc, prov: provOf(loc), at, look: 'built', orders: [] });
    } else if (a.action === 'remove') {
      const u = p.boardByProv.get(provOf(loc));
      if (u) u.removed = true;
      legend.add('remove');
    }
  }

  // Units.
  const unitSpots = new Map<string, Pt>();
  for (const u of [...p.units, ...built]) {
    if (!u.at) continue;
    if (u.look !== 'dislodged') unitSpots.set(u.prov, u.at);
    if (u.look === 'built') ringed.add(u.prov);
    if (u.look !== 'ghost' && u.power) powers.add(u.power);
    legend.add(u.type === 'F' ? 'fleet' : u.type === 'A' ? 'army' : 'unknown');
    const nodes: INode[] = [unitGlyph(u.at, u.type, powerColour(u.power), powerMark(u.power), s, u.look)];
    const R = s.R;
    // A unit disbanded in the retreat phase is no longer "to retreat": only its ✕ is drawn.
    const gone = u.removed && p.phaseType === 'retreat';
    if (u.look === 'dislodged' && !gone) {
      legend.add(u.noRetreat ? 'no-retreat' : 'dislodged');
      nodes.push(burst(add(u.at, [R * 1.25, -R * 1.05]), R * 0.62));
      if (u.noRetreat) nodes.push(cross(u.at, R * 1.3, 0.32));
    }
    if (gone) legend.add('disband');
    if (u.look === 'built') {
      legend.add('build');
      nodes.unshift(...ring(u.at, unitRadius(u.type, s) + R * 0.5, INK, s.lw * 0.4, `${s.lw * 0.8} ${s.lw * 0.6}`));
      nodes.push(badge(add(u.at, [-R * 1.2, -R * 1.1]), R * 0.55, '+'));
    }
    if (u.removed) {
      nodes.push(cross(u.at, R * 1.3, 0.32));
      if (p.phaseType === 'adjustment') nodes.push(badge(add(u.at, [-R * 1.2, -R * 1.1]), R * 0.55, '-'));
    }
    const keys: LegendKey[] = [u.type === 'F' ? 'fleet' : u.type === 'A' ? 'army' : 'unknown'];
    if (u.look === 'dislodged' && !gone) keys.push(u.noRetreat ? 'no-retreat' : 'dislodged');
    if (u.look === 'built') keys.push('build');
    if (u.removed) keys.push(p.phaseType === 'adjustment' ? 'remove' : 'disband');
    push('units', nodes, u.orders, [u.prov], 'unit', keys, u.look !== 'ghost' && u.power ? u.power : undefined);
  }

  // Standoffs.
  for (const c of p.contested) {
    const a = m.anchors[c];
    if (!a) continue;
    legend.add('standoff');
    push('marks', [bounceMark(a.unit, s.R * 0.95)], [], [c], 'standoff');
  }

  // Orders that could not be read, next to their unit.
  for (const o of p.orders) {
    if (!o.parseError || !o.unit?.at) continue;
    legend.add('unknown');
    wishes.push({ label: `? ${WORDS.unreadable[lang]}`, spots: nearUnit(o.unit.at, 2.3), orders: [o.i], kind: 'unknown' });
  }
  placeChips(wishes, out, chipSize).forEach((c) => push('chips', [chip(c.at, c.label, chipSize, '#555555')], c.orders, [], c.kind));
  if (p.offMap.length) legend.add('unknown');
  for (const c of p.contested) if (!unitSpots.has(c) && m.anchors[c]) unitSpots.set(c, m.anchors[c].unit);
  return { drawables: out, legend, powers, unitSpots, ringed };
}

/** A chip to place ("illegal", "void", "?"): its text and the spots it may take, best first. */
interface ChipWish {
  label: string;
  spots: Pt[];
  orders: number[];
  kind: 'void' | 'unknown';
}

/** Spots on a line for its chip: the middle first, then further out, then beside the line. */
function chipSpotsAlong(pl: Polyline, size: number): Pt[] {
  const out: Pt[] = [];
  const fracs = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8];
  for (const side of [0, 1, -1, 2, -2]) {
    for (const f of fracs) {
      const at = pl.at(pl.length * f);
      const n = perp(pl.dirAt(pl.length * f));
      out.push(add(at, mul(n, side * size * 1.6)));
    }
  }
  return out;
}

/** Spots round a unit for its chip: above it first, then below, beside and further out. */
function chipSpotsAround(at: Pt, r: number, size: number): Pt[] {
  const out: Pt[] = [];
  for (const k of [1, 1.5, 2.1]) {
    const d = r * k;
    out.push(add(at, [0, -d]), add(at, [0, d]), add(at, [d + size, 0]), add(at, [-d - size, 0]), add(at, [d, -d]), add(at, [-d, -d]), add(at, [d, d]), add(at, [-d, d]));
  }
  return out;
}

/**
 * Where each chip goes: the first of its spots whose box covers no unit, arrowhead, mark or chip
 * already placed; its first spot when every one is taken (bad input crowding the map).
 */
function placeChips(wishes: readonly ChipWish[], drawn: readonly Drawable[], size: number): (ChipWish & { at: Pt })[] {
  const taken: Box[] = [];
  for (const d of drawn) {
    if (d.layer === 'units' || d.layer === 'marks' || d.layer === 'chips') for (const n of d.nodes) taken.push(extentOf(n));
    else for (const n of d.nodes) for (const head of headsIn(n)) taken.push(extentOf(head));
  }
  const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
  return wishes.map((w) => {
    const at = w.spots.find((p) => !taken.some((t) => overlaps(chipBox(w.label, p, size), t))) ?? w.spots[0];
    taken.push(chipBox(w.label, at, size));
    return { ...w, at };
  });
}

/** The arrowheads (and support dots) among a line drawing's nodes: what `line` marks with class "head". */
export function headsIn(n: INode): INode[] {
  if ((n.attributes.class ?? '').split(' ').includes('head')) return [n];
  return n.name === 'g' ? n.children.flatMap(headsIn) : [];
}

/** A place on the map: the province and the point drawn in it. */
interface Stop {
  prov: string;
  at: Pt;
}

/**
 * A convoyed army's path: from its province through each fleet's sea in order to the destination,
 * each leg kept on the two provinces it joins (and neutral water), so it never crosses land.
 */
export function overWater(army: Stop, fleets: readonly Stop[], dest: Stop): Polyline {
  // The army reaches the sea of the first fleet where that sea comes nearest, and leaves the last
  // fleet's sea where it comes nearest its destination: the land crossed is no more than that
  // (schema 29: from London straight to the Thames, not across East Anglia to the North Sea).
  const first = fleets[0] ? shoreOf(army, fleets[0].prov) : undefined;
  const last = fleets.length ? shoreOf(dest, fleets[fleets.length - 1].prov) : undefined;
  const stops = [first ? { prov: fleets[0].prov, at: first } : army, ...fleets, last ? { prov: fleets[fleets.length - 1].prov, at: last } : dest];
  const neutralWater = waterShapes();
  const all = new Set<number>(neutralWater);
  const pts: Pt[] = [stops[0].at];
  for (let k = 0; k + 1 < stops.length; k++) {
    const allowed = shapesOf([stops[k].prov, stops[k + 1].prov]);
    for (const i of allowed) all.add(i);
    const leg = routeWithin(stops[k].at, stops[k + 1].at, allowed) ?? [stops[k].at, stops[k + 1].at];
    pts.push(...leg.slice(1));
  }
  const sea = roundedPath(pts, onlySeasAndEnds(all, ...(first ? [] : [army.prov]), ...(last ? [] : [dest.prov])));
  return new Polyline([...(first ? [army.at] : []), ...sea.pts, ...(last ? [dest.at] : [])]);
}

/**
 * Where a unit standing at `from` (on land) meets the sea `sea`: the point of that sea nearest to
 * it, when the straight way there stays in its own province; undefined when it stands at sea or no
 * such point is in sight.
 */
function shoreOf(from: Stop, sea: string): Pt | undefined {
  const own = shapesOf([from.prov]);
  const water = shapesOf([sea]);
  if ([...own].some((i) => waterShapes().includes(i))) return undefined;
  const near = nearestCellOf(from.at, water);
  if (!near) return undefined;
  const allowed = new Set([...own, ...water]);
  return segmentClear(from.at, near, allowed) ? near : undefined;
}

/** Water shapes plus the two end provinces: where a rounded convoy curve may go. */
function onlySeasAndEnds(cands: ReadonlySet<number>, ...ends: string[]): Set<number> {
  const water = new Set(waterShapes());
  const out = new Set<number>([...cands].filter((i) => water.has(i)));
  for (const i of shapesOf(ends)) out.add(i);
  return out;
}

/**
 * A line between two provinces that stays inside them where it can (a fleet may also cross water),
 * instead of cutting a corner of a third province: straight when that is clear, else routed.
 */
export function between(fromProv: string, from: Pt, toProv: string, to: Pt, fleet = false): Polyline {
  const allowed = betweenAllowed(fromProv, from, toProv, to, fleet);
  if (segmentClear(from, to, allowed)) return new Polyline([from, to]);
  const path = routeWithin(from, to, allowed);
  return path ? roundedPath(path, allowed) : new Polyline([from, to]);
}

/** Where a line between two provinces may run: the two provinces (and all water for a fleet), and the cells its ends stand on. */
function betweenAllowed(fromProv: string, from: Pt, toProv: string, to: Pt, fleet: boolean): Set<number> {
  const allowed = shapesOf([fromProv, toProv]);
  if (fleet) for (const i of waterShapes()) allowed.add(i);
  allowed.add(cellAt(from));
  allowed.add(cellAt(to));
  return allowed;
}

/**
 * The routes of the current board's moves between neighbouring places (each unit type, each
 * coast) that are no straight line, for the board's art made at build time
 * (site/pages/maps/board-[board].json.ts): a browser then draws such a move without searching (a
 * fleet's search covers the whole board). A move between the same places from elsewhere (a
 * dislodged unit's spot) still searches.
 */
export function moveRoutes(): GivenRoute[] {
  const map = gameMap();
  const found = new Map<string, Pt[] | null>();
  for (const province of map.provinceIds) {
    for (const type of ['A', 'F'] as const) {
      for (const from of map.locsOf(province, type)) {
        for (const to of map.neighbours(type, from)) {
          const route = moveRoute(type, from, to);
          if (route) found.set(...route);
        }
      }
    }
  }
  return [...found];
}

/** The route a move from one place to another is drawn along (draw, between), keyed as routeWithin keys it; undefined when it is a straight line. */
export function moveRoute(type: 'A' | 'F', from: string, to: string): GivenRoute | undefined {
  const [a, b] = [placeOf(from), placeOf(to)];
  if (!a || !b) return undefined;
  const allowed = betweenAllowed(provOf(from), a, provOf(to), b, type === 'F');
  return segmentClear(a, b, allowed) ? undefined : [routeKey(a, b, allowed), routeWithin(a, b, allowed)];
}

/**
 * Shortest chain of fleet provinces from a start province to a goal province: the first touches
 * the start, each touches the next, the last touches the goal. Null when none; [] when the start
 * touches the goal and `allowDirect` is set.
 */
export function chain(start: string, goal: string, nodes: readonly string[], allowDirect = false): string[] | null {
  const adj = (a: string, b: string) => gameMap().adjacentProvinces(a).includes(b);
  if (allowDirect && adj(start, goal)) return [];
  const prev = new Map<string, string | null>();
  const queue: string[] = [];
  for (const n of nodes) {
    if (adj(start, n) && !prev.has(n)) {
      prev.set(n, null);
      queue.push(n);
    }
  }
  while (queue.length) {
    const cur = queue.shift()!;
    if (adj(cur, goal)) {
      const path = [cur];
      let x = prev.get(cur);
      while (x) {
        path.unshift(x);
        x = prev.get(x);
      }
      return path;
    }
    for (const n of nodes) {
      if (!prev.has(n) && adj(cur, n)) {
        prev.set(n, cur);
        queue.push(n);
      }
    }
  }
  return null;
}
