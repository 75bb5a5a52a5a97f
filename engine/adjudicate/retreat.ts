// Retreat phase: each dislodged unit retreats to a free adjacent province or disbands.
// A retreat may not enter an occupied province, the attacker's origin, or a province left empty by a
// standoff; two retreats to one province both disband; an unordered unit disbands (2000 book) or,
// under the postal defaults of 001 §3.5.3, is retreated by the game master.

import type { GameMap, LocId, PowerId, ProvinceId, Unit } from '../map/types.js';
import type { ParseResult } from '../orders/ast.js';
import type { ConditionalRetreatJson, OrderResultKind } from '../protocol/types.js';
import type { RuleOptions } from '../rules/options.js';
import { homeDistanceSum } from './distance.js';
import { mutated } from './mutation.js';
import { defineTexts, fact, listArg, placeArg, powerArg, render, unitArg, type Fact } from '../language/render.js';

export interface DislodgedInput extends Unit {
  attackerFrom: ProvinceId;
  /** The dislodging army came by convoy (some presets then open its origin, DATC 4.A.5). */
  viaConvoy?: boolean;
}

export interface RetreatOrderOutcome {
  result: OrderResultKind;
  /** Index into `dislodged`, or -1. */
  unit: number;
  /** The language-free reason; `en` (protocol notation) and `fr` are rendered from it when read. */
  fact: Fact;
  rules: number[];
  readonly en: string;
  readonly fr: string;
}

/** A neighbour of a dislodged unit and, if it is closed to the retreat, why. */
export interface RetreatNeighbour {
  loc: LocId;
  closed?: Fact;
}

export interface RetreatResult {
  outcomes: RetreatOrderOutcome[];
  after: Unit[];
  /** Where each dislodged unit could retreat, worked out from the board. */
  options: LocId[][];
  /** What happened to each dislodged unit. */
  fates: RetreatFate[];
  /** Per dislodged unit: each province it could reach, open or closed and why. */
  neighbours: RetreatNeighbour[][];
}

export interface RetreatFate {
  unit: Unit;
  to?: LocId;
  /** `conditional`: by the player's conditional list (001 §3.4.2); `conditionalDisband`: its list ran out and says disband. */
  how: 'retreated' | 'disbanded' | 'defaultRetreat' | 'defaultDisband' | 'conditional' | 'conditionalDisband';
  /** The unit's conditional list, when it had one and no order: each choice passed over and why, and the one taken. */
  conditional?: ConditionalPick;
  /** A default retreat (001 §3.5.3): every open province with its summed distance to the home centres, in the order ranked. */
  ranking?: { loc: LocId; distance: number }[];
  /** The input order obeyed, if any. */
  order?: number;
  /** Other dislodged units (indices) that retreated to the same province: all disband. */
  collidedWith?: number[];
}

const unitText = (u: Unit) => unitArg(`${u.type} ${u.loc}`);

function outcome(map: GameMap, result: OrderResultKind, unit: number, f: Fact): RetreatOrderOutcome {
  const opts = { map: map as unknown as GameMap<string> };
  return defineTexts({ result, unit, fact: f, rules: [] as number[] }, (lang) => render(f, lang, opts));
}

/**
 * Each province a dislodged unit could reach, and why it is closed (occupied, attacker's origin, standoff).
 * `dislodgedAt`: the other units dislodged, by province. The unit now in such a province is the one
 * that dislodged it, and is told as such: both may bear one label ("A vie"), so naming it by its
 * label would read as one unit in two places.
 */
export function retreatNeighbours(
  map: GameMap,
  unit: Unit,
  attackerFrom: ProvinceId,
  occupant: ReadonlyMap<ProvinceId, Unit>,
  contested: ReadonlySet<ProvinceId>,
  dislodgedAt: ReadonlyMap<ProvinceId, Unit> = new Map(),
): RetreatNeighbour[] {
  return [...map.neighbours(unit.type, unit.loc)].sort().map((loc) => {
    const p = map.provinceOf(loc);
    const by = occupant.get(p);
    // The attacker's origin first: when it is also occupied, that is the rule the case teaches.
    if (p === attackerFrom) return { loc, closed: fact('closed-origin', { prov: placeArg(p) }) };
    const loser = dislodgedAt.get(p);
    if (by && loser) return { loc, closed: fact('closed-occupied-by-dislodger', { prov: placeArg(p), type: by.type, dislodged: unitText(loser) }) };
    if (by) return { loc, closed: fact('closed-occupied', { prov: placeArg(p), unit: unitText(by) }) };
    if (contested.has(p)) return { loc, closed: fact('closed-standoff', { prov: placeArg(p) }) };
    return { loc };
  });
}

