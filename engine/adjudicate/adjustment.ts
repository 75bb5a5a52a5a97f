// Adjustment phase (Winter): each power ends with as many units as supply centres.
// Builds only on vacant home centres the power still owns (armies not at sea, fleets only on a
// coast, a coast named where there are two); builds may be waived; a power short of removals loses
// units by the civil-disorder rule of the preset. Victory at the board's count (map.victoryCenters).

import type { GameMap, LocId, PowerId, ProvinceId, Unit } from '../map/types.js';
import type { ParseResult } from '../orders/ast.js';
import type { AdjustmentJson, ConditionalOrdersJson, OrderResultKind } from '../protocol/types.js';
import type { RuleOptions } from '../rules/options.js';
import { homeDistanceSum, nearestHomeDistance, nearestHomeDistanceFleetsBySea, nearestOwnedDistance } from './distance.js';
import { mutated } from './mutation.js';
import { defineTexts, fact, listArg, placeArg, powerArg, render, unitArg, type Fact } from '../language/render.js';

export interface AdjustmentOrderOutcome {
  result: OrderResultKind;
  /** The language-free reason; `en` (protocol notation) and `fr` are rendered from it when read. */
  fact: Fact;
  rules: number[];
  readonly en: string;
  readonly fr: string;
}

/** A unit removed by civil disorder, with the distance that chose it under the preset's measure. */
export interface DefaultRemoval {
  power: PowerId;
  unit: Unit;
  distance: number;
}

function outcome(map: GameMap, result: OrderResultKind, f: Fact): AdjustmentOrderOutcome {
  const opts = { map: map as unknown as GameMap<string> };
  return defineTexts({ result, fact: f, rules: [] as number[] }, (lang) => render(f, lang, opts));
}

const unitText = (u: Unit) => unitArg(`${u.type} ${u.loc}`);

export interface AdjustmentResult {
  outcomes: AdjustmentOrderOutcome[];
  after: Unit[];
  adjustments: AdjustmentJson[];
  /** Centres minus units, per power, before the orders. */
  delta: Record<PowerId, number>;
  /** Per power: the distance of each unit that civil disorder could remove, farthest first, how many it removed, and by which measure. */
  civilDisorder: { power: PowerId; ranked: DefaultRemoval[]; removed: number; measure: RuleOptions['civilDisorder'] }[];
  /** Per power that gave no order but had a conditional list (001 §3.4.2): each entry, taken or why not. */
  conditional: ConditionalAdjustments[];
}

/** A power's conditional builds or removals read in order: each entry taken, passed over (why), or not needed. */
export interface ConditionalAdjustments {
  power: PowerId;
  action: 'build' | 'remove';
  entries: { unit: Unit; taken: boolean; why?: Fact }[];
}

