// Adjustment phase (Winter): each power ends with as many units as supply centres.
// Builds only on vacant home centres the power still owns (armies not at sea, fleets only on a
// coast, a coast named where there are two); builds may be waived; a power short of removals loses
// units by the civil-disorder rule of the preset. Victory at 18 centres.

import type { GameMap, LocId, Power, ProvinceId, Unit } from '../map/types.js';
import type { ParseResult } from '../orders/ast.js';
import type { AdjustmentJson, OrderResultKind } from '../protocol/types.js';
import type { RuleOptions } from '../rules/options.js';
import { homeDistanceSum, nearestHomeDistance, nearestOwnedDistance } from './distance.js';
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

  // Each order on its own first; then the orders that collide are voided together, so that the
  // result never depends on the order of the list (engine/rules/README.md, "Conflicting orders").
  const claims: (Claim | undefined)[] = [];
  const outcomes = orders.map((o, i): AdjustmentOrderOutcome => {
    const checked = checkAdjustmentOrder(map, opts, units, delta, owners, occupied, o);
    if ('claim' in checked) claims[i] = checked.claim;
    return checked.outcome;
  });
  voidConflicts(claims, outcomes, delta);

  claims.forEach((c) => {
    if (!c) return;
    used[c.power] = (used[c.power] ?? 0) + 1;
    if (c.kind === 'build') {
      built.push({ power: c.power, type: c.type, loc: c.loc });
      adjustments.push({ power: c.power, action: 'build', type: c.type, loc: c.loc, default: false });
    } else if (c.kind === 'remove') {
      removed.add(c.unit);
      adjustments.push({ power: c.power, action: 'remove', type: units[c.unit].type, loc: units[c.unit].loc, default: false });
    }
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
      .sort((a, b) => sign * civilDisorderOrder(map, opts, power, owners, a.u, b.u));
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

/** An adjustment order that is legal on its own: what it would do if nothing collides with it. */
type Claim =
  | { kind: 'build'; power: Power; province: ProvinceId; type: 'A' | 'F'; loc: LocId }
  | { kind: 'remove'; power: Power; province: ProvinceId; unit: number }
  | { kind: 'waive'; power: Power };

function checkAdjustmentOrder(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  delta: Partial<Record<Power, number>>,
  owners: ReadonlyMap<ProvinceId, Power>,
  occupied: ReadonlySet<ProvinceId>,
  o: { power: Power; parsed: ParseResult },
): { outcome: AdjustmentOrderOutcome; claim?: Claim } {
  if (!o.parsed.ok) return { outcome: { result: 'illegal', en: `cannot be read: ${o.parsed.error.message}`, fr: `illisible : ${o.parsed.error.message}` } };
  const order = o.parsed.value.order;
  const power = o.power;
  const room = delta[power] ?? 0;
  if (order.kind === 'waive') {
    if (room <= 0) return { outcome: { result: 'illegal', en: `${power} has no build to waive`, fr: `${power} n'a pas de construction à laquelle renoncer` } };
    return { outcome: { result: 'succeeds', en: 'build waived', fr: 'construction abandonnée' }, claim: { kind: 'waive', power } };
  }
  if (order.kind === 'build') {
    if (room <= 0) return { outcome: { result: 'illegal', en: `${power} has no build due (${room < 0 ? 'it must remove units' : 'as many units as centres'})`, fr: `${power} n'a droit à aucune construction` } };
    const type = order.unit.type ?? 'A';
    const problem = buildProblem(map, opts, power, type, order.unit.loc, owners, occupied);
    if (problem) return { outcome: { result: problem.result, en: problem.en, fr: problem.fr } };
    const loc = type === 'A' ? map.provinceOf(order.unit.loc) : order.unit.loc;
    const claim: Claim = { kind: 'build', power, province: map.provinceOf(loc), type, loc };
    return { outcome: { result: 'succeeds', en: `builds ${type} ${loc}`, fr: `construit ${type} ${loc}` }, claim };
  }
  if (order.kind === 'disband') {
    if (room >= 0) return { outcome: { result: 'illegal', en: `${power} has no unit to remove`, fr: `${power} n'a pas d'unité à retirer` } };
    const p = map.provinceOf(order.unit.loc);
    const k = units.findIndex((u) => map.provinceOf(u.loc) === p);
    if (k < 0) return { outcome: { result: 'illegal', en: `there is no unit in ${p}`, fr: `il n'y a pas d'unité en ${p}` } };
    if (units[k].power !== power) return { outcome: { result: 'illegal', en: `the unit in ${p} belongs to ${units[k].power}`, fr: `l'unité en ${p} appartient à ${units[k].power}` } };
    const claim: Claim = { kind: 'remove', power, province: p, unit: k };
    return { outcome: { result: 'succeeds', en: `removes ${units[k].type} ${units[k].loc}`, fr: `retire ${units[k].type} ${units[k].loc}` }, claim };
  }
  return { outcome: { result: 'illegal', en: 'only builds, removals and waivers are ordered in an adjustment phase', fr: "seules les constructions, les retraits et les renonciations sont possibles en phase d'ajustement" } };
}

/**
 * Orders that collide are all voided, whatever their place in the list: two orders for one province
 * (DATC 4.D.5, choice a), more builds and waivers than builds due (4.D.4, choice a: the power builds
 * nothing), more removals than due (4.D.6, choice a: civil disorder chooses). The DATC prefers "the
 * first order" for the last three, which makes the result depend on how the orders are listed.
 */
function voidConflicts(claims: (Claim | undefined)[], outcomes: AdjustmentOrderOutcome[], delta: Partial<Record<Power, number>>): void {
  const voidAll = (which: number[], en: string, fr: string, result: OrderResultKind = 'fails') => {
    for (const i of which) {
      claims[i] = undefined;
      outcomes[i] = { result, en, fr };
    }
  };
  const byPlace = new Map<string, number[]>();
  claims.forEach((c, i) => {
    if (c && c.kind !== 'waive') byPlace.set(`${c.power} ${c.province}`, [...(byPlace.get(`${c.power} ${c.province}`) ?? []), i]);
  });
  for (const [place, which] of byPlace) {
    if (which.length < 2) continue;
    const province = place.split(' ')[1];
    voidAll(which, `${which.length} orders for ${province}: none of them is carried out`, `${which.length} ordres pour ${province} : aucun n'est exécuté`, 'illegal');
  }
  const byPower = new Map<Power, number[]>();
  claims.forEach((c, i) => {
    if (c) byPower.set(c.power, [...(byPower.get(c.power) ?? []), i]);
  });
  for (const [power, which] of byPower) {
    const due = Math.abs(delta[power] ?? 0);
    if (which.length <= due) continue;
    const removing = (delta[power] ?? 0) < 0;
    const en = removing
      ? `${power} ordered ${which.length} removals for ${due} due: none is carried out, civil disorder chooses`
      : `${power} ordered ${which.length} builds or waivers for ${due} due: none is carried out`;
    const fr = removing
      ? `${power} a ordonné ${which.length} retraits pour ${due} dus : aucun n'est exécuté, le désordre civil choisit`
      : `${power} a ordonné ${which.length} constructions ou renonciations pour ${due} dues : aucune n'est exécutée`;
    voidAll(which, en, fr);
  }
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
function civilDisorderOrder(
  map: GameMap,
  opts: RuleOptions,
  power: Power,
  owners: ReadonlyMap<ProvinceId, Power>,
  a: Unit,
  b: Unit,
): number {
  const pa = map.provinceOf(a.loc);
  const pb = map.provinceOf(b.loc);
  const nameOrder = map.province(pa)!.name.en.localeCompare(map.province(pb)!.name.en);
  const fleetsFirst = ((a.type === 'F' ? 0 : 1) - (b.type === 'F' ? 0 : 1)) * (mutated(opts, 'civilDisorderArmiesFirst') ? -1 : 1);
  if (opts.civilDisorder === 'postal1971') {
    const d = homeDistanceSum(map, power, pb) - homeDistanceSum(map, power, pa);
    if (d !== 0) return d;
    const centres = (map.province(pa)!.supplyCenter ? 1 : 0) - (map.province(pb)!.supplyCenter ? 1 : 0);
    if (centres !== 0) return centres;
    return fleetsFirst || nameOrder;
  }
  // DATC 4.D.8 / 6.J: the 2023 rules measure to the nearest centre the power OWNS, not to a home centre.
  const distance = (p: ProvinceId) =>
    opts.civilDisorder === 'nearestOwned2023' && !mutated(opts, 'civilDisorderHomeDistance') ? nearestOwnedDistance(map, power, owners, p) : nearestHomeDistance(map, power, p);
  const d = distance(pb) - distance(pa);
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