/** Where a dislodged unit may go, given the board after the movement phase. */
export function retreatOptions(
  map: GameMap,
  unit: Unit,
  attackerFrom: ProvinceId,
  occupied: ReadonlySet<ProvinceId>,
  contested: ReadonlySet<ProvinceId>,
): LocId[] {
  return map
    .neighbours(unit.type, unit.loc)
    .filter((loc) => {
      const p = map.provinceOf(loc);
      return !occupied.has(p) && !contested.has(p) && p !== attackerFrom;
    })
    .slice()
    .sort();
}

export function adjudicateRetreats(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  dislodged: readonly DislodgedInput[],
  contested: readonly ProvinceId[],
  orders: readonly { power: PowerId; parsed: ParseResult }[],
  /** Per dislodged unit (same index), its conditional retreats sent with the movement orders (001 §3.4.2), if any. */
  lists?: readonly (ConditionalRetreatJson | undefined)[],
): RetreatResult {
  const occupied = new Set(units.map((u) => map.provinceOf(u.loc)));
  const contestedSet = new Set(contested);
  const originOpen = (d: DislodgedInput) =>
    (d.viaConvoy && opts.retreatToConvoyAttackerOrigin && !mutated(opts, 'retreatConvoyOriginClosed')) || mutated(opts, 'retreatToAttackerOrigin');
  const options = dislodged.map((d) =>
    retreatOptions(map, d, originOpen(d) ? '' : d.attackerFrom, occupied, mutated(opts, 'retreatIntoStandoff') ? new Set() : contestedSet),
  );
  const occupant = new Map(units.map((u) => [map.provinceOf(u.loc), u] as const));
  const dislodgedAt = new Map(dislodged.map((d) => [map.provinceOf(d.loc), d] as const));
  const neighbours = dislodged.map((d, k) => {
    const open = new Set(options[k]);
    // The rule options decide what is open (a mutant or a preset may open an origin or a standoff province).
    return retreatNeighbours(map, d, d.attackerFrom, occupant, contestedSet, dislodgedAt).map((n) => (open.has(n.loc) ? { loc: n.loc } : n));
  });
  const byProvince = new Map<ProvinceId, number>();
  dislodged.forEach((d, i) => byProvince.set(map.provinceOf(d.loc), i));

  const chosen: (LocId | null | undefined)[] = new Array(dislodged.length).fill(undefined); // null = disband
  const orderFor: number[] = new Array(dislodged.length).fill(-1);
  const ordersFor = countOrdersPerUnit(map, dislodged, byProvince, orders);
  const outcomes: RetreatOrderOutcome[] = orders.map((o, i) => {
    if (!o.parsed.ok) {
      return outcome(map, 'illegal', -1, fact('retreat-unreadable', { message: o.parsed.error.fact ?? { text: { en: o.parsed.error.message, fr: o.parsed.error.message } } }));
    }
    const order = o.parsed.value.order;
    if (order.kind !== 'retreat' && order.kind !== 'disband' && order.kind !== 'move' && order.kind !== 'hold') {
      return outcome(map, 'illegal', -1, fact('retreat-wrong-kind'));
    }
    const k = byProvince.get(map.provinceOf(order.unit.loc));
    if (k === undefined) {
      return outcome(map, 'illegal', -1, fact('retreat-no-unit', { prov: placeArg(map.provinceOf(order.unit.loc)) }));
    }
    const d = dislodged[k];
    if (d.power !== o.power) {
      return outcome(map, 'illegal', k, fact('retreat-foreign', { unit: unitText(d), owner: powerArg(d.power), power: powerArg(o.power) }));
    }
    if (ordersFor[k] > 1) {
      // As in movement (DATC 4.D.3): none of several orders is obeyed, whatever their order.
      return outcome(map, 'illegal', k, fact('retreat-several', { unit: unitText(d), count: ordersFor[k] }));
    }
    orderFor[k] = i;
    if (order.kind === 'disband') {
      if (!mutated(opts, 'disbandOrderIgnored')) chosen[k] = null;
      return outcome(map, 'succeeds', k, fact('retreat-disband'));
    }
    if (order.kind === 'hold') {
      chosen[k] = null;
      return outcome(map, 'illegal', k, fact('retreat-hold'));
    }
    const to = resolveCoast(map, d, order.to, options[k]);
    if (to === undefined) {
      chosen[k] = null;
      const closed = neighbours[k].find((n) => map.provinceOf(n.loc) === map.provinceOf(order.to))?.closed;
      const why = closed ?? fact('closed-unreachable', { prov: placeArg(map.provinceOf(order.to)) });
      const open = options[k].length ? listArg(options[k].map(placeArg), 'or') : fact('no-option');
      return outcome(map, 'illegal', k, fact('retreat-closed', { to: placeArg(order.to), why, options: open }));
    }
    chosen[k] = to;
    return outcome(map, 'succeeds', k, fact('retreat-moves', { to: placeArg(to) }));
  });

  // Unordered units: disband, or the postal game master's default retreat.
  const fates: RetreatFate[] = dislodged.map((d, k) => ({ unit: { power: d.power, type: d.type, loc: d.loc }, how: 'disbanded' as const, ...(orderFor[k] >= 0 ? { order: orderFor[k] } : {}) }));
  dislodged.forEach((d, k) => {
    if (chosen[k] !== undefined) return;
    // A conditional list stands for the order the player could not write yet: its first open choice.
    const list = lists?.[k];
    if (list) {
      const pick = pickConditionalRetreat(map, d, list, options[k], neighbours[k]);
      fates[k].conditional = pick;
      if (pick.to !== undefined || list.otherwise === 'disband') {
        chosen[k] = pick.to ?? null;
        fates[k].how = pick.to !== undefined ? 'conditional' : 'conditionalDisband';
        return;
      }
    }
    if (opts.unorderedRetreat === 'postalDefault' && options[k].length > 0 && !mutated(opts, 'postalDefaultRetreatSkipped')) {
      const ranking = defaultRetreatRanking(map, d.power, options[k]);
      chosen[k] = ranking[0].loc;
      fates[k].how = 'defaultRetreat';
      fates[k].ranking = ranking;
    } else {
      chosen[k] = null;
      fates[k].how = 'defaultDisband';
    }
  });

  // Two or more retreats to one province: all of them disband.
  const count = new Map<ProvinceId, number>();
  for (const c of chosen) if (c) count.set(map.provinceOf(c), (count.get(map.provinceOf(c)) ?? 0) + 1);
  const after = [...units];
  dislodged.forEach((d, k) => {
    const c = chosen[k];
    if (!c) return;
    if ((count.get(map.provinceOf(c)) ?? 0) > 1 && !(mutated(opts, 'retreatCollisionFirstWins') && firstRetreatTo(map, chosen, orderFor, k))) {
      const others = dislodged.flatMap((_, j) => (j !== k && chosen[j] && map.provinceOf(chosen[j]!) === map.provinceOf(c) ? [j] : []));
      fates[k] = { ...fates[k], how: 'disbanded', to: c, collidedWith: others };
      const i = orderFor[k];
      if (i >= 0) {
        const f = fact('retreat-collision', { others: listArg(others.map((j) => unitText(dislodged[j]))), count: others.length, prov: placeArg(map.provinceOf(c)) });
        outcomes[i] = outcome(map, 'fails', k, f);
      }
      return;
    }
    fates[k] = { ...fates[k], to: c, how: fates[k].how === 'defaultRetreat' || fates[k].how === 'conditional' ? fates[k].how : 'retreated' };
    after.push({ power: d.power, type: d.type, loc: c });
  });
  return { outcomes, after, options, fates, neighbours };
}