export function adjudicateAdjustments(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  owners: ReadonlyMap<ProvinceId, PowerId>,
  orders: readonly { power: PowerId; parsed: ParseResult }[],
  /** Builds and removals sent ahead with the Fall orders (001 §3.4.2): used for the powers that give no order now. */
  lists?: Pick<ConditionalOrdersJson, 'builds' | 'removals'>,
  /** Powers nobody orders (civil disorder, a left-out power): their removals follow the civil-disorder rule of the book. */
  inCivilDisorder?: readonly PowerId[],
): AdjustmentResult {
  const delta: Record<PowerId, number> = {};
  for (const p of map.powers) {
    let centres = 0;
    for (const owner of owners.values()) if (owner === p) centres++;
    const count = units.filter((u) => u.power === p).length;
    if (centres !== count) delta[p] = centres - count;
  }
  const occupied = new Set(units.map((u) => map.provinceOf(u.loc)));
  const removed = new Set<number>();
  const used: Record<PowerId, number> = {};
  const adjustments: AdjustmentJson[] = [];
  const built: Unit[] = [];

  // Each order on its own first; then the orders that collide, by the preset's reading (DATC 4.D.4-4.D.6):
  // all void whatever their order, or carried out one by one until the allowance is used up.
  const claims: (Claim | undefined)[] = [];
  const outcomes = orders.map((o, i): AdjustmentOrderOutcome => {
    const checked = checkAdjustmentOrder(map, opts, units, delta, owners, occupied, o, centresOf(owners, o.power));
    if ('claim' in checked) claims[i] = checked.claim;
    return checked.outcome;
  });
  if (opts.adjustmentConflicts === 'firstLegal') keepFirstLegal(map, units, claims, outcomes, delta);
  else voidConflicts(map, claims, outcomes, delta);

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

  // Powers that order nothing now follow their conditional lists, as far as they go.
  const conditional = lists ? conditionalAdjustments(map, opts, units, owners, occupied, orders, delta, lists) : [];
  for (const c of conditional) {
    for (const e of c.entries) {
      if (!e.taken) continue;
      used[c.power] = (used[c.power] ?? 0) + 1;
      adjustments.push({ power: c.power, action: c.action, type: e.unit.type, loc: e.unit.loc, default: false });
      if (c.action === 'build') {
        built.push(e.unit);
        continue;
      }
      removed.add(units.findIndex((u) => u.power === c.power && map.provinceOf(u.loc) === map.provinceOf(e.unit.loc)));
    }
  }

  // Powers that ordered too few removals: civil disorder picks the rest.
  const civilDisorder: AdjustmentResult['civilDisorder'] = [];
  for (const power of map.powers) {
    const room = delta[power] ?? 0;
    let missing = -room - (used[power] ?? 0);
    if (room >= 0 || missing <= 0) continue;
    const sign = mutated(opts, 'civilDisorderReversed') ? -1 : 1;
    const measured = inCivilDisorder?.includes(power) ? civilDisorderMeasure(opts) : opts;
    const candidates = units
      .map((u, k) => ({ u, k }))
      .filter(({ u, k }) => u.power === power && !removed.has(k))
      .sort((a, b) => sign * civilDisorderOrder(map, measured, power, owners, a.u, b.u));
    civilDisorder.push({ power, ranked: candidates.map(({ u }) => ({ power, unit: u, distance: removalDistance(map, measured, power, owners, u) })), removed: missing, measure: measured.civilDisorder });
    for (const { u, k } of candidates) {
      if (missing-- <= 0) break;
      removed.add(k);
      adjustments.push({ power, action: 'remove', type: u.type, loc: u.loc, default: true });
    }
  }

  // Survivors in their given order, then the new units.
  const survivors = units.filter((_, k) => !removed.has(k));
  return { outcomes, after: [...survivors, ...built], adjustments, delta, civilDisorder, conditional };
}

/**
 * 001 §3.4.2: a power that sends no adjustment order has its builds made, or its removals, from the
 * list sent with its Fall orders, best first and as many as it is due: an entry that cannot be
 * carried out now (a centre lost or occupied, a unit gone) is passed over, and entries left once
 * the count is reached are not needed. Removals the list does not cover are left to the default
 * (civil disorder, 001 §3.5.3); builds it does not cover are lost (the game master never builds).
 */
function conditionalAdjustments(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  owners: ReadonlyMap<ProvinceId, PowerId>,
  occupied: ReadonlySet<ProvinceId>,
  orders: readonly { power: PowerId }[],
  delta: Record<PowerId, number>,
  lists: Pick<ConditionalOrdersJson, 'builds' | 'removals'>,
): ConditionalAdjustments[] {
  const ordering = new Set(orders.map((o) => o.power));
  const out: ConditionalAdjustments[] = [];
  for (const power of map.powers) {
    const due = delta[power] ?? 0;
    if (due === 0 || ordering.has(power)) continue;
    const action = due > 0 ? 'build' : 'remove';
    const list = (action === 'build' ? lists.builds : lists.removals)?.filter((e) => e.power === power) ?? [];
    if (!list.length) continue;
    let left = Math.abs(due);
    const taken = new Set<ProvinceId>();
    const entries = list.map((e): ConditionalAdjustments['entries'][number] => {
      const unit: Unit = { power, type: e.type, loc: e.loc };
      const prov = map.provinceOf(e.loc);
      if (left === 0) return { unit, taken: false, why: fact('conditional-not-needed') };
      if (action === 'build') {
        const problem = buildProblem(map, opts, power, e.type, e.loc, owners, occupied) ?? (taken.has(prov) ? { fact: fact('adjust-occupied', { prov: placeArg(prov) }) } : undefined);
        if (problem) return { unit, taken: false, why: problem.fact };
      } else {
        const k = units.findIndex((u) => map.provinceOf(u.loc) === prov);
        if (k < 0 || units[k].power !== power || units[k].type !== e.type) return { unit, taken: false, why: fact('adjust-no-unit', { prov: placeArg(prov) }) };
        unit.loc = units[k].loc;
      }
      taken.add(prov);
      left--;
      return { unit, taken: true };
    });
    out.push({ power, action, entries });
  }
  return out;
}

