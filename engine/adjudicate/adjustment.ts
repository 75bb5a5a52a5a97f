// Adjustment phase (Winter): each power ends with as many units as supply centres.
// Builds only on vacant home centres the power still owns (armies not at sea, fleets only on a
// coast, a coast named where there are two); builds may be waived; a power short of removals loses
// units by the civil-disorder rule of the preset. Victory at 18 centres.

import type { GameMap, LocId, Power, ProvinceId, Unit } from '../map/types.js';
import type { ParseResult } from '../orders/ast.js';
import type { AdjustmentJson, OrderResultKind } from '../protocol/types.js';
import type { RuleOptions } from '../rules/options.js';
import { homeDistanceSum, nearestHomeDistance } from './distance.js';
import { mutated } from './mutation.js';

export const VICTORY_CENTRES = 18;

export interface AdjustmentOrderOutcome {
  result: OrderResultKind;
  en: string;
  fr: string;
}

export interface AdjustmentResult {
  outcomes: AdjustmentOrderOutcome[];
  after: Unit[];
  adjustments: AdjustmentJson[];
  /** Centres minus units, per power, before the orders. */
  delta: Partial<Record<Power, number>>;
}

export function adjudicateAdjustments(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  owners: ReadonlyMap<ProvinceId, Power>,
  orders: readonly { power: Power; parsed: ParseResult }[],
): AdjustmentResult {
  const delta: Partial<Record<Power, number>> = {};
  for (const p of map.powers) {
    let centres = 0;
    for (const owner of owners.values()) if (owner === p) centres++;
    const count = units.filter((u) => u.power === p).length;
    if (centres !== count) delta[p] = centres - count;
  }
  const occupied = new Set(units.map((u) => map.provinceOf(u.loc)));
  const removed = new Set<number>();
  const used: Partial<Record<Power, number>> = {};
  const adjustments: AdjustmentJson[] = [];
  const built: Unit[] = [];

  const outcomes = orders.map((o): AdjustmentOrderOutcome => {
    if (!o.parsed.ok) return { result: 'illegal', en: `cannot be read: ${o.parsed.error.message}`, fr: `illisible : ${o.parsed.error.message}` };
    const order = o.parsed.value.order;
    const power = o.power;
    const room = delta[power] ?? 0;
    const done = used[power] ?? 0;
    if (order.kind === 'waive') {
      if (room <= done) return { result: 'illegal', en: `${power} has no build to waive`, fr: `${power} n'a pas de construction à laquelle renoncer` };
      used[power] = done + 1;
      return { result: 'succeeds', en: 'build waived', fr: 'construction abandonnée' };
    }
    if (order.kind === 'build') {
      if (room <= 0) return { result: 'illegal', en: `${power} has no build due (${room < 0 ? 'it must remove units' : 'as many units as centres'})`, fr: `${power} n'a droit à aucune construction` };
      if (done >= room) return { result: 'fails', en: `${power} has already ordered its ${room} build(s)`, fr: `${power} a déjà ordonné ses ${room} construction(s)` };
      const type = order.unit.type ?? 'A';
      const problem = buildProblem(map, opts, power, type, order.unit.loc, owners, occupied);
      if (problem) return { result: problem.result, en: problem.en, fr: problem.fr };
      const loc = type === 'A' ? map.provinceOf(order.unit.loc) : order.unit.loc;
      occupied.add(map.provinceOf(loc));
      used[power] = done + 1;
      built.push({ power, type, loc });
      adjustments.push({ power, action: 'build', type, loc, default: false });
      return { result: 'succeeds', en: `builds ${type} ${loc}`, fr: `construit ${type} ${loc}` };
    }
    if (order.kind === 'disband') {
      if (room >= 0) return { result: 'illegal', en: `${power} has no unit to remove`, fr: `${power} n'a pas d'unité à retirer` };
      if (done >= -room) return { result: 'fails', en: `${power} has already ordered its ${-room} removal(s)`, fr: `${power} a déjà ordonné ses ${-room} retrait(s)` };
      const p = map.provinceOf(order.unit.loc);
      const k = units.findIndex((u) => map.provinceOf(u.loc) === p);
      if (k < 0) return { result: 'illegal', en: `there is no unit in ${p}`, fr: `il n'y a pas d'unité en ${p}` };
      if (units[k].power !== power) return { result: 'illegal', en: `the unit in ${p} belongs to ${units[k].power}`, fr: `l'unité en ${p} appartient à ${units[k].power}` };
      if (removed.has(k)) return { result: 'illegal', en: `${units[k].type} ${units[k].loc} is already removed`, fr: `${units[k].type} ${units[k].loc} est déjà retirée` };
      removed.add(k);
      used[power] = done + 1;
      adjustments.push({ power, action: 'remove', type: units[k].type, loc: units[k].loc, default: false });
      return { result: 'succeeds', en: `removes ${units[k].type} ${units[k].loc}`, fr: `retire ${units[k].type} ${units[k].loc}` };
    }
    return { result: 'illegal', en: 'only builds, removals and waivers are ordered in an adjustment phase', fr: "seules les constructions, les retraits et les renonciations sont possibles en phase d'ajustement" };
  });

  // Powers that ordered too few removals: civil disorder picks the rest.
  for (const power of map.powers) {
    const room = delta[power] ?? 0;
    let missing = -room - (used[power] ?? 0);
    if (room >= 0 || missing <= 0) continue;
    const sign = mutated(opts, 'civilDisorderReversed') ? -1 : 1;
    const candidates = units
      .map((u, k) => ({ u, k }))
      .filter(({ u, k }) => u.power === power && !removed.has(k))
      .sort((a, b) => sign * civilDisorderOrder(map, opts, power, a.u, b.u));
    for (const { u, k } of candidates) {
      if (missing-- <= 0) break;
      removed.add(k);
      adjustments.push({ power, action: 'remove', type: u.type, loc: u.loc, default: true });
    }
  }

  // Survivors in their given order, then the new units.
  const survivors = units.filter((_, k) => !removed.has(k));
  return { outcomes, after: [...survivors, ...built], adjustments, delta };
}