/** Readable orders given by the right power to each dislodged unit. */
function countOrdersPerUnit(
  map: GameMap,
  dislodged: readonly DislodgedInput[],
  byProvince: ReadonlyMap<ProvinceId, number>,
  orders: readonly { power: PowerId; parsed: ParseResult }[],
): number[] {
  const counts = new Array<number>(dislodged.length).fill(0);
  for (const o of orders) {
    if (!o.parsed.ok) continue;
    const order = o.parsed.value.order;
    if (order.kind !== 'retreat' && order.kind !== 'disband' && order.kind !== 'move' && order.kind !== 'hold') continue;
    const k = byProvince.get(map.provinceOf(order.unit.loc));
    if (k !== undefined && dislodged[k].power === o.power) counts[k]++;
  }
  return counts;
}

/** Mutant retreatCollisionFirstWins: was unit k's retreat ordered before the others to its province? */
function firstRetreatTo(map: GameMap, chosen: readonly (LocId | null | undefined)[], orderFor: readonly number[], k: number): boolean {
  const p = map.provinceOf(chosen[k]!);
  const rank = (j: number) => (orderFor[j] >= 0 ? orderFor[j] : Infinity); // default retreats come last
  return chosen.every((c, j) => j === k || !c || map.provinceOf(c) !== p || rank(k) < rank(j));
}