function centresOf(owners: ReadonlyMap<ProvinceId, PowerId>, power: PowerId): number {
  let n = 0;
  for (const owner of owners.values()) if (owner === power) n++;
  return n;
}

/** An adjustment order that is legal on its own: what it would do if nothing collides with it. */
type Claim =
  | { kind: 'build'; power: PowerId; province: ProvinceId; type: 'A' | 'F'; loc: LocId }
  | { kind: 'remove'; power: PowerId; province: ProvinceId; unit: number }
  | { kind: 'waive'; power: PowerId };

function checkAdjustmentOrder(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  delta: Record<PowerId, number>,
  owners: ReadonlyMap<ProvinceId, PowerId>,
  occupied: ReadonlySet<ProvinceId>,
  o: { power: PowerId; parsed: ParseResult },
  centres: number,
): { outcome: AdjustmentOrderOutcome; claim?: Claim } {
  if (!o.parsed.ok) return { outcome: outcome(map, 'illegal', fact('adjust-unreadable', { message: o.parsed.error.fact ?? { text: { en: o.parsed.error.message, fr: o.parsed.error.message } } })) };
  const order = o.parsed.value.order;
  const power = o.power;
  const room = delta[power] ?? 0;
  const counts = { power: powerArg(power), centres, units: centres - room };
  if (order.kind === 'waive') {
    if (room <= 0) return { outcome: outcome(map, 'illegal', fact('adjust-no-waive', { power: powerArg(power) })) };
    return { outcome: outcome(map, 'succeeds', fact('adjust-waived', { power: powerArg(power) })), claim: { kind: 'waive', power } };
  }
  if (order.kind === 'build') {
    if (room <= 0) return { outcome: outcome(map, 'illegal', fact('adjust-no-build-due', counts)) };
    const type = order.unit.type ?? typeOfBareBuild(map, order.unit.loc);
    if (type === undefined) return { outcome: outcome(map, 'illegal', fact('adjust-needs-type', { prov: placeArg(map.provinceOf(order.unit.loc)) })) };
    const problem = buildProblem(map, opts, power, type, order.unit.loc, owners, occupied);
    if (problem) return { outcome: outcome(map, problem.result, problem.fact) };
    const loc = type === 'A' ? map.provinceOf(order.unit.loc) : order.unit.loc;
    const claim: Claim = { kind: 'build', power, province: map.provinceOf(loc), type, loc };
    return { outcome: outcome(map, 'succeeds', fact('adjust-build', { unit: unitArg(`${type} ${loc}`), prov: placeArg(map.provinceOf(loc)), power: powerArg(power) })), claim };
  }
  if (order.kind === 'disband') {
    if (room >= 0) return { outcome: outcome(map, 'illegal', fact('adjust-no-removal-due', counts)) };
    const p = map.provinceOf(order.unit.loc);
    const k = units.findIndex((u) => map.provinceOf(u.loc) === p);
    if (k < 0) return { outcome: outcome(map, 'illegal', fact('adjust-no-unit', { prov: placeArg(p) })) };
    if (units[k].power !== power) return { outcome: outcome(map, 'illegal', fact('adjust-foreign-unit', { prov: placeArg(p), owner: powerArg(units[k].power) })) };
    const claim: Claim = { kind: 'remove', power, province: p, unit: k };
    return { outcome: outcome(map, 'succeeds', fact('adjust-remove', { unit: unitText(units[k]), ...counts })), claim };
  }
  return { outcome: outcome(map, 'illegal', fact('adjust-wrong-kind')) };
}

/**
 * 'voidAll': orders that collide are all voided, whatever their place in the list: two orders for one
 * province (DATC 4.D.5, choice a), more builds and waivers than builds due (4.D.4, choice a: the power
 * builds nothing), more removals than due (4.D.6, choice a: civil disorder chooses).
 */