function buildProblem(
  map: GameMap,
  opts: RuleOptions,
  power: Power,
  type: 'A' | 'F',
  loc: LocId,
  owners: ReadonlyMap<ProvinceId, Power>,
  occupied: ReadonlySet<ProvinceId>,
): { result: 'illegal' | 'fails'; en: string; fr: string } | undefined {
  // 'illegal': the build could never be made there; 'fails': the board forbids it this winter.
  const p = map.provinceOf(loc);
  const province = map.province(p)!;
  if (province.home !== power) return { result: 'illegal', en: `${p} is not a home centre of ${power}`, fr: `${p} n'est pas un centre national de ${power}` };
  if (owners.get(p) !== power && !mutated(opts, 'buildOnForeignOwnedHome')) return { result: 'fails', en: `${power} no longer owns ${p}`, fr: `${power} ne contrôle plus ${p}` };
  if (occupied.has(p) && !mutated(opts, 'buildOnOccupiedCentre')) return { result: 'fails', en: `${p} is occupied`, fr: `${p} est occupée` };
  if (type === 'F') {
    if (province.terrain !== 'coastal') return { result: 'illegal', en: `a fleet cannot be built inland at ${p}`, fr: `une flotte ne peut pas être construite à l'intérieur des terres (${p})` };
    if (province.coasts.length > 0 && !loc.includes('/')) return { result: 'illegal', en: `a fleet built at ${p} needs its coast (${province.coasts.map((c) => `${p}/${c}`).join(' or ')})`, fr: `une flotte construite en ${p} doit préciser sa côte` };
  }
  return undefined;
}

/** Negative when unit `a` is removed before unit `b`. */
function civilDisorderOrder(map: GameMap, opts: RuleOptions, power: Power, a: Unit, b: Unit): number {
  const pa = map.provinceOf(a.loc);
  const pb = map.provinceOf(b.loc);
  const nameOrder = map.province(pa)!.name.en.localeCompare(map.province(pb)!.name.en);
  const fleetsFirst = (a.type === 'F' ? 0 : 1) - (b.type === 'F' ? 0 : 1);
  if (opts.civilDisorder === 'postal1971') {
    const d = homeDistanceSum(map, power, pb) - homeDistanceSum(map, power, pa);
    if (d !== 0) return d;
    const centres = (map.province(pa)!.supplyCenter ? 1 : 0) - (map.province(pb)!.supplyCenter ? 1 : 0);
    if (centres !== 0) return centres;
    return fleetsFirst || nameOrder;
  }
  const d = nearestHomeDistance(map, power, pb) - nearestHomeDistance(map, power, pa);
  return d || fleetsFirst || nameOrder;
}

/** After a Fall turn (retreats included): each occupied centre passes to the occupier. */
export function updateOwnership(map: GameMap, units: readonly Unit[], owners: ReadonlyMap<ProvinceId, Power>): Map<ProvinceId, Power> {
  const next = new Map(owners);
  for (const u of units) {
    const p = map.provinceOf(u.loc);
    if (map.province(p)?.supplyCenter) next.set(p, u.power);
  }
  return next;
}