/** Accept a retreat written without a coast when only one coast is open (001 §3.5.2). */
function resolveCoast(map: GameMap, d: Unit, to: LocId, options: readonly LocId[]): LocId | undefined {
  if (options.includes(to)) return to;
  const p = map.provinceOf(to);
  if (d.type === 'A') return options.includes(p) ? p : undefined;
  if (to.includes('/')) return undefined;
  const inProvince = options.filter((o) => map.provinceOf(o) === p);
  return inProvince.length === 1 ? inProvince[0] : undefined;
}

/** 001 §3.5.3: the open provinces ranked nearest to the home centres first, supply centres first, then alphabetical. */
function defaultRetreatRanking(map: GameMap, power: PowerId, options: readonly LocId[]): { loc: LocId; distance: number }[] {
  const ranked = [...options].sort((a, b) => {
    const pa = map.provinceOf(a);
    const pb = map.provinceOf(b);
    const da = homeDistanceSum(map, power, pa) - homeDistanceSum(map, power, pb);
    if (da !== 0) return da;
    const sa = map.province(pa)!.supplyCenter ? 0 : 1;
    const sb = map.province(pb)!.supplyCenter ? 0 : 1;
    if (sa !== sb) return sa - sb;
    return map.province(pa)!.name.en.localeCompare(map.province(pb)!.name.en);
  });
  return ranked.map((loc) => ({ loc, distance: homeDistanceSum(map, power, map.provinceOf(loc)) }));
}

/** A conditional retreat list read against the board: the choices passed over, each with why, and the first open one. */
export interface ConditionalPick {
  passed: { loc: LocId; why: Fact }[];
  to?: LocId;
}

/**
 * 001 §3.4.2: the first province of the list still open after the movement (a missing coast is
 * supplied when one coast only is open, as for an order: 001 §3.5.2). The retreats of other units
 * are not known when the list is read: two units whose lists send them to one province both
 * disband, as two retreat orders would (001 §2.11.2).
 */
export function pickConditionalRetreat(map: GameMap, d: Unit, list: ConditionalRetreatJson, open: readonly LocId[], neighbours: readonly RetreatNeighbour[]): ConditionalPick {
  const passed: ConditionalPick['passed'] = [];
  for (const loc of list.to) {
    const to = resolveCoast(map, d, loc, open);
    if (to !== undefined) return { passed, to };
    const prov = map.provinceOf(loc);
    const closed = neighbours.find((n) => map.provinceOf(n.loc) === prov && n.closed)?.closed;
    const coasts = open.filter((o) => map.provinceOf(o) === prov);
    const why = coasts.length > 1 ? fact('closed-ambiguous-coast', { prov: placeArg(prov), coasts: listArg(coasts.map(placeArg), 'or') }) : (closed ?? fact('closed-unreachable', { prov: placeArg(prov) }));
    passed.push({ loc, why });
  }
  return { passed };
}