function voidConflicts(map: GameMap, claims: (Claim | undefined)[], outcomes: AdjustmentOrderOutcome[], delta: Record<PowerId, number>): void {
  const voidAll = (which: number[], f: Fact, result: OrderResultKind = 'fails') => {
    for (const i of which) {
      claims[i] = undefined;
      outcomes[i] = outcome(map, result, f);
    }
  };
  const byPlace = new Map<string, number[]>();
  claims.forEach((c, i) => {
    if (c && c.kind !== 'waive') byPlace.set(`${c.power} ${c.province}`, [...(byPlace.get(`${c.power} ${c.province}`) ?? []), i]);
  });
  for (const [place, which] of byPlace) {
    if (which.length < 2) continue;
    const province = place.split(' ')[1];
    voidAll(which, fact('adjust-same-place', { count: which.length, prov: placeArg(province) }), 'illegal');
  }
  const byPower = new Map<PowerId, number[]>();
  claims.forEach((c, i) => {
    if (c) byPower.set(c.power, [...(byPower.get(c.power) ?? []), i]);
  });
  for (const [power, which] of byPower) {
    const due = Math.abs(delta[power] ?? 0);
    if (which.length <= due) continue;
    const removing = (delta[power] ?? 0) < 0;
    voidAll(which, fact(removing ? 'adjust-too-many-removals' : 'adjust-too-many-builds', { power: powerArg(power), count: which.length, due }));
  }
}

/**
 * 'firstLegal' (DATC 4.D.4-4.D.6, choice b): a power's legal orders are carried out in the order
 * written; one that names a province an earlier order already used fails (4.D.5: the first build
 * stands; a unit removed twice is removed once), and so does one past the builds or removals due
 * (4.D.4, 4.D.6). Illegal orders use nothing: "the first LEGAL orders are used".
 */
function keepFirstLegal(map: GameMap, units: readonly Unit[], claims: (Claim | undefined)[], outcomes: AdjustmentOrderOutcome[], delta: Record<PowerId, number>): void {
  const usedPlace = new Map<string, Exclude<Claim, { kind: 'waive' }>>();
  const usedCount = new Map<PowerId, number>();
  claims.forEach((c, i) => {
    if (!c) return;
    const place = c.kind === 'waive' ? undefined : `${c.power} ${c.province}`;
    const earlier = place === undefined ? undefined : usedPlace.get(place);
    if (earlier !== undefined) {
      claims[i] = undefined;
      outcomes[i] = outcome(
        map,
        'fails',
        earlier.kind === 'remove' ? fact('adjust-removed-already', { unit: unitText(units[earlier.unit]) }) : fact('adjust-place-used', { unit: unitArg(`${(earlier as { type: string }).type} ${(earlier as { loc: string }).loc}`), prov: placeArg(earlier.province) }),
      );
      return;
    }
    const due = Math.abs(delta[c.power] ?? 0);
    const used = usedCount.get(c.power) ?? 0;
    if (used >= due) {
      claims[i] = undefined;
      const removing = (delta[c.power] ?? 0) < 0;
      outcomes[i] = outcome(map, 'fails', fact(removing ? 'adjust-removals-used' : 'adjust-builds-used', { power: powerArg(c.power), due }));
      return;
    }
    usedCount.set(c.power, used + 1);
    if (c.kind !== 'waive') usedPlace.set(`${c.power} ${c.province}`, c);
  });
}

/**
 * A build without a unit type (DATC 4.C.3, choice c): an army inland, a fleet where a coast is named;
 * on a coast without one the order could mean either, and the 2000 book asks for the type there
 * ("Règles de construction additionnelles", 2), so it is not carried out.
 */
function typeOfBareBuild(map: GameMap, loc: LocId): 'A' | 'F' | undefined {
  if (loc.includes('/')) return 'F';
  return map.locsOf(map.provinceOf(loc), 'F').length === 0 ? 'A' : undefined;
}

