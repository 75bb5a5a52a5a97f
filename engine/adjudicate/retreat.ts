// Retreat phase: each dislodged unit retreats to a free adjacent province or disbands.
// A retreat may not enter an occupied province, the attacker's origin, or a province left empty by a
// standoff; two retreats to one province both disband; an unordered unit disbands (2000 book) or,
// under the postal defaults of 001 §3.5.3, is retreated by the game master.

import type { GameMap, LocId, Power, ProvinceId, Unit } from '../map/types.js';
import type { ParseResult } from '../orders/ast.js';
import type { OrderResultKind } from '../protocol/types.js';
import type { RuleOptions } from '../rules/options.js';
import { homeDistanceSum } from './distance.js';
import { mutated } from './mutation.js';

export interface DislodgedInput extends Unit {
  attackerFrom: ProvinceId;
  /** The dislodging army came by convoy (some presets then open its origin, DATC 4.A.5). */
  viaConvoy?: boolean;
}

export interface RetreatOrderOutcome {
  result: OrderResultKind;
  /** Index into `dislodged`, or -1. */
  unit: number;
  en: string;
  fr: string;
}

export interface RetreatResult {
  outcomes: RetreatOrderOutcome[];
  after: Unit[];
  /** Where each dislodged unit could retreat, worked out from the board. */
  options: LocId[][];
  /** What happened to each dislodged unit. */
  fates: { unit: Unit; to?: LocId; how: 'retreated' | 'disbanded' | 'defaultRetreat' | 'defaultDisband' }[];
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
  orders: readonly { power: Power; parsed: ParseResult }[],
): RetreatResult {
  const occupied = new Set(units.map((u) => map.provinceOf(u.loc)));
  const contestedSet = new Set(contested);
  const originOpen = (d: DislodgedInput) =>
    (d.viaConvoy && opts.retreatToConvoyAttackerOrigin && !mutated(opts, 'retreatConvoyOriginClosed')) || mutated(opts, 'retreatToAttackerOrigin');
  const options = dislodged.map((d) =>
    retreatOptions(map, d, originOpen(d) ? '' : d.attackerFrom, occupied, mutated(opts, 'retreatIntoStandoff') ? new Set() : contestedSet),
  );
  const byProvince = new Map<ProvinceId, number>();
  dislodged.forEach((d, i) => byProvince.set(map.provinceOf(d.loc), i));

  const chosen: (LocId | null | undefined)[] = new Array(dislodged.length).fill(undefined); // null = disband
  const orderFor: number[] = new Array(dislodged.length).fill(-1);
  const ordersFor = countOrdersPerUnit(map, dislodged, byProvince, orders);
  const outcomes: RetreatOrderOutcome[] = orders.map((o, i) => {
    if (!o.parsed.ok) {
      return { result: 'illegal', unit: -1, en: `cannot be read: ${o.parsed.error.message}`, fr: `illisible : ${o.parsed.error.message}` };
    }
    const order = o.parsed.value.order;
    if (order.kind !== 'retreat' && order.kind !== 'disband' && order.kind !== 'move' && order.kind !== 'hold') {
      return { result: 'illegal', unit: -1, en: 'only retreats and disbands are ordered in a retreat phase', fr: 'seules les retraites et les dissolutions sont possibles en phase de retraite' };
    }
    const k = byProvince.get(map.provinceOf(order.unit.loc));
    if (k === undefined) {
      return { result: 'illegal', unit: -1, en: `no dislodged unit in ${map.provinceOf(order.unit.loc)}`, fr: `aucune unité délogée en ${map.provinceOf(order.unit.loc)}` };
    }
    const d = dislodged[k];
    if (d.power !== o.power) {
      return { result: 'illegal', unit: k, en: `${d.type} ${d.loc} belongs to ${d.power}, not ${o.power}`, fr: `${d.type} ${d.loc} appartient à ${d.power}, pas à ${o.power}` };
    }
    if (ordersFor[k] > 1) {
      // As in movement (DATC 4.D.3): none of several orders is obeyed, whatever their order.
      return { result: 'illegal', unit: k, en: `${d.type} ${d.loc} received ${ordersFor[k]} orders; none is obeyed and it counts as unordered`, fr: `${d.type} ${d.loc} a reçu ${ordersFor[k]} ordres ; aucun n'est suivi et elle est considérée sans ordre` };
    }
    orderFor[k] = i;
    if (order.kind === 'disband') {
      chosen[k] = null;
      return { result: 'succeeds', unit: k, en: 'disbanded', fr: 'démobilisée' };
    }
    if (order.kind === 'hold') {
      chosen[k] = null;
      return { result: 'illegal', unit: k, en: 'a dislodged unit cannot hold; it disbands', fr: 'une unité délogée ne peut pas tenir ; elle est démobilisée' };
    }
    const to = resolveCoast(map, d, order.to, options[k]);
    if (to === undefined) {
      chosen[k] = null;
      const opts = options[k].length ? options[k].join(', ') : 'none';
      return { result: 'illegal', unit: k, en: `cannot retreat to ${order.to} (options: ${opts}); the unit disbands`, fr: `ne peut pas battre en retraite en ${order.to} (possibilités : ${opts}) ; l'unité est démobilisée` };
    }
    chosen[k] = to;
    return { result: 'succeeds', unit: k, en: `retreats to ${to}`, fr: `bat en retraite en ${to}` };
  });

  // Unordered units: disband, or the postal game master's default retreat.
  const fates: RetreatResult['fates'] = dislodged.map((d) => ({ unit: { power: d.power, type: d.type, loc: d.loc }, how: 'disbanded' as const }));
  dislodged.forEach((d, k) => {
    if (chosen[k] !== undefined) return;
    if (opts.unorderedRetreat === 'postalDefault' && options[k].length > 0) {
      chosen[k] = defaultRetreat(map, d.power, options[k]);
      fates[k].how = 'defaultRetreat';
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
      fates[k] = { ...fates[k], how: 'disbanded' };
      const i = orderFor[k];
      if (i >= 0) {
        const others = dislodged.filter((_, j) => j !== k && chosen[j] && map.provinceOf(chosen[j]!) === map.provinceOf(c));
        const names = others.map((o) => `${o.type} ${o.loc}`).join(', ');
        outcomes[i] = { result: 'fails', unit: k, en: `fails: ${names} also retreats to ${map.provinceOf(c)}; both disband`, fr: `échoue : ${names} bat aussi en retraite en ${map.provinceOf(c)} ; les deux sont démobilisées` };
      }
      return;
    }
    fates[k] = { ...fates[k], to: c, how: fates[k].how === 'defaultRetreat' ? 'defaultRetreat' : 'retreated' };
    after.push({ power: d.power, type: d.type, loc: c });
  });
  return { outcomes, after, options, fates };
}

/** Readable orders given by the right power to each dislodged unit. */
function countOrdersPerUnit(
  map: GameMap,
  dislodged: readonly DislodgedInput[],
  byProvince: ReadonlyMap<ProvinceId, number>,
  orders: readonly { power: Power; parsed: ParseResult }[],
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

/** 001 §3.5.3: nearest to the home centres, supply centres first, then alphabetical. */
function defaultRetreat(map: GameMap, power: Power, options: readonly LocId[]): LocId {
  return [...options].sort((a, b) => {
    const pa = map.provinceOf(a);
    const pb = map.provinceOf(b);
    const da = homeDistanceSum(map, power, pa) - homeDistanceSum(map, power, pb);
    if (da !== 0) return da;
    const sa = map.province(pa)!.supplyCenter ? 0 : 1;
    const sb = map.province(pb)!.supplyCenter ? 0 : 1;
    if (sa !== sb) return sa - sb;
    return map.province(pa)!.name.en.localeCompare(map.province(pb)!.name.en);
  })[0];
}