function buildProblem(
  map: GameMap,
  opts: RuleOptions,
  power: PowerId,
  type: 'A' | 'F',
  loc: LocId,
  owners: ReadonlyMap<ProvinceId, PowerId>,
  occupied: ReadonlySet<ProvinceId>,
): { result: 'illegal' | 'fails'; fact: Fact } | undefined {
  // 'illegal': the build could never be made there; 'fails': the board forbids it this winter.
  const p = map.provinceOf(loc);
  const province = map.province(p)!;
  const prov = placeArg(p);
  if (province.home !== power) return { result: 'illegal', fact: fact('adjust-not-home', { prov, power: powerArg(power) }) };
  if (owners.get(p) !== power && !mutated(opts, 'buildOnForeignOwnedHome')) return { result: 'fails', fact: fact('adjust-not-owned', { prov, power: powerArg(power) }) };
  if (occupied.has(p) && !mutated(opts, 'buildOnOccupiedCentre')) return { result: 'fails', fact: fact('adjust-occupied', { prov }) };
  if (type === 'F') {
    if (map.locsOf(p, 'F').length === 0) return { result: 'illegal', fact: fact('adjust-fleet-inland', { prov }) };
    if (province.coasts.length > 0 && !loc.includes('/')) return { result: 'illegal', fact: fact('adjust-needs-coast', { prov, coasts: listArg(province.coasts.map((c) => placeArg(`${p}/${c}`)), 'or') }) };
  }
  return undefined;
}

/**
 * The measure for a power in civil disorder. "I want you for Diplomacy" has two rules: the game
 * master's default for a removal a player forgot (§3.5.3, the sum of the distances to every home
 * centre: the rulebook-1971 preset's postal1971), and the removals of a power in civil disorder
 * (§2.14.4: farthest from the nearest home centre, counting convoys, fleets first, then alphabetical),
 * which is the 2000 book's rule; the other presets use one rule for both.
 */
function civilDisorderMeasure(opts: RuleOptions): RuleOptions {
  return opts.civilDisorder === 'postal1971' ? { ...opts, civilDisorder: 'nearestHome2000' } : opts;
}

/** The distance civil disorder ranks a unit by, under the preset's measure (see civilDisorderOrder). */
export function removalDistance(map: GameMap, opts: RuleOptions, power: PowerId, owners: ReadonlyMap<ProvinceId, PowerId>, u: Unit): number {
  const p = map.provinceOf(u.loc);
  if (opts.civilDisorder === 'postal1971') return homeDistanceSum(map, power, p);
  if (opts.civilDisorder === 'nearestHomeFleetsBySea') return nearestHomeDistanceFleetsBySea(map, power, u);
  if (opts.civilDisorder === 'nearestOwned2023' && !mutated(opts, 'civilDisorderHomeDistance')) return nearestOwnedDistance(map, power, owners, p);
  return nearestHomeDistance(map, power, p);
}

/** Negative when unit `a` is removed before unit `b`. */
function civilDisorderOrder(
  map: GameMap,
  opts: RuleOptions,
  power: PowerId,
  owners: ReadonlyMap<ProvinceId, PowerId>,
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
  if (opts.civilDisorder === 'nearestHomeFleetsBySea') {
    const d = nearestHomeDistanceFleetsBySea(map, power, b) - nearestHomeDistanceFleetsBySea(map, power, a);
    // Two units no fleet route links to home: equally far (Infinity - Infinity is NaN).
    if (d !== 0 && !Number.isNaN(d)) return d;
    return fleetsFirst || nameOrder;
  }
  // DATC 4.D.8 / 6.J: the 2023 rules measure to the nearest centre the power OWNS, not to a home centre.
  const distance = (p: ProvinceId) =>
    opts.civilDisorder === 'nearestOwned2023' && !mutated(opts, 'civilDisorderHomeDistance') ? nearestOwnedDistance(map, power, owners, p) : nearestHomeDistance(map, power, p);
  const d = distance(pb) - distance(pa);
  return d || fleetsFirst || nameOrder;
}

/** After a Fall turn (retreats included): each occupied centre passes to the occupier. */
export function updateOwnership(map: GameMap, units: readonly Unit[], owners: ReadonlyMap<ProvinceId, PowerId>): Map<ProvinceId, PowerId> {
  const next = new Map(owners);
  for (const u of units) {
    const p = map.provinceOf(u.loc);
    if (map.province(p)?.supplyCenter) next.set(p, u.power);
  }
  return next;
}
